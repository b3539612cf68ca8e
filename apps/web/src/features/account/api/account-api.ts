import type { User } from '@aruu/contract/auth';
import type { Address, CreateAddressRequest, UpdateAddressRequest, UpdateProfileRequest } from '@aruu/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKey, meKey } from '@/entities/users/api/users-api';
import { api } from '@/shared/api/client';

/** Changes the profile or the password; the answer is the profile as saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.patch<User>('users/me', body),
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}

/** Closes the account: orders are kept (anonymised), the address goes, every session ends. */
export function useCloseAccount() {
  return useMutation({ mutationFn: (userId: number) => api.delete<{ status: 'ok' }>(`users/${userId}`) });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAddressRequest) => api.post<Address>('users/address/create', body),
    onSuccess: (address) => queryClient.setQueryData(addressKey, address),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAddressRequest) => api.patch<Address>('users/address/update', body),
    onSuccess: (address) => queryClient.setQueryData(addressKey, address),
  });
}

/** Ends this login on the server; the browser forgets the tokens whatever the answer. */
export function logoutOnServer(): Promise<unknown> {
  return api.post('auth/logout').catch(() => undefined);
}
