import { z } from 'zod';

import { IDEMPOTENCY_KEY_HEADER } from './idempotency-headers.js';

export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency-headers.js';

/**
 * The draft makes the value a Structured Field string (`"…"`); a bare value is accepted too.
 * Visible ASCII without quotes or backslashes (nothing that needs escaping), 1–255 characters:
 * room for a UUID or any client's own scheme. The key is answered without its quotes.
 */
export const IdempotencyKey = z
  .string()
  .regex(/^(?:"[!#-[\]-~]{1,255}"|[!#-[\]-~]{1,255})$/, 'invalid_value')
  .transform((value) => (value.startsWith('"') ? value.slice(1, -1) : value));

/** The request headers of an operation that takes an idempotency key (other headers pass). */
export const IdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional().meta({
    description:
      'Optional. One value (e.g. a UUID) per intended operation: a retry with the same key and body answers the first result again (header `Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`; while the first request runs, 409 `idempotency_key_in_flight` with `Retry-After`. Keys are kept 24 hours, per user and operation.',
  }),
});
