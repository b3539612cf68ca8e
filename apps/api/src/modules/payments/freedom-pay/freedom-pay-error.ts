/**
 * Why a Freedom Pay call failed. `provider` errors carry the provider's own `pg_error_code`
 * (e.g. 9998 bad signature); the others are ours: the call never got a trustworthy answer.
 */
export type FreedomPayErrorSource = 'provider' | 'transport' | 'response';

export class FreedomPayError extends Error {
  constructor(
    readonly source: FreedomPayErrorSource,
    readonly code: string,
    readonly description: string,
    options?: { cause?: unknown },
  ) {
    super(`Freedom Pay ${source} error ${code}: ${description}`, options);
    this.name = 'FreedomPayError';
  }

  /** Transport failures and unreadable answers may succeed when tried again; provider refusals will not. */
  get retryable(): boolean {
    return this.source !== 'provider';
  }
}
