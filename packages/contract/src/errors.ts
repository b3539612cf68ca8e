import { z } from 'zod';

/**
 * Every error the API answers with has one of these stable codes; the web app translates the
 * code, never the message. Adding a code here is how a new error becomes part of the contract.
 */
export const errorCodes = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'unauthorized',
  'forbidden',
  'conflict',
  'service_unavailable',
  'internal_error',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One invalid field: a machine-readable reason (zod's issue code) and a readable message. */
export const FieldError = z.object({
  code: z.string(),
  message: z.string(),
});

export const ErrorResponse = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      /** Keyed by the dotted path of the invalid field, e.g. `page_size` or `properties.0`. */
      fields: z.record(z.string(), FieldError).optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
