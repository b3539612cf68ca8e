import { errors, jwtVerify, SignJWT } from 'jose';

/** Long enough to open the authenticator app and type a code; short enough to be no session. */
export const CHALLENGE_TTL_SECONDS = 300;
/** Its own issuer: an access token is no challenge and a challenge is no access token. */
const ISSUER = 'aruu-staff-challenge';

export type ChallengeStage = 'enrol' | 'verify';

export interface Challenge {
  userId: number;
  stage: ChallengeStage;
}

/**
 * The "password passed, second factor pending" token between the two steps of a staff
 * sign-in. It opens nothing but the next step, and only for `CHALLENGE_TTL_SECONDS`.
 */
export function createChallengeTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (challenge: Challenge) =>
      new SignJWT({ stage: challenge.stage })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(challenge.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(key),
    /** The challenge, or null for a token that is malformed, tampered with or expired. */
    verify: async (token: string): Promise<Challenge | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || (payload.stage !== 'enrol' && payload.stage !== 'verify')) return null;
        return { userId, stage: payload.stage };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type ChallengeTokens = ReturnType<typeof createChallengeTokens>;
