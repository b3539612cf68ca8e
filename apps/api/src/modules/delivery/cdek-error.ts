/**
 * What went wrong talking to CDEK, independent of HTTP on our side. The delivery service maps
 * these kinds to `AppError`; only `unavailable` (5xx, 429, timeout, network, a reply we cannot
 * read) is worth retrying.
 */
export type CdekErrorKind = 'unauthorized' | 'bad_request' | 'not_found' | 'unavailable';

/** One entry of CDEK's `errors: [{code, message}]` (or its OAuth `error`/`error_description`). */
export interface CdekErrorDetail {
  code: string;
  message: string;
}

export class CdekError extends Error {
  constructor(
    readonly kind: CdekErrorKind,
    message: string,
    readonly details: { status?: number; errors?: CdekErrorDetail[]; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'CdekError';
  }

  /** The HTTP status CDEK answered with; undefined for timeouts and network failures. */
  get status(): number | undefined {
    return this.details.status;
  }

  get errors(): CdekErrorDetail[] {
    return this.details.errors ?? [];
  }

  get retryable(): boolean {
    return this.kind === 'unavailable';
  }
}

export function kindForStatus(status: number): CdekErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'bad_request';
}

/**
 * CDEK's `errors` array, or the OAuth server's `{error, error_description}`, or the gateway's
 * `{status, error, message}` (CDEK's docs show one for a request without a token), from a reply body.
 */
export function errorsInBody(body: unknown): CdekErrorDetail[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    return record.errors.flatMap((entry) => {
      if (typeof entry !== 'object' || entry === null) return [];
      const { code, message } = entry as Record<string, unknown>;
      return [{ code: String(code ?? 'unknown'), message: String(message ?? '') }];
    });
  }
  if (typeof record.error === 'string') {
    return [{ code: record.error, message: String(record.error_description ?? record.message ?? '') }];
  }
  return [];
}
