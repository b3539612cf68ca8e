import type { LoginBody } from '@aruu/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { TokenPair } from '@/shared/api/tokens';
import { apiRequest } from '@/staff/shared/api/client';

// Until staff-core's contract table lands: the two steps of a staff sign-in.
export interface PasswordStepAnswer {
  challenge: string;
  /** Present on the first sign-in: the new authenticator to enrol. */
  enrolment: { secret: string; otpauth_url: string } | null;
}
export type CodeStepAnswer = TokenPair & { recovery_codes: string[] | null };
export type SecondFactor = { code: string } | { recovery_code: string };

export function usePasswordStep() {
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<PasswordStepAnswer>('staff/auth/login', { method: 'POST', body }),
  });
}

export function useCodeStep() {
  return useMutation({
    mutationFn: (body: { challenge: string } & SecondFactor) =>
      apiRequest<CodeStepAnswer>('staff/auth/second-factor', { method: 'POST', body }),
  });
}
