import type { AuthTokens } from '@aruu/contract/auth';
import { bearer, uniqueIp } from '../../apps/api/test/accounts.js';
import type { Store } from './store.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Calls the store's API as a shopper (or signed out), without a browser: for setting a test up
 * the way the shopper would have earlier, and for reading the shop's own answers to compare
 * pages with. Each call comes from its own client address, so rate limits stay out of the way.
 */
export async function apiAnswer(
  store: Store,
  tokens: Pick<AuthTokens, 'access_token'> | undefined,
  method: Method,
  path: string,
  payload?: object,
) {
  const response = await store.app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { ...(tokens ? bearer(tokens) : {}), 'accept-language': 'en' },
    remoteAddress: uniqueIp(),
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() as unknown, text: response.body };
}

/** The same, for calls that must succeed: a refusal fails the test with the shop's answer. */
export async function apiCall<T>(
  store: Store,
  tokens: Pick<AuthTokens, 'access_token'> | undefined,
  method: Method,
  path: string,
  payload?: object,
): Promise<T> {
  const answer = await apiAnswer(store, tokens, method, path, payload);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body as T;
}
