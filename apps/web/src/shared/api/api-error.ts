import type { ErrorCode } from '@aruu/contract/error-codes';

export type FieldErrors = Record<string, { code: string; message: string }>;

/** An error answer of the API, with its stable code for translation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
