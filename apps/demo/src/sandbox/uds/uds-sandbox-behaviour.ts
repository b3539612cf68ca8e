import { z } from 'zod';

/**
 * How the simulated UDS behaves where UDS's documentation is silent or leaves a choice open.
 * The defaults are the unfavourable readings of the docs (docs/decisions/046), so an adapter
 * that leans on a convenient guess fails against the simulator; the rest are switched on by
 * tests (`POST /_sandbox/uds/behaviour`).
 */
export const UdsSandboxBehaviour = z.object({
  /**
   * What a purchase with a nonce used before gets. UDS-SPEC: "A `nonce` is an arbitrary number
   * that can only be used once. It shall be used for purchase by phone number" — it never says a
   * reuse answers the first operation. `new-operation` (the default) ignores the nonce, so a
   * replay debits again, silently: only a store that never resends an unanswered purchase stays
   * right. `reject` answers `400 badRequest`, the other reading of "only once".
   */
  nonceReplay: z.enum(['new-operation', 'reject']),
  /** The company currency `/settings` reports (ISO 4217; nullable in UDS-SPEC `CompanySettings`). */
  currency: z.string().min(3).max(3).nullable(),
  /** Answers a refund with an empty 200 body, which the public Python client tolerates. */
  emptyRefundBody: z.boolean(),
  /**
   * Mixes rows into `GET /operations` pages that UDS-SPEC allows (only `action` is required; the
   * state may be `CANCELED`) but the store does not make: one per page, never one of the store's.
   */
  oddRows: z.boolean(),
});
export type UdsSandboxBehaviour = z.infer<typeof UdsSandboxBehaviour>;

export const defaultUdsSandboxBehaviour = (): UdsSandboxBehaviour => ({
  nonceReplay: 'new-operation',
  currency: 'KGS',
  emptyRefundBody: false,
  oddRows: false,
});
