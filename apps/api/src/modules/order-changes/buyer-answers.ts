import type { OrderChangeChoice } from '@aruu/contract/order-changes';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { somToTyiyn } from '../../lib/money.js';
import { hashOpaqueToken } from '../auth/tokens.js';
import type { OrderRow } from '../orders/orders.service.js';
import { isChangeable } from './change-application.js';
import type { LineChange } from './change-pricing.js';
import { buyerView, owedOnTop } from './change-view.js';
import * as repo from './order-changes.repository.js';
import { type OrderChangesDeps, type OrderChangesService, proposalLink } from './order-changes.service.js';

type Choice = z.infer<typeof OrderChangeChoice>;

const closed = () =>
  new AppError('conflict', 'order_change_closed', 'This change was answered already or no longer stands');
const nothingToPay = () =>
  new AppError('conflict', 'order_change_nothing_to_pay', 'Nothing is left to pay by card for this change');

/** The line change a proposal stored, or the removal of its line the buyer (or the deadline) chose instead. */
function storedChange(row: repo.OrderChangeRow, choice: 'accept' | 'remove_line'): LineChange {
  if (choice === 'remove_line') return { kind: 'remove', orderItemId: row.orderItemId, quantity: null, newLine: null };
  return { kind: row.kind, orderItemId: row.orderItemId, quantity: row.quantity, newLine: row.newLine };
}

/**
 * The buyer's side of a proposal, reached by the link's token only: the page, the answer (accept,
 * have the line removed instead, or cancel the order), paying a dearer change's difference, and
 * the shop's default when no answer comes in time.
 */
export function createBuyerAnswers(deps: OrderChangesDeps, staffSide: OrderChangesService) {
  const { db, orders, refunds, payments, notices, settings } = deps;
  const { application } = staffSide;

  async function byToken(token: string) {
    const row = await repo.findByTokenHash(db, hashOpaqueToken(token));
    const order = row && (await orders.find(row.orderId));
    if (!row || !order) throw notFound('Order change');
    return { row, order };
  }

  async function pageOf(row: repo.OrderChangeRow, order: OrderRow) {
    return buyerView(row, order, await payments.supplementsOf([row.id]));
  }

  async function show(token: string) {
    const { row, order } = await byToken(token);
    return pageOf(row, order);
  }

  async function decide(token: string, choice: Choice) {
    const { row } = await byToken(token);
    const outcome = row.state === 'proposed' ? await settle(row, choice, 'buyer') : row;
    // Deciding twice: the same choice answers the state it made; another choice is too late.
    if (outcome.choice !== choice) throw closed();
    return pageOf(outcome, (await orders.find(row.orderId))!);
  }

  /** Closes an open proposal as chosen; a proposal whose order moved on is withdrawn (the caller refuses then). */
  async function settle(row: repo.OrderChangeRow, choice: Choice, by: 'buyer' | 'system') {
    const order = (await orders.find(row.orderId))!;
    if (!isChangeable(order)) return withdrawLate(row);
    if (choice === 'cancel_order') return cancelOrder(row, order);
    // An addition has no line to remove: declining it leaves the order as it was.
    if (choice === 'remove_line' && row.kind === 'add') return close(row, 'withdrawn', choice, by);
    const change = storedChange(row, choice);
    const fee = await application.quoteFee(order, change);
    return db.transaction(async (tx) => {
      const locked = (await orders.lock(tx, row.orderId))!;
      const current = (await repo.lockChange(tx, row.id))!;
      if (current.state !== 'proposed') return current;
      if (!isChangeable(locked)) return repo.updateChange(tx, row.id, withdrawnBySystem());
      const priced = await application.price(tx, locked, change, fee);
      const refund = await application.apply(tx, locked, change, priced, {
        changeId: row.id,
        restock: row.restock,
        actor: by,
        actorId: null,
      });
      const done = await repo.updateChange(tx, row.id, {
        state: choice === 'accept' ? 'applied' : 'line_removed',
        choice,
        decidedAt: new Date(),
        decidedBy: by,
        preview: priced.preview,
        refundId: refund?.id ?? null,
      });
      await notices.notifyBuyer(tx, locked, choice === 'accept' ? 'applied' : 'line_removed', done);
      if (by === 'system') await notices.tellShopNoAnswer(tx, locked, done);
      return done;
    });
  }

  const withdrawnBySystem = () => ({
    state: 'withdrawn' as const,
    decidedAt: new Date(),
    decidedBy: 'system' as const,
  });

  async function withdrawLate(row: repo.OrderChangeRow): Promise<never> {
    await db.transaction(async (tx) => {
      await orders.lock(tx, row.orderId);
      const current = await repo.lockChange(tx, row.id);
      if (current?.state === 'proposed') await repo.updateChange(tx, row.id, withdrawnBySystem());
    });
    throw closed();
  }

  async function close(row: repo.OrderChangeRow, state: 'withdrawn', choice: Choice, by: 'buyer' | 'system') {
    return db.transaction(async (tx) => {
      const order = (await orders.lock(tx, row.orderId))!;
      const current = (await repo.lockChange(tx, row.id))!;
      if (current.state !== 'proposed') return current;
      const done = await repo.updateChange(tx, row.id, { state, choice, decidedAt: new Date(), decidedBy: by });
      await notices.notifyBuyer(tx, order, 'withdrawn', done);
      if (by === 'system') await notices.tellShopNoAnswer(tx, order, done);
      return done;
    });
  }

  /**
   * The buyer cancels the whole order instead, through the existing paths: an unpaid order through
   * the state machine, a paid one through refunds' cancelPaid (in the name of the employee who
   * proposed the change). The proposal closes in the same transaction.
   */
  async function cancelOrder(row: repo.OrderChangeRow, order: OrderRow) {
    let done: repo.OrderChangeRow | undefined;
    const closeRow = async (tx: Tx) => {
      const current = (await repo.lockChange(tx, row.id))!;
      if (current.state !== 'proposed') throw closed();
      done = await repo.updateChange(tx, row.id, {
        state: 'order_cancelled',
        choice: 'cancel_order',
        decidedAt: new Date(),
        decidedBy: 'buyer',
      });
    };
    const note = 'cancelled_instead_of_change';
    if (order.paidAt) await refunds.cancelPaid({ actorId: row.createdBy }, order.id, note, closeRow);
    else await orders.transition(order.id, 'cancelled', 'system', { note, alongside: closeRow });
    return done!;
  }

  /** Starts the card payment of an accepted change's difference (a paid card order made dearer). */
  async function pay(token: string) {
    const { row, order } = await byToken(token);
    const owed = owedOnTop(row, order);
    const attempts = await payments.supplementsOf([row.id]);
    if (owed <= 0 || attempts.some((attempt) => attempt.status === 'paid')) throw nothingToPay();
    const url = await payments.supplementUrl({
      order,
      orderChangeId: row.id,
      amount: somToTyiyn(owed),
      returnUrl: proposalLink(settings.publicUrl, token),
      lang: order.language,
    });
    return { payment_url: url };
  }

  /**
   * The deadline's job: a proposal still open at `answer_by` gets the shop's default — its line
   * removed (an addition withdrawn) — and the shop and the buyer are told. A removal that would
   * empty the order is left to the shop: the proposal is withdrawn.
   */
  async function expire(changeId: number) {
    const row = await repo.findChange(db, changeId);
    if (row?.state !== 'proposed' || !row.answerBy || row.answerBy.getTime() > Date.now()) return;
    try {
      await settle(row, 'remove_line', 'system');
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
      await close(row, 'withdrawn', 'remove_line', 'system');
    }
  }

  return { show, decide, pay, expire };
}

export type BuyerAnswers = ReturnType<typeof createBuyerAnswers>;
