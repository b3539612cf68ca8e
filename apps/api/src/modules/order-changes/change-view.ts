import type { BuyerOrderChange, OrderChange, OrderChangePreview, OrderChangeState } from '@aruu/contract/order-changes';
import type { OrderRow } from '../orders/orders.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import { isChangeable } from './change-application.js';
import type { OrderChangeRow } from './order-changes.repository.js';

/** A card attempt to pay a change's difference (payments' `supplement`). */
type SupplementRow = Awaited<ReturnType<PaymentsService['supplementsOf']>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A proposal whose order moved on (cancelled, expired, handed over) stands no more, whatever the row says yet. */
export const stateOf = (row: OrderChangeRow, order: OrderRow): OrderChangeState =>
  row.state === 'proposed' && !isChangeable(order) ? 'withdrawn' : row.state;

/** What the buyer pays on top by card once the change is in a paid card order. */
export function owedOnTop(row: OrderChangeRow, order: OrderRow): number {
  const preview = row.preview as OrderChangePreview;
  const accepted = row.state === 'applied';
  return accepted && order.paymentMethod === 'card' && order.paidAt !== null ? preview.money.to_pay : 0;
}

function supplementOf(row: OrderChangeRow, order: OrderRow, attempts: SupplementRow[]): OrderChange['supplement'] {
  const amount = owedOnTop(row, order);
  if (amount <= 0) return null;
  const mine = attempts.filter((attempt) => attempt.orderChangeId === row.id);
  const state = mine.some((attempt) => attempt.status === 'paid')
    ? 'paid'
    : mine.at(-1)?.status === 'failed'
      ? 'failed'
      : 'pending';
  return { amount, state };
}

export function changeView(row: OrderChangeRow, order: OrderRow, attempts: SupplementRow[]): OrderChange {
  return {
    ...(row.preview as OrderChangePreview),
    id: row.id,
    order_id: row.orderId,
    state: stateOf(row, order),
    reason: row.reason,
    note: row.note,
    answer_by: iso(row.answerBy),
    decided_at: iso(row.decidedAt),
    decided_by: row.decidedBy,
    refund_id: row.refundId,
    supplement: supplementOf(row, order, attempts),
    created_at: row.createdAt.toISOString(),
  };
}

export function buyerView(row: OrderChangeRow, order: OrderRow, attempts: SupplementRow[]): BuyerOrderChange {
  const supplement = supplementOf(row, order, attempts);
  return {
    ...(row.preview as OrderChangePreview),
    order_id: order.id,
    order_status: order.status,
    payment_method: order.paymentMethod,
    paid: order.paidAt !== null,
    language: order.language,
    state: stateOf(row, order),
    note: row.note,
    answer_by: iso(row.answerBy),
    can_pay_difference: supplement !== null && supplement.state !== 'paid',
  };
}
