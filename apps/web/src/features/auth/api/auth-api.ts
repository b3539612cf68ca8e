import type { ForgotPasswordRequest, LoginRequest, RegisterRequest, ResetPasswordRequest } from '@aruu/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/shared/api/client';

/** Signs in; the page stores the tokens and decides where to go (spec §4). */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => call('POST /auth/login', { body }) });
}

/** Creates the account and signs in at once (201 with tokens, like login). */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => call('POST /auth/register', { body }) });
}

/** Emails a reset link; unknown emails answer `email_not_found` (spec §8). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => call('POST /auth/forgot-password', { body }) });
}

/** Sets a new password with the emailed token; the API ends every session of the account. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => call('POST /auth/reset-password', { body }) });
}

/** Whether the emailed reset link still works, asked when its page opens (never cached: it changes once used). */
export function useResetLinkState(token: string) {
  return useQuery({
    queryKey: ['POST /auth/reset-password/state', token],
    queryFn: ({ signal }) => call('POST /auth/reset-password/state', { body: { token }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}
