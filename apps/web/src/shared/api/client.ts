import type { Api, ApiKey } from '@aruu/contract/api';
import type { AuthTokens } from '@aruu/contract/auth';
import { type EndpointInput, type EndpointOutput, endpointMethod, endpointPath } from '@aruu/contract/endpoint';
import type { ErrorResponse } from '@aruu/contract/errors';
import { withBrowserLock } from '@/shared/lib/with-lock';
import { ApiError } from './api-error';
import { type TokenStore, tokens } from './tokens';

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined | null>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides the client's own (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /** A file's answer (an invoice PDF) is read as a Blob instead of JSON. */
  as?: 'blob';
  /** A multipart body (a photo), sent instead of a JSON one. */
  form?: FormData;
  /** Hears how much of the body has been sent (0…1). */
  onUploadProgress?: (share: number) => void;
}

interface Client {
  /** Sends one request of `call` (a path below /api/v1/). */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Called when the session is over (refresh failed): the app sends the visitor to sign in. */
  setSessionEndedHandler(handler: () => void): void;
}

const refreshEndpoint: ApiKey = 'POST /auth/refresh';

/** Outside `call`: a refresh that meets a 401 must not try to refresh again. */
async function exchangeRefreshToken(store: TokenStore, refreshToken: string): Promise<boolean> {
  const response = await fetch(`/api/v1${endpointPath(refreshEndpoint)}`, {
    method: endpointMethod(refreshEndpoint),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  }).catch(() => undefined);
  if (!response?.ok) return false;
  store.save((await response.json()) as AuthTokens);
  return true;
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

type TransportInit = RequestInit & { onUploadProgress?: (share: number) => void };
type Transport = (url: string, init: TransportInit) => Promise<Response>;

/**
 * `fetch` reports no upload progress, hence XMLHttpRequest for a request that wants it; its
 * answer becomes a Response, so the client reads it as any other.
 */
function sendWithProgress(url: string, init: TransportInit, onProgress: (share: number) => void) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit);
  });
}

/**
 * How requests leave: the browser's fetch (XMLHttpRequest when the upload's progress is wanted).
 * The server's renderer (src/server-render.tsx), which runs the same pages with the same
 * queries, answers them in its own process instead.
 */
const browserTransport: Transport = (url, { onUploadProgress, ...init }) =>
  onUploadProgress ? sendWithProgress(url, init, onUploadProgress) : fetch(url, init);
let transport: Transport = browserTransport;
export function setTransport(serverTransport: Transport) {
  transport = serverTransport;
}
/** The browser's own transport again (after a test's fake). */
export function resetTransport() {
  transport = browserTransport;
}

function send(store: TokenStore, path: string, options: RequestOptions) {
  const access = store.access();
  return transport(urlOf(path, options.query), {
    method: options.method ?? 'GET',
    headers: {
      accept: options.as === 'blob' ? '*/*' : 'application/json',
      // On the server there is no document: localised reads name their language in the query.
      'accept-language': globalThis.document?.documentElement.lang || 'ru',
      // A form's content type (with its boundary) is set by the browser.
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(access ? { authorization: `Bearer ${access}` } : {}),
      ...options.headers,
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    credentials: 'same-origin',
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
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
 * A client over one session's tokens: the storefront's (below) and the staff app's. Answers are
 * typed by the contract's schemas; the server already serialises every answer through them, so
 * the browser does not parse them again (docs/decisions/001). On a 401 it tries one refresh and
 * repeats the call; if that fails both tokens are cleared and the session-ended handler runs
 * (spec §4, §8).
 */
export function createClient(store: TokenStore, lockName: string): Client {
  let onSessionEnded: () => void = () => {};

  /**
   * One refresh at a time for the whole browser: refresh tokens rotate, and presenting one twice
   * ends the session (reuse detection). Within a page concurrent 401s share one promise; across
   * tabs a Web Lock serialises them, and a tab that waited finds the token already rotated.
   */
  let refreshing: Promise<boolean> | undefined;
  function refreshOnce(staleRefreshToken: string): Promise<boolean> {
    const refresh = async () => {
      const current = store.refresh();
      if (!current) return false;
      if (current !== staleRefreshToken) return true;
      return exchangeRefreshToken(store, current);
    };
    refreshing ??= withBrowserLock(lockName, refresh).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const sendOnce = () =>
      send(store, path, options).catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new ApiError(0, 'network_error', 'Network error');
      });
    const sentWith = store.refresh();
    let response = await sendOnce();
    if (response.status === 401 && sentWith && (await refreshOnce(sentWith))) response = await sendOnce();
    if (response.status === 401 && store.access()) {
      store.clear();
      onSessionEnded();
    }
    if (!response.ok) throw await errorOf(response);
    if (options.as === 'blob') return (await response.blob()) as T;
    return (response.status === 204 ? null : await response.json()) as T;
  }

  return {
    request,
    setSessionEndedHandler: (handler) => {
      onSessionEnded = handler;
    },
  };
}

type CallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'form' | 'onUploadProgress'>;
export type CallInput<K extends ApiKey> = EndpointInput<Api[K]> & CallOptions;

/**
 * The one way the web apps call the API, by the key of the contract's endpoint table
 * (`call('POST /carts/add_product', { body })`) through `client`: the key gives the method and
 * path, the entry types the input and the answer. The table is imported as a type only, so no
 * schema reaches the storefront's bundle (docs/decisions/014).
 */
export function callerOf(client: Client) {
  return <K extends ApiKey>(key: K, ...[input]: RequiredIfAny<CallInput<K>>): Promise<EndpointOutput<Api[K]>> => {
    const { params, query, body, signal, headers, form, onUploadProgress } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Query;
      body?: unknown;
    } & CallOptions;
    return client.request(endpointPath(key, params).slice(1), {
      method: endpointMethod(key),
      query,
      body,
      signal,
      headers,
      form,
      onUploadProgress,
    });
  };
}

/**
 * Fetches a file an endpoint answers (no JSON schema: an invoice PDF) with the session's token,
 * which a plain link could not send, and hands it to the browser as a download.
 */
export function downloaderOf(client: Client) {
  return async <K extends ApiKey>(
    key: K,
    input: { params?: Record<string, string | number>; query?: Query },
    filename: string,
  ) => {
    const blob = await client.request<Blob>(endpointPath(key, input.params).slice(1), {
      method: endpointMethod(key),
      query: input.query,
      as: 'blob',
    });
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: filename });
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has handed the file over; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}

/** The input may be left out when nothing in it is required. */
type RequiredIfAny<T> = Partial<T> extends T ? [input?: T] : [input: T];

/**
 * The query key of an endpoint's answer: its key, then its path parameters and query. Invalidating
 * `[key]` reaches every answer of that endpoint; `[key, params]` those of one object.
 */
export function queryKeyOf<K extends ApiKey>(key: K, input?: { params?: object; query?: object }) {
  return [key, input?.params ?? {}, input?.query ?? {}] as const;
}

/** The shopper's session. */
const shopperClient = createClient(tokens, 'aruu-token-refresh');
export const { setSessionEndedHandler } = shopperClient;
export const call = callerOf(shopperClient);
export const download = downloaderOf(shopperClient);
