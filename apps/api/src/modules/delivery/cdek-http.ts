import { parseJson } from '../../lib/parse-json.js';
import { CdekError, errorsInBody, kindForStatus } from './cdek-error.js';

export interface CdekHttpOptions {
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface CdekReply {
  status: number;
  /** The parsed JSON body, or undefined when it was empty or not JSON. */
  body: unknown;
}

/**
 * One HTTP exchange with CDEK. Timeouts and network failures become `unavailable`; the status
 * is left to the caller, which decides whether a 401 deserves a new token.
 */
export async function sendToCdek(url: string, init: RequestInit, options: CdekHttpOptions): Promise<CdekReply> {
  // The same signal bounds reading the body, so a server that stalls mid-reply also times out.
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, {
      ...init,
      signal,
      headers: { accept: 'application/json', ...init.headers },
    });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new CdekError('unavailable', `CDEK did not answer within ${options.timeoutMs} ms`, { cause: error });
    }
    throw new CdekError('unavailable', `CDEK could not be reached at ${new URL(url).origin} (${reason(error)})`, {
      cause: error,
    });
  }
}

/** fetch says "fetch failed"; the operator needs the network's own word (ENOTFOUND, ECONNREFUSED…). */
function reason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** Throws the `CdekError` for a non-2xx reply; returns the body otherwise. */
export function bodyOfSuccess(reply: CdekReply, what: string): unknown {
  if (reply.status >= 200 && reply.status < 300) return reply.body;
  const errors = errorsInBody(reply.body);
  const summary = errors.map((error) => `${error.code}: ${error.message}`).join('; ');
  // The store calls no endpoint that looks things up by id: a 404 is an address CDEK does not have.
  const detail = [summary, reply.status === 404 ? 'no such address: is the base URL CDEK API v2?' : '']
    .filter(Boolean)
    .join('; ');
  throw new CdekError(
    kindForStatus(reply.status),
    `CDEK ${what} failed with ${reply.status}${detail ? ` (${detail})` : ''}`,
    {
      status: reply.status,
      errors,
    },
  );
}
