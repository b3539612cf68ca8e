import type { ErrorCode, FieldErrorCode } from '@aruu/contract/error-codes';

/**
 * Shopper-facing texts for one interface language: one for every API error code and one for
 * every field error code. `satisfies` makes a missing or an unknown key a type error.
 */
export interface ErrorMessages {
  /** The request never reached the shop (offline, timeout). */
  network: string;
  codes: Record<ErrorCode, string>;
  fields: Record<FieldErrorCode, string>;
}
