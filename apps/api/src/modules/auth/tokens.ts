import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@aruu/contract/auth';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  role: Role;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims, or null for a token that is malformed, tampered with or expired. */
  verify(token: string): Promise<AccessClaims | null>;
  ttlSeconds: number;
}

const ISSUER = 'aruu';

export function createTokenSigner(options: { secret: string; ttlSeconds: number }): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  return {
    ttlSeconds: options.ttlSeconds,
    sign: (claims) =>
      new SignJWT({ sid: claims.sessionId, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.role !== 'string')
          return null;
        return { userId, sessionId: payload.sid, role: payload.role as Role };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/** A random bearer secret (refresh or reset token) and the hash that is stored instead. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
