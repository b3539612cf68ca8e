import type { ErrorCode } from '@aruu/contract/errors';

/** What went wrong, independent of HTTP; `errorStatus` is the one place that maps it. */
export type ErrorKind =
  | 'invalid_data'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable';

const errorStatus: Record<ErrorKind, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

export type FieldErrors = Record<string, { code: string; message: string }>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly kind: ErrorKind,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[kind];
  }
}

export const notFound = (what: string) => new AppError('not_found', 'not_found', `${what} not found`);
