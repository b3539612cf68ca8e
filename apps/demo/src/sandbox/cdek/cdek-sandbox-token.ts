import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** What CDEK answers: just under an hour. */
export const TOKEN_LIFETIME_SECONDS = 3599;
const ISSUER = 'aruu-cdek-sandbox';
const SCOPE = 'location:all order:all payment:all';

/**
 * Tokens are HS256 JWTs (CDEK's are JWTs too) signed with the sandbox's secret, so they verify
 * themselves: no state to keep, and every API process sharing the secret accepts them.
 */
export function createSandboxTokens(tokenSecret: string) {
  const key = new TextEncoder().encode(tokenSecret);
  return {
    async issue(clientId: string) {
      const jti = randomUUID();
      const accessToken = await new SignJWT({ scope: SCOPE })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(clientId)
        .setJti(jti)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
        .sign(key);
      return {
        access_token: accessToken,
        token_type: 'bearer' as const,
        expires_in: TOKEN_LIFETIME_SECONDS,
        scope: SCOPE,
        jti,
      };
    },

    /** True for a token this sandbox signed for `clientId` that has not expired. */
    async verify(token: string, clientId: string): Promise<boolean> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, subject: clientId, algorithms: ['HS256'] });
        return payload.scope === SCOPE;
      } catch (error) {
        if (error instanceof errors.JOSEError) return false;
        throw error;
      }
    },
  };
}
