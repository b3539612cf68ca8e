import type { LegalEntityBody } from '@aruu/contract/offline-payments';
import type { CreateAddressRequest, UpdateAddressRequest, UpdateProfileRequest } from '@aruu/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKey, legalEntityKey, meKey } from '@/entities/users/api/users-api';
import { call } from '@/shared/api/client';

/** Changes the profile or the password; the answer is the profile as saved. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call('PATCH /users/me', { body }),
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}

/** Closes the account: orders are kept (anonymised), the address goes, every session ends. */
export function useCloseAccount() {
  return useMutation({ mutationFn: (userId: number) => call('DELETE /users/:id', { params: { id: userId } }) });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAddressRequest) => call('POST /users/address/create', { body }),
    onSuccess: (address) => queryClient.setQueryData(addressKey, address),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAddressRequest) => call('PATCH /users/address/update', { body }),
    onSuccess: (address) => queryClient.setQueryData(addressKey, address),
  });
}

/** Ends this login on the server; the browser forgets the tokens whatever the answer. */
export function logoutOnServer(): Promise<unknown> {
  return call('POST /auth/logout').catch(() => undefined);
}

/** Records or replaces the company details that bank transfer needs. */
export function useSaveLegalEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegalEntityBody) => call('PUT /users/legal_entity', { body }),
    onSuccess: (answer) => queryClient.setQueryData(legalEntityKey, answer),
  });
}
