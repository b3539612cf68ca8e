// Without zod, so the storefront's checkout can name the header without building the schemas.

/**
 * The `Idempotency-Key` request header (IETF draft-ietf-httpapi-idempotency-key-header): a
 * client sends one value per intended operation, and a retry with the same value and the same
 * body gets the first answer again instead of doing the operation twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set to `true` on an answer that repeats a stored one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
