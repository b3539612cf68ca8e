import { ErrorResponse } from '@aruu/contract/errors';

/** Declares the error shape for the given statuses in a route's response schema (and OpenAPI). */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<S, typeof ErrorResponse>;
}
