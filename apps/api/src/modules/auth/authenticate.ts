import type { Role } from '@aruu/contract/auth';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findLiveSession } from './auth.repository.js';
import type { TokenSigner } from './tokens.js';

export interface Authenticated {
  userId: number;
  sessionId: string;
  role: Role;
  /** The session passed a second factor (staff sign-in); staff endpoints require it. */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` hook on routes that need a signed-in user. */
    auth?: Authenticated;
  }
}

const unauthorized = () => new AppError('unauthorized', 'unauthorized', 'Log in to continue');

/**
 * An onRequest hook for signed-in routes: a valid Bearer access token whose session is still live.
 * Checking the session (one primary-key lookup) makes logout, a password reset and account
 * closure take effect at once instead of when the 15-minute token expires.
 */
export function createAuthenticate(deps: { db: Db; signer: TokenSigner }) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await deps.signer.verify(token);
    if (!claims) throw new AppError('unauthorized', 'invalid_token', 'The session has expired, log in again');
    const session = await findLiveSession(deps.db, claims.sessionId);
    if (!session || session.userId !== claims.userId) {
      throw new AppError('unauthorized', 'invalid_token', 'The session has ended, log in again');
    }
    // The role comes from the database, so a demotion applies to tokens already issued.
    request.auth = {
      userId: session.userId,
      sessionId: session.sessionId,
      role: session.role,
      secondFactor: session.secondFactorAt !== null,
    };
  };
}
export type Authenticate = ReturnType<typeof createAuthenticate>;

/**
 * For public routes that answer more to a signed-in user: the user when the request carries a
 * live session, otherwise nobody (a bad token on a public page is simply anonymous).
 */
export function createIdentify(authenticate: Authenticate) {
  return async (request: FastifyRequest): Promise<Authenticated | undefined> => {
    if (!request.headers.authorization) return undefined;
    try {
      await authenticate(request);
      return request.auth;
    } catch {
      return undefined;
    }
  };
}
export type Identify = ReturnType<typeof createIdentify>;

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in user as a rate-limit subject, on routes `authenticate` guards (see rate-limit-hook). */
export const signedInAccount = (request: FastifyRequest): string | undefined =>
  request.auth ? String(request.auth.userId) : undefined;
