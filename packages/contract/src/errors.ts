import { z } from 'zod';
import { errorCodes } from './error-codes.js';

export { errorCodes, type FieldErrorCode, fieldErrorMessages, isFieldErrorCode } from './error-codes.js';

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
