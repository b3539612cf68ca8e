import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { parseJson } from '../../lib/parse-json.js';
import { UdsError, udsErrorKind } from './uds-error.js';
import { UdsErrorBody } from './uds-responses.js';

export interface UdsTransportOptions {
  /** e.g. `https://api.uds.app/partner/v2`, or the sandbox's `…/_sandbox/uds/partner/v2`. */
  baseUrl: string;
  companyId: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Per request, including reading the body. */
  timeoutMs?: number;
}

export interface UdsRequest<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  response: S;
}

export type UdsCall = <S extends z.ZodType>(request: UdsRequest<S>) => Promise<z.output<S>>;

const DEFAULT_TIMEOUT_MS = 8000;

class UdsTimeout extends Error {}

/**
 * One HTTP exchange with UDS: Basic auth with the company id and API key, a fresh
 * `X-Origin-Request-Id` per request (UDS asks that one is never reused), JSON both ways, and
 * every failure turned into a `UdsError`.
 */
export function createUdsTransport(options: UdsTransportOptions): UdsCall {
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.companyId}:${options.apiKey}`).toString('base64')}`;

  return async ({ method, path, query, body, response }) => {
    const requestId = randomUUID();
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = {
      authorization,
      accept: 'application/json',
      'accept-charset': 'utf-8',
      'x-origin-request-id': requestId,
      'x-timestamp': new Date().toISOString(),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';

    let answer: { status: number; text: string };
    try {
      answer = await withTimeout(timeoutMs, async (signal) => {
        const res = await fetchFn(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        return { status: res.status, text: await res.text() };
      });
    } catch (cause) {
      const message =
        cause instanceof UdsTimeout ? `UDS did not answer within ${timeoutMs} ms` : 'UDS could not be reached';
      throw new UdsError('unavailable', message, { requestId, cause });
    }

    const json = parseJson(answer.text);
    if (answer.status < 200 || answer.status >= 300) {
      const error = UdsErrorBody.safeParse(json);
      const errorCode = error.success ? error.data.errorCode : undefined;
      const message = (error.success && error.data.message) || `UDS answered HTTP ${answer.status}`;
      throw new UdsError(udsErrorKind(answer.status, errorCode), message, {
        status: answer.status,
        errorCode,
        requestId,
      });
    }
    const parsed = response.safeParse(json);
    if (!parsed.success) {
      // A 2xx we cannot read may still have done its work: callers retry with the same nonce.
      throw new UdsError('unavailable', 'UDS answered with an unexpected body', {
        status: answer.status,
        errorCode: 'invalidResponse',
        requestId,
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
}

/** Aborts the request at the deadline, and gives up even on a fetch that ignores the signal. */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new UdsTimeout();
      controller.abort(timeout);
      reject(timeout);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
