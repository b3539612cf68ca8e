import { z } from 'zod';
import { CdekError } from './cdek-error.js';
import { bodyOfSuccess, type CdekHttpOptions, sendToCdek } from './cdek-http.js';

/** A token is given up this long before CDEK says it expires, so it never dies mid-request. */
const EXPIRY_MARGIN_SECONDS = 60;

const TokenReply = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export interface CdekTokenSource {
  /** A valid access token: the cached one, or one fetched (once, however many callers wait). */
  get(): Promise<string>;
  /** Forgets `token` after CDEK refused it, unless a newer one has replaced it meanwhile. */
  drop(token: string): void;
}

export interface CdekCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export function createCdekTokenSource(credentials: CdekCredentials, http: CdekHttpOptions): CdekTokenSource {
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    const reply = await sendToCdek(
      `${credentials.baseUrl}/oauth/token`,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
      http,
    );
    const parsed = TokenReply.safeParse(bodyOfSuccess(reply, 'authorisation'));
    if (!parsed.success) throw new CdekError('unavailable', 'CDEK answered the token request with an unexpected body');
    const lifetimeMs = Math.max(0, parsed.data.expires_in - EXPIRY_MARGIN_SECONDS) * 1000;
    cached = { token: parsed.data.access_token, expiresAt: Date.now() + lifetimeMs };
    return parsed.data.access_token;
  }

  return {
    get() {
      if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.token);
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    drop(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
