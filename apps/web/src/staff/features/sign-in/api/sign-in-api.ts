import type { StaffChallenge, StaffSession } from '@aruu/contract/staff-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, queryKeyOf } from '@/staff/shared/api/client';

export type Challenge = z.output<typeof StaffChallenge>;

/** Step 1: email and password give a challenge for the second factor. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => call('POST /staff/auth/sign-in', { body }),
  });
}

/** First sign-in: the authenticator's secret and its otpauth URI, asked once per challenge. */
export function useEnrolment(challengeToken: string) {
  return useQuery({
    queryKey: queryKeyOf('POST /staff/auth/enrolment', { query: { challengeToken } }),
    queryFn: () => call('POST /staff/auth/enrolment', { body: { challenge_token: challengeToken } }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The session, and after an enrolment the recovery codes. */
export type SignedIn = StaffSession & { recovery_codes?: string[] };

export type SecondFactor =
  | { kind: 'enrol'; code: string }
  | { kind: 'verify'; code: string }
  | { kind: 'recover'; recovery_code: string };

const second = {
  enrol: 'POST /staff/auth/enrolment/confirm',
  verify: 'POST /staff/auth/verify',
  recover: 'POST /staff/auth/recover',
} as const;

/**
 * Step 2: the code (or a recovery code) gives the session; the employee it names seeds `me`. An
 * enrolment also answers the recovery codes, shown once. The page keeps the tokens, in the same
 * render as it shows those codes, so the signed-in redirect does not run past them.
 */
export function useSecondFactor(challengeToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (factor: SecondFactor): Promise<SignedIn> => {
      if (factor.kind === 'recover') {
        return call(second.recover, { body: { challenge_token: challengeToken, recovery_code: factor.recovery_code } });
      }
      return call(second[factor.kind], { body: { challenge_token: challengeToken, code: factor.code } });
    },
    onSuccess: (session) => queryClient.setQueryData(queryKeyOf('GET /staff/me'), session.staff),
  });
}
