import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { invalidCode, isRefusal, type LoyaltyService, loyaltyError, notEnoughBonuses } from './loyalty.service.js';
import * as repo from './points-holds.repository.js';
import { UdsError } from './uds-error.js';

export const RELEASE_POINTS_JOB = 'loyalty.release';
/** Runs of a release before it is left to staff: the queue's backoff stops growing at 10 minutes, so about 4 hours. */
const RELEASE_ATTEMPTS = 30;
/**
 * A purchase not in UDS's list this long after it was sent was never made: far beyond the
 * request's own deadline, for a request UDS finishes after we hung up and a list that lags.
 */
export const PURCHASE_SETTLE_MS = 2 * 60_000;
/** How often a request waits on a hold another request is sending. */
const WAIT_STEP_MS = 100;

export type PointsHolds = ReturnType<typeof createPointsHolds>;

/** The parts of an order a hold is made from. */
export interface PointsOrder {
  id: number;
  udsPoints: number;
  udsCode: string | null;
  udsCustomerUid: string | null;
  subtotal: number;
  discount: number;
}

/** A hold to debit: `fresh` when this request made it, so it is the one to send it. */
export interface ClaimedHold {
  hold: repo.UdsHold;
  fresh: boolean;
}

/**
 * UDS points are really held for an order: they are debited at UDS (a purchase) before the
 * shopper is sent to pay, and refunded at UDS when the order can no longer be paid with them. A
 * paid order's points are always debited: payment is accepted only while the order's hold is
 * `spent` (`isHeld`), and a hold is released only while its order is unpaid or being cancelled —
 * both under the order's row lock. docs/decisions/008.
 *
 * A hold's purchase is sent once. UDS does not document what a reused nonce answers, so one
 * whose answer was lost is never sent again: it is looked for in UDS's operations list by the
 * hold's receipt number, and counted as never made only once it has had time to settle
 * (docs/decisions/046).
 */
export function createPointsHolds(deps: {
  db: Db;
  loyalty: LoyaltyService;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** How long a request to UDS may take (the client's timeout): a hold younger than that may be in flight. */
  udsTimeoutMs: number;
  now?: () => number;
}) {
  const { db, loyalty, queue, log, now = Date.now } = deps;
  const ageOf = (hold: repo.UdsHold) => now() - hold.createdAt.getTime();

  /**
   * Inside the caller's transaction, with the order locked: the hold to debit at UDS, or nothing
   * when the order has no points or holds them already.
   */
  async function claim(tx: DbOrTx, order: PointsOrder): Promise<ClaimedHold | undefined> {
    if (order.udsPoints === 0) return undefined;
    // Points applied before the store kept whose they are: the shopper enters the code again.
    if (!order.udsCode || !order.udsCustomerUid) throw invalidCode();
    const active = await repo.activeHold(tx, order.id);
    if (active?.state === 'spent') return undefined;
    if (active) return { hold: active, fresh: false };
    const hold = await repo.insertHold(tx, {
      orderId: order.id,
      code: order.udsCode,
      customerUid: order.udsCustomerUid,
      points: order.udsPoints,
      goodsTyiyn: order.subtotal - order.discount,
    });
    return { hold, fresh: true };
  }

  /**
   * Debits a claimed hold at UDS, without any row lock held while UDS answers. Answers `retry`
   * when the hold turned out never to have been spent and was closed: claim a new one.
   */
  function spend({ hold, fresh }: ClaimedHold): Promise<'done' | 'retry'> {
    return fresh ? send(hold).then(() => 'done' as const) : settle(hold);
  }

  /**
   * Sends a new hold's purchase, once. A refusal (not enough points, code expired) is final for
   * this hold and tells the shopper why; when UDS does not answer the hold stays `pending`.
   */
  async function send(hold: repo.UdsHold) {
    try {
      await loyalty.assertSpendable();
    } catch (error) {
      await repo.markRefused(db, hold.id);
      throw error;
    }
    try {
      const { operationId } = await loyalty.spend({ ...hold, receiptNumber: await receiptNumberOf(hold) });
      await repo.recordPurchase(db, hold.id, operationId);
    } catch (error) {
      if (isRefusal(error)) await repo.markRefused(db, hold.id);
      throw loyaltyError(error);
    }
  }

  /**
   * A hold another request sent, or whose answer was lost: waits for a sender still waiting on
   * UDS, then looks for the purchase in UDS's list. Not there after it settled: it was never
   * made, the hold is closed and the caller claims a fresh one.
   */
  async function settle(hold: repo.UdsHold): Promise<'done' | 'retry'> {
    const current = await waitForSender(hold);
    if (current.state === 'refused') throw notEnoughBonuses();
    if (current.state !== 'pending') return 'done';
    const operationId = await loyalty.findPurchase(await sentPurchaseOf(hold)).catch(fail);
    if (operationId !== undefined) {
      await repo.recordPurchase(db, hold.id, operationId);
      return 'done';
    }
    if (ageOf(hold) < PURCHASE_SETTLE_MS) throw loyaltyError(notListedYet(hold));
    await repo.markNeverSpent(db, hold.id);
    return 'retry';
  }

  async function waitForSender(hold: repo.UdsHold): Promise<repo.UdsHold> {
    let current = hold;
    // The sender hears from UDS (or gives up) within its timeout; a second more covers its write.
    while (current.state === 'pending' && ageOf(hold) < deps.udsTimeoutMs + 1000) {
      await sleep(WAIT_STEP_MS);
      current = (await repo.findHold(db, hold.id)) ?? current;
    }
    return current;
  }

  /** With the order locked: may a payment of it be accepted as far as its points go? */
  async function isHeld(tx: DbOrTx, order: PointsOrder): Promise<boolean> {
    if (order.udsPoints === 0) return true;
    const active = await repo.activeHold(tx, order.id);
    return active?.state === 'spent' && active.points === order.udsPoints;
  }

  /** With the order locked: its held points are due back; the release job is queued with the change. */
  async function releaseAll(tx: DbOrTx, orderId: number) {
    for (const { id } of await repo.releaseActive(tx, orderId)) {
      await queue.enqueue(
        tx,
        RELEASE_POINTS_JOB,
        { holdId: id },
        { dedupeKey: `uds-release:${id}`, maxAttempts: RELEASE_ATTEMPTS },
      );
    }
  }

  /**
   * Gives a hold's points back at UDS; the job, also run inline when the shopper needs the points
   * at once. Safe to repeat and to run twice at once: a purchase whose answer was lost is looked
   * for in UDS's list (not there once settled: nothing to give back), and the refund is settled
   * against the list too.
   */
  async function release(holdId: number) {
    const hold = await repo.findHold(db, holdId);
    if (hold?.state !== 'releasing') return;
    let operationId = hold.operationId;
    if (operationId === null) {
      operationId = (await loyalty.findPurchase(await sentPurchaseOf(hold))) ?? null;
      if (operationId === null) {
        if (ageOf(hold) < PURCHASE_SETTLE_MS) throw notListedYet(hold);
        await repo.markReleased(db, hold.id, null);
        return;
      }
      await repo.recordPurchase(db, hold.id, operationId);
    }
    await repo.markReleased(db, hold.id, await loyalty.refund(operationId));
  }

  /** Releases the order's holds that are due back now, so their points can be spent again at once. */
  async function releaseWaiting(orderId: number) {
    for (const hold of await repo.releasingHolds(db, orderId)) {
      await release(hold.id).catch((error: unknown) => {
        // The queued job keeps trying; the shopper's request goes on.
        log.warn({ err: error, orderId, holdId: hold.id }, 'could not give UDS points back yet');
      });
    }
  }

  /** The order's hold that counts, if any; pass the transaction that holds the order's lock. */
  function activeHold(orderId: number, dbOrTx: DbOrTx = db) {
    return repo.activeHold(dbOrTx, orderId);
  }

  /**
   * The receipt number UDS keeps with a hold's purchase, and the only way to find it when its
   * answer is lost: the order's number, and the hold's for every hold after its first.
   */
  async function receiptNumberOf(hold: repo.UdsHold) {
    return (await repo.hasEarlierHold(db, hold)) ? `ARUU-${hold.orderId}-${hold.id}` : `ARUU-${hold.orderId}`;
  }

  async function sentPurchaseOf(hold: repo.UdsHold) {
    return {
      receiptNumber: await receiptNumberOf(hold),
      points: hold.points,
      customerUid: hold.customerUid,
      sentAt: hold.createdAt,
    };
  }

  return { claim, spend, isHeld, releaseAll, release, releaseWaiting, activeHold };
}

const fail = (error: unknown): never => {
  throw loyaltyError(error);
};

function notListedYet(hold: repo.UdsHold) {
  return new UdsError('unavailable', `the purchase of UDS hold ${hold.id} is not listed yet; it may still be made`);
}
