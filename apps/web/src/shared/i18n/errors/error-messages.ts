import type { ErrorCode, FieldErrorCode } from '@aruu/contract/errors';

/**
 * Shopper-facing texts for one interface language: one for every API error code and one for
 * every field error code. `satisfies` makes a missing or an unknown key a type error.
 */
export interface ErrorMessages {
  codes: Record<ErrorCode, string>;
  fields: Record<FieldErrorCode, string>;
}
