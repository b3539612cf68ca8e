/**
 * What a UDS call failed with, independent of HTTP. Only `unavailable` (5xx, 429, timeouts,
 * network) may be retried; the 4xx kinds need the customer or the code to change first, and
 * UDS asks that a sale is not completed after any error.
 */
export type UdsErrorKind =
  | 'code_not_found'
  | 'insufficient_points'
  | 'discount_limit'
  | 'invalid_checksum'
  | 'blocked'
  | 'unauthorized'
  | 'bad_request'
  | 'unavailable';

export class UdsError extends Error {
  readonly retryable: boolean;

  constructor(
    readonly kind: UdsErrorKind,
    message: string,
    readonly details: {
      /** HTTP status, when UDS answered at all. */
      status?: number;
      /** UDS's own code, e.g. `insufficientFunds`, `notFound`. */
      errorCode?: string;
      /** The `X-Origin-Request-Id` we sent, for UDS support. */
      requestId?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'UdsError';
    this.retryable = kind === 'unavailable';
  }

  get status() {
    return this.details.status;
  }

  get errorCode() {
    return this.details.errorCode;
  }
}

/** UDS's 400 error codes that we tell apart; any other 400 is a `bad_request`. */
const badRequestKinds: Record<string, UdsErrorKind> = {
  insufficientFunds: 'insufficient_points',
  discountLimitExceed: 'discount_limit',
  invalidChecksum: 'invalid_checksum',
  participantIsBlocked: 'blocked',
};

/** The one mapping from a UDS answer (status + `errorCode`) to a kind. */
export function udsErrorKind(status: number, errorCode: string | undefined): UdsErrorKind {
  if (status >= 500 || status === 429) return 'unavailable';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'code_not_found';
  return (errorCode && badRequestKinds[errorCode]) || 'bad_request';
}
