import type { Api, ApiKey } from '@aruu/contract/api';
import type { EndpointOutput } from '@aruu/contract/endpoint';
import type { ErrorCode, ErrorResponse } from '@aruu/contract/errors';
import { onTestFinished } from 'vitest';
import type { z } from 'zod';
import { resetTransport, setTransport } from '@/shared/api/client';

/**
 * The component tier's stand-in for the API server, at the HTTP boundary: the real client, the
 * real queries and the real components run, and only the transport under the client answers.
 * A test names the answers it needs by the contract's endpoint keys,
 * `fakeApi({ 'GET /carts': cartWith(line()) })`, each typed by that endpoint's response schema.
 * A request for any other endpoint fails the test when it ends, naming the call.
 */

type BodyOf<K extends ApiKey> = Api[K] extends { body: z.ZodType } ? z.output<Api[K]['body']> : undefined;

/** One request the components sent, as the server would read it. */
export interface FakeCall<K extends ApiKey = ApiKey> {
  params: Record<string, string>;
  query: URLSearchParams;
  body: BodyOf<K>;
  headers: Headers;
  /** A multipart request's form (a photo upload). */
  form?: FormData;
  /** Tells the component how much of an upload has been sent, as the browser would (0…1). */
  reportProgress: (share: number) => void;
}

/** An error answer in the API's one error shape (contract/errors). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error: ErrorResponse['error'],
  ) {}
}

export function refuse(
  status: number,
  code: ErrorCode,
  fields?: Record<string, { code: string; message: string }>,
): Refusal {
  return new Refusal(status, { code, message: `${code} (fake API)`, ...(fields ? { fields } : {}) });
}

type Reply<K extends ApiKey> = EndpointOutput<Api[K]> | Refusal;
/** A fixed answer, or one computed from the request (it may wait, to keep a request in flight). */
export type FakeAnswer<K extends ApiKey> = Reply<K> | ((call: FakeCall<K>) => Reply<K> | Promise<Reply<K>>);
export type FakeAnswers = { [K in ApiKey]?: FakeAnswer<K> };

export interface FakeApi {
  /** The requests made to `key` so far, oldest first. */
  calls<K extends ApiKey>(key: K): FakeCall<K>[];
  /** Changes or adds answers while the test runs (the next request reads the new one). */
  answer(answers: FakeAnswers): void;
}

interface Route {
  key: ApiKey;
  method: string;
  pattern: RegExp;
  names: string[];
}

function routeOf(key: ApiKey): Route {
  const [method = '', path = ''] = key.split(' ');
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { key, method, pattern: new RegExp(`^/api/v1${source}$`), names };
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Installs the fake for the running test; the real transport comes back when the test ends. */
export function fakeApi(initial: FakeAnswers = {}): FakeApi {
  const answers: FakeAnswers = { ...initial };
  const made = new Map<ApiKey, FakeCall[]>();
  const unexpected: string[] = [];

  setTransport(async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://store.test');
    const method = init.method ?? 'GET';
    const route = (Object.keys(answers) as ApiKey[])
      .map(routeOf)
      .find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
    if (!route) {
      unexpected.push(`${method} ${pathname}${searchParams.size ? `?${searchParams}` : ''}`);
      return json(501, { error: { code: 'internal_error', message: 'no fake answer for this endpoint' } });
    }
    const values = route.pattern.exec(pathname)?.slice(1) ?? [];
    const call: FakeCall = {
      params: Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])),
      query: searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
      ...(init.body instanceof FormData ? { form: init.body } : {}),
      reportProgress: (share) => init.onUploadProgress?.(share),
    };
    made.set(route.key, [...(made.get(route.key) ?? []), call]);
    const answer = answers[route.key] as FakeAnswer<ApiKey>;
    const reply = typeof answer === 'function' ? await answer(call as never) : answer;
    if (reply instanceof Refusal) return json(reply.status, { error: reply.error });
    return json(reply === null ? 204 : 200, reply);
  });

  onTestFinished(() => {
    resetTransport();
    if (unexpected.length) {
      throw new Error(`The component called endpoints the test gave no answer for:\n  ${unexpected.join('\n  ')}`);
    }
  });

  return {
    calls: <K extends ApiKey>(key: K) => (made.get(key) ?? []) as FakeCall<K>[],
    answer: (more) => Object.assign(answers, more),
  };
}
