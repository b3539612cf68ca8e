import type { CreateReturnRequest, ReturnQuote, ReturnQuoteRequest } from '@aruu/contract/staff-refunds';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { somToTyiyn, tyiynToSom } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.js';
import type { OrderRow } from '../orders/orders.service.js';
import {
  type Actor,
  exceedsPaid,
  keyReused,
  notPaid,
  type RefundLedger,
  type RefundsDeps,
  refundView,
  returnView,
} from './refund-ledger.js';
import * as repo from './refunds.repository.js';
import { goodsPaid, returnRule, share, udsShare } from './return-rules.js';

/** Returned goods: what the rules give for them (a quote), and the return with its refund. */
export function createReturnCreation(
  deps: Pick<RefundsDeps, 'db' | 'holds' | 'orders' | 'inventory'>,
  ledger: RefundLedger,
) {
  const { db, holds, orders, inventory } = deps;
  const { lockPaidOrder, refundable, enqueueExecution } = ledger;

  /** What the rules give for returning these lines, with the order locked (or not, for a quote). */
  async function assess(tx: DbOrTx, order: OrderRow, body: ReturnQuoteRequest) {
    if (order.status === 'cancelled') {
      throw new AppError('conflict', 'order_not_editable', 'A cancelled order has been refunded in full already');
    }
    if (!order.paidAt) throw notPaid();
    const items = await repo.itemsWithReturned(tx, order.id);
    const lines = body.items.map((line) => {
      const item = items.find((candidate) => candidate.id === line.order_item_id);
      if (!item || line.quantity > item.quantity - item.returned) {
        throw new AppError('conflict', 'return_exceeds_ordered', 'More cannot be returned than was ordered', {
          items: { code: 'invalid_value', message: `Order line ${line.order_item_id} has fewer units left to return` },
        });
      }
      return { item, quantity: line.quantity };
    });
    const goods = lines.reduce((sum, line) => sum + line.item.unitPrice * line.quantity, 0);
    const paidForGoods = goodsPaid(order, goods);
    const rule = returnRule(body.reason, await repo.deliveredAt(tx, order.id), new Date());
    const { payment, left } = await refundable(tx, order.id);
    return {
      lines,
      goods,
      paidForGoods,
      rule,
      payment,
      left,
      amount: Math.min(share(paidForGoods, rule.percent), left),
    };
  }

  async function quoteReturn(orderId: number, body: ReturnQuoteRequest): Promise<ReturnQuote> {
    const order = await orders.find(orderId);
    if (!order) throw notFound('Order');
    const assessed = await assess(db, order, body);
    return {
      percent: assessed.rule.percent,
      rule: assessed.rule.rule,
      within_return_window: assessed.rule.withinWindow,
      goods_paid: tyiynToSom(assessed.paidForGoods),
      amount: tyiynToSom(assessed.amount),
      refundable: tyiynToSom(assessed.left),
    };
  }

  /**
   * Records returned lines in one transaction with the order locked: the goods back on the shelf
   * when they can be sold, the return, its refund (the rules' amount or an override's) and its job,
   * and the audit entry. A proper-quality item past the 7 days needs the override.
   */
  async function createReturn(actor: Actor, orderId: number, key: string, body: CreateReturnRequest) {
    return db.transaction(async (tx) => {
      const order = await lockPaidOrder(tx, orderId);
      const existing = await repo.findReturnByKey(tx, orderId, key);
      if (existing) return replayReturn(tx, existing, body);
      const assessed = await assess(tx, order, body);
      if (!assessed.rule.withinWindow && !body.override) {
        throw new AppError(
          'conflict',
          'return_window_passed',
          'A proper-quality item is taken back within 7 days of receipt; an override with a note can still take it',
        );
      }
      const amount = body.override ? somToTyiyn(body.override.amount) : assessed.amount;
      if (amount > assessed.left) throw exceedsPaid(assessed.left);
      if (amount > 0 && !assessed.payment) throw notPaid();
      if (body.restock) {
        await inventory.takeBack(
          tx,
          assessed.lines.map((line) => ({ variationId: line.item.variationId, quantity: line.quantity })),
          { orderId, actorId: actor.actorId },
        );
      }
      const entry = await repo.insertReturn(
        tx,
        {
          orderId,
          reason: body.reason,
          note: body.note ?? null,
          restock: body.restock,
          ruleAmount: assessed.amount,
          rulePercent: assessed.rule.percent,
          amount,
          overrideNote: body.override?.note ?? null,
          idempotencyKey: key,
          createdBy: actor.actorId,
        },
        assessed.lines.map((line) => ({ orderItemId: line.item.id, quantity: line.quantity })),
      );
      const refund =
        amount > 0 && assessed.payment
          ? await repo.insertRefund(tx, {
              orderId,
              paymentId: assessed.payment.id,
              returnId: entry.id,
              amount,
              reason: 'return',
              note: body.override?.note ?? body.note ?? null,
              idempotencyKey: `return:${entry.id}`,
              createdBy: actor.actorId,
              udsAmount: (await pointsShare(tx, order, assessed, amount)) || null,
            })
          : undefined;
      if (refund) await enqueueExecution(tx, refund.id, 0);
      const view = returnView(entry, await repo.listReturnItems(tx, [entry.id]));
      await recordAudit(tx, {
        ...actor,
        action: 'return.created',
        objectType: 'order',
        objectId: orderId,
        before: null,
        after: {
          return_id: entry.id,
          reason: body.reason,
          restock: body.restock,
          items: view.items.map((item) => ({ order_item_id: item.order_item_id, quantity: item.quantity })),
          rule_percent: assessed.rule.percent,
          rule_amount: tyiynToSom(assessed.amount),
          amount: tyiynToSom(amount),
          override_note: entry.overrideNote,
          refund_id: refund?.id ?? null,
        },
      });
      return { return: view, refund: refund ? refundView(refund) : null };
    });
  }

  async function replayReturn(tx: DbOrTx, existing: repo.ReturnRow, body: CreateReturnRequest) {
    const items = await repo.listReturnItems(tx, [existing.id]);
    const same =
      existing.reason === body.reason &&
      existing.restock === body.restock &&
      existing.overrideNote === (body.override?.note ?? null) &&
      items.length === body.items.length &&
      body.items.every((line) =>
        items.some((item) => item.orderItemId === line.order_item_id && item.quantity === line.quantity),
      );
    if (!same) throw keyReused();
    const refund = await repo.findRefundByKey(tx, existing.orderId, `return:${existing.id}`);
    return { return: returnView(existing, items), refund: refund ? refundView(refund) : null };
  }

  async function pointsShare(
    tx: DbOrTx,
    order: OrderRow,
    assessed: { goods: number; paidForGoods: number },
    amount: number,
  ) {
    const hold = await holds.activeHold(order.id, tx);
    if (hold?.state !== 'spent' || hold.operationId === null) return 0;
    return udsShare({
      // The part of the purchase the order's lines carry: what its changes gave up is not theirs.
      udsGoodsTyiyn: hold.goodsTyiyn - (await repo.purchaseGivenUpByChanges(tx, order.id)),
      subtotal: order.subtotal,
      goodsTyiyn: assessed.goods,
      refund: amount,
      goodsPaid: assessed.paidForGoods,
    });
  }

  return { quoteReturn, createReturn };
}
