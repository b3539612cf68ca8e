import type { UdsClient, UdsListedOperation } from './uds-client.js';
import { UdsError } from './uds-error.js';

/** UDS-SPEC's largest `max`. */
const PAGE_SIZE = 50;
/** How far back a search may go before it gives up without a conclusion. */
const MAX_PAGES = 20;
/** UDS's clock against ours, and rows written in the same moment listed slightly out of order. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** What a search makes of one row: a find ends it, `stop` ends it with nothing found. */
type Visit<T> = (row: UdsListedOperation) => T | 'stop' | undefined;

/** The purchase the store sent for a hold, as it must show in UDS's list. */
export interface SentPurchase {
  receiptNumber: string;
  points: number;
  customerUid: string;
  /** When it was sent: it cannot be listed before. */
  sentAt: Date;
}

/**
 * Searches UDS's operations list (`GET /operations`, `max` + `cursor` as UDS-SPEC documents),
 * newest first. A search concludes "not there" only when it has seen every row back to where
 * the operation could be, and fails as `unavailable` (retryable) otherwise, so a caller never
 * decides from a guess. Rows the store cannot read are passed over unless they could be the
 * one looked for: then the search fails rather than decide without them.
 */
export function createOperationsSearch(uds: Pick<UdsClient, 'listOperations'>) {
  async function walk<T>(visit: Visit<T>, since?: Date): Promise<T | undefined> {
    const oldest = since === undefined ? undefined : since.getTime() - CLOCK_SKEW_MS;
    let newest = Number.POSITIVE_INFINITY;
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { rows, cursor: next } = await uds.listOperations({ max: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
      for (const row of rows) {
        const found = visit(row);
        if (found === 'stop') return undefined;
        if (found !== undefined) return found;
        const at = dateOf(row);
        if (at === undefined) continue;
        // The stopping rule below holds only for a newest-first list: check it is one.
        if (at > newest + CLOCK_SKEW_MS) throw notConclusive('UDS does not list operations newest first');
        newest = Math.min(newest, at);
        if (oldest !== undefined && at < oldest) return undefined;
      }
      if (!next) return undefined;
      cursor = next;
    }
    throw notConclusive(`not found within ${MAX_PAGES} pages of UDS operations`);
  }

  /**
   * The purchase UDS made for a hold whose answer was lost, found by its receipt number, which is
   * the hold's own. Undefined when it is not listed (which proves nothing until it has settled).
   */
  function findPurchase(sent: SentPurchase): Promise<number | undefined> {
    return walk((row) => {
      if (row.receiptNumber !== sent.receiptNumber || row.state === 'REVERSAL') return undefined;
      const ours =
        row.state === 'NORMAL' &&
        row.operationId !== null &&
        row.points === -sent.points &&
        (row.customerUid === null || row.customerUid === sent.customerUid);
      if (!ours)
        throw notConclusive(`operation ${row.operationId} has receipt ${sent.receiptNumber} but is not its purchase`);
      return row.operationId!;
    }, sent.sentAt);
  }

  /**
   * A refund of a purchase, the newest first (of `amountTyiyn` when given): a refund whose answer
   * was lost or empty, or one made concurrently. Refunds are newer than their purchase, so the
   * search ends where the purchase itself is listed.
   */
  function findRefund(purchaseId: number, amountTyiyn?: number): Promise<number | undefined> {
    return walk((row) => {
      if (row.operationId === purchaseId) return 'stop';
      if (row.originId !== purchaseId) return undefined;
      if (row.operationId === null || row.state !== 'REVERSAL' || row.totalTyiyn === null) {
        throw notConclusive(`a refund of purchase ${purchaseId} cannot be read`);
      }
      return amountTyiyn === undefined || -row.totalTyiyn === amountTyiyn ? row.operationId : undefined;
    });
  }

  /** How much of a purchase's total UDS has refunded so far, from the refunds listed before the purchase. */
  async function refundedOf(purchaseId: number): Promise<number> {
    let refunded = 0;
    let reached = false;
    await walk((row) => {
      if (row.operationId === purchaseId) {
        reached = true;
        return 'stop';
      }
      if (row.originId !== purchaseId) return undefined;
      if (row.state !== 'REVERSAL' || row.totalTyiyn === null) {
        throw notConclusive(`a refund of purchase ${purchaseId} cannot be read`);
      }
      refunded += Math.abs(row.totalTyiyn);
      return undefined;
    });
    if (!reached) throw notConclusive(`purchase ${purchaseId} is not in UDS's operations list`);
    return refunded;
  }

  return { findPurchase, findRefund, refundedOf };
}
export type OperationsSearch = ReturnType<typeof createOperationsSearch>;

/** UDS-SPEC dates are ISO 8601, whose fraction may follow a comma (`13:17:39,245+00:00`). */
function dateOf(row: UdsListedOperation): number | undefined {
  const at = row.createdAt === null ? Number.NaN : Date.parse(row.createdAt.replace(',', '.'));
  return Number.isNaN(at) ? undefined : at;
}

function notConclusive(message: string) {
  return new UdsError('unavailable', message);
}
