import type { Api, ApiKey } from '@aruu/contract/api';
import type { AuthTokens } from '@aruu/contract/auth';
import { type EndpointInput, type EndpointOutput, endpointMethod, endpointPath } from '@aruu/contract/endpoint';
import type { ErrorResponse } from '@aruu/contract/errors';
import { withBrowserLock } from '@/shared/lib/with-lock';
import { ApiError } from './api-error';
import { tokens } from './tokens';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides the client's own (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Called when the session is over (refresh failed): the app sends the visitor to /auth. */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

const refreshEndpoint: ApiKey = 'POST /auth/refresh';

/** Outside `call`: a refresh that meets a 401 must not try to refresh again. */
async function exchangeRefreshToken(refreshToken: string): Promise<boolean> {
  const response = await fetch(`/api/v1${endpointPath(refreshEndpoint)}`, {
    method: endpointMethod(refreshEndpoint),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  }).catch(() => undefined);
  if (!response?.ok) return false;
  tokens.save((await response.json()) as AuthTokens);
  return true;
}

/**
 * One refresh at a time for the whole browser: refresh tokens rotate, and presenting one twice
 * ends the session (reuse detection). Within a page concurrent 401s share one promise; across
 * tabs a Web Lock serialises them, and a tab that waited finds the token already rotated.
 */
let refreshing: Promise<boolean> | undefined;
function refreshOnce(staleRefreshToken: string): Promise<boolean> {
  const refresh = async () => {
    const current = tokens.refresh();
    if (!current) return false;
    if (current !== staleRefreshToken) return true;
    return exchangeRefreshToken(current);
  };
  refreshing ??= withBrowserLock('aruu-token-refresh', refresh).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function urlOf(path: string, query: Query | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/v1/${path}${search ? `?${search}` : ''}`;
}

function send(path: string, options: RequestOptions) {
  const access = tokens.access();
  return fetch(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'accept-language': document.documentElement.lang || 'ru',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(access ? { authorization: `Bearer ${access}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const json = (await response.json().catch(() => null)) as ErrorResponse | null;
  const error = json?.error;
  if (error && typeof error.code === 'string')
    return new ApiError(response.status, error.code, error.message, error.fields);
  return new ApiError(response.status, 'internal_error', 'Something went wrong');
}

/**
 * Sends one request of `call`. On a 401 it tries one refresh and repeats the call; if that fails
 * both tokens are cleared and the session-ended handler runs (spec §4, §8).
 */
async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const sendOnce = () =>
    send(path, options).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network_error', 'Network error');
    });
  const sentWith = tokens.refresh();
  let response = await sendOnce();
  if (response.status === 401 && sentWith && (await refreshOnce(sentWith))) response = await sendOnce();
  if (response.status === 401 && tokens.access()) {
    tokens.clear();
    onSessionEnded();
  }
  if (!response.ok) throw await errorOf(response);
  return (response.status === 204 ? null : await response.json()) as T;
}

type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };
export type CallInput<K extends ApiKey> = EndpointInput<Api[K]> & CallOptions;

/**
 * The one way the web app calls the API, by the key of the contract's endpoint table
 * (`call('POST /carts/add_product', { body })`): the key gives the method and path, the entry
 * types the input and the answer. Answers are typed by the contract's schemas but not parsed
 * again: the server already serialises every answer through them (docs/decisions/001). The
 * table is imported as a type only, so no schema reaches the storefront's bundle
 * (docs/decisions/014).
 */
export function call<K extends ApiKey>(
  key: K,
  ...[input]: RequiredIfAny<CallInput<K>>
): Promise<EndpointOutput<Api[K]>> {
  const { params, query, body, signal, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & CallOptions;
  return request(endpointPath(key, params).slice(1), { method: endpointMethod(key), query, body, signal, headers });
}

/** The input may be left out when nothing in it is required. */
type RequiredIfAny<T> = Partial<T> extends T ? [input?: T] : [input: T];

/**
 * The query key of an endpoint's answer: its key, its path parameters and query, and its body
 * when it has one (a POST that reads, like the product listing). Keys match by prefix, so
 * `queryKeyOf(key)` reaches every answer of the endpoint and `queryKeyOf(key, { params })` those
 * of one object, whatever their query.
 */
export function queryKeyOf<K extends ApiKey>(key: K, input: Partial<EndpointInput<Api[K]>> = {}) {
  const { params = {}, query = {}, body } = input as { params?: object; query?: object; body?: unknown };
  return body === undefined ? ([key, params, query] as const) : ([key, params, query, body] as const);
}
