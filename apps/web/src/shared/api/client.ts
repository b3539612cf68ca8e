import { AuthTokens } from '@aruu/contract/auth';
import { ErrorResponse } from '@aruu/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { tokens } from './tokens';

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** The contract schema of the answer: every response is parsed, never trusted. */
  schema: S;
  signal?: AbortSignal;
}

/** Called when the session is over (refresh failed): the app sends the visitor to /auth. */
let onSessionEnded: () => void = () => {};
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

/**
 * One refresh at a time for the whole page: refresh tokens rotate, and presenting one twice
 * ends the session (reuse detection), so concurrent 401s must share a single refresh.
 */
let refreshing: Promise<boolean> | undefined;
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokens.refresh();
    if (!refreshToken) return false;
    const response = await fetch('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    }).catch(() => undefined);
    if (!response?.ok) return false;
    tokens.save(AuthTokens.parse(await response.json()));
    return true;
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

function urlOf(path: string, query: RequestOptions<z.ZodType>['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `/api/v1/${path}${search ? `?${search}` : ''}`;
}

async function send(path: string, options: RequestOptions<z.ZodType>, language: string) {
  const access = tokens.access();
  return fetch(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(access ? { authorization: `Bearer ${access}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/**
 * The one way the web app calls the API. On a 401 it tries one refresh and repeats the call;
 * if that fails both tokens are cleared and the session-ended handler runs (spec §4, §8).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
  language = document.documentElement.lang || 'ru',
): Promise<z.output<S>> {
  let response = await send(path, options, language).catch(() => {
    throw new ApiError(0, 'network_error', 'Network error');
  });
  if (response.status === 401 && tokens.refresh()) {
    if (await refreshOnce()) response = await send(path, options, language);
  }
  if (response.status === 401) {
    tokens.clear();
    onSessionEnded();
  }
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorResponse.safeParse(json);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'internal_error', 'Something went wrong');
  }
  return options.schema.parse(json);
}
