import type {
  AuthTokens,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@aruu/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

type Status = { status: 'ok' };

/** Signs in; the page stores the tokens and decides where to go (spec §4). */
export function useLogin() {
  return useMutation({ mutationFn: (body: LoginRequest) => api.post<AuthTokens>('auth/login', body) });
}

/** Creates the account and signs in at once (201 with tokens, like login). */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterRequest) => api.post<AuthTokens>('auth/register', body) });
}

/** Emails a reset link; unknown emails answer `email_not_found` (spec §8). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => api.post<Status>('auth/forgot-password', body) });
}

/** Sets a new password with the emailed token; the API ends every session of the account. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => api.post<Status>('auth/reset-password', body) });
}
