import type { User } from '@aruu/contract/auth';
import type { Address, CreateAddressRequest, UpdateAddressRequest, UpdateProfileRequest } from '@aruu/contract/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { useSignedIn } from '../../../shared/session/use-signed-in';

// Both roots are dropped by the session effects when the shopper signs out.
export const meKey = ['me'] as const;
export const addressKey = ['address'] as const;

/** The signed-in shopper's profile. */
export function useMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => api.get<User>('users/me', undefined, signal),
    enabled: signedIn,
  });
}

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

/** The shopper's one address, or null when there is none yet (spec §3). */
export function useAddress() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: addressKey,
    queryFn: ({ signal }) => api.get<Address | null>('users/address/get', undefined, signal),
    enabled: signedIn,
  });
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
