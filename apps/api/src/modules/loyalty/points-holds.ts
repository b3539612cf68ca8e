import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { invalidCode, type LoyaltyService, loyaltyError } from './loyalty.service.js';
import * as repo from './points-holds.repository.js';
import { UdsError } from './uds-error.js';

export const RELEASE_POINTS_JOB = 'loyalty.release';
/** Runs of a release before it is left to staff: the queue's backoff stops growing at 10 minutes, so about 4 hours. */
const RELEASE_ATTEMPTS = 30;

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

const isRefusal = (error: unknown) => error instanceof UdsError && !error.retryable;

/**
 * UDS points are really held for an order: they are debited at UDS (a purchase with the hold's
 * nonce) before the shopper is sent to pay, and refunded at UDS when the order can no longer be
 * paid with them. A paid order's points are always debited: payment is accepted only while the
 * order's hold is `spent` (`isHeld`), and a hold is released only while its order is unpaid or
 * being cancelled — both under the order's row lock. docs/decisions/008.
 */
export function createPointsHolds(deps: { db: Db; loyalty: LoyaltyService; queue: JobQueue; log: FastifyBaseLogger }) {
  const { db, loyalty, queue, log } = deps;

  /**
   * Inside the caller's transaction, with the order locked: the hold to send to UDS, or nothing
   * when the order has no points or holds them already. A hold whose purchase has not been
   * answered is sent again with its nonce, so two requests at once spend once.
   */
  async function claim(tx: DbOrTx, order: PointsOrder) {
    if (order.udsPoints === 0) return undefined;
    // Points applied before the store kept whose they are: the shopper enters the code again.
    if (!order.udsCode || !order.udsCustomerUid) throw invalidCode();
    const active = await repo.activeHold(tx, order.id);
    if (active?.state === 'spent') return undefined;
    return (
      active ??
      repo.insertHold(tx, {
        orderId: order.id,
        code: order.udsCode,
        customerUid: order.udsCustomerUid,
        points: order.udsPoints,
        goodsTyiyn: order.subtotal - order.discount,
      })
    );
  }

  /**
   * Debits a claimed hold at UDS, without any row lock held while UDS answers. A refusal
   * (not enough points, code expired) is final for this hold and tells the shopper why; when UDS
   * does not answer the hold stays `pending`, and the next try asks again with the same nonce.
   */
  async function spend(hold: repo.UdsHold) {
    try {
      const { operationId } = await loyalty.spend(hold);
      await repo.recordPurchase(db, hold.id, operationId);
    } catch (error) {
      if (isRefusal(error)) await repo.markRefused(db, hold.id);
      throw loyaltyError(error);
    }
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
   * at once. Safe to repeat and to run twice at once: a purchase whose outcome was never learned
   * is replayed with its nonce (the same operation to UDS) before it is refunded, and a refund
   * UDS refuses is looked for among UDS's operations, since the refusal may mean it was made.
   */
  async function release(holdId: number) {
    const hold = await repo.findHold(db, holdId);
    if (hold?.state !== 'releasing') return;
    let operationId = hold.operationId;
    if (operationId === null) {
      try {
        operationId = (await loyalty.spend(hold)).operationId;
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // UDS refuses the nonce's purchase, so none was ever made under it: nothing to give back.
        await repo.markReleased(db, hold.id, null);
        return;
      }
      await repo.recordPurchase(db, hold.id, operationId);
    }
    const refund = await loyalty.refund(operationId).catch(async (error: unknown) => {
      const made = isRefusal(error) ? await loyalty.findRefund(operationId) : undefined;
      if (!made) throw error;
      return made;
    });
    await repo.markReleased(db, hold.id, refund.operationId);
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

  return { claim, spend, isHeld, releaseAll, release, releaseWaiting, activeHold };
}
