import type { ReturnReason } from '@aruu/contract/staff-refunds';

/**
 * Spec §9, in one place: a proper-quality item comes back within 7 days of receipt; the payment
 * rules give back 100% of its price before the goods are supplied, 50% within 30 calendar days of
 * supply and nothing later. Goods of improper quality (a defect) come back in full at any time —
 * the schedule is for goods the buyer no longer wants. docs/decisions/021-refunds-and-returns.md.
 */
export const RETURN_WINDOW_DAYS = 7;
export const HALF_REFUND_DAYS = 30;
/** Spec §6: the shop may refuse a buyer who returned goods this many times for reasons other than defects. */
export const RETURNS_FLAG_THRESHOLD = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export type ReturnRule = 'not_supplied' | 'defect' | 'within_30_days' | 'after_30_days';

export interface RuleOutcome {
  rule: ReturnRule;
  percent: number;
  /** False for a proper-quality item past the 7 days: only a manager's override takes it back. */
  withinWindow: boolean;
}

/** `deliveredAt` null: the buyer has not received the goods yet. */
export function returnRule(reason: ReturnReason, deliveredAt: Date | null, now: Date): RuleOutcome {
  if (deliveredAt === null) return { rule: 'not_supplied', percent: 100, withinWindow: true };
  if (reason === 'defect') return { rule: 'defect', percent: 100, withinWindow: true };
  const elapsed = now.getTime() - deliveredAt.getTime();
  const withinWindow = elapsed <= RETURN_WINDOW_DAYS * DAY_MS;
  return elapsed <= HALF_REFUND_DAYS * DAY_MS
    ? { rule: 'within_30_days', percent: 50, withinWindow }
    : { rule: 'after_30_days', percent: 0, withinWindow };
}

export interface OrderMoney {
  subtotal: number;
  deliveryFee: number;
  total: number;
}

/**
 * What returned goods worth `goodsTyiyn` at their order prices cost the buyer in money: their
 * share of what was paid for the goods (promo discounts and UDS points spread over every line),
 * rounded down so that the parts never add up to more than was paid.
 */
export function goodsPaid(order: OrderMoney, goodsTyiyn: number): number {
  if (order.subtotal === 0) return 0;
  return Math.floor(((order.total - order.deliveryFee) * goodsTyiyn) / order.subtotal);
}

/** `percent` of an amount, rounded down. */
export const share = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/**
 * The part of the order's UDS purchase to refund with a return: the returned goods' share of it,
 * scaled by how much of their price is refunded; UDS gives that share of the points back.
 */
export function udsShare(input: {
  udsGoodsTyiyn: number;
  subtotal: number;
  goodsTyiyn: number;
  refund: number;
  goodsPaid: number;
}): number {
  if (input.subtotal === 0 || input.goodsPaid === 0) return 0;
  const returned = Math.floor((input.udsGoodsTyiyn * input.goodsTyiyn) / input.subtotal);
  return Math.floor((returned * Math.min(input.refund, input.goodsPaid)) / input.goodsPaid);
}

/**
 * Goods worth `goodsTyiyn` at their order prices as a share of `purchaseTyiyn`, the part of the
 * order's UDS purchase its lines carry (the order's `subtotal`), rounded down; exact integer
 * arithmetic, since the product may pass float precision.
 */
export function purchaseShare(input: { purchaseTyiyn: number; subtotal: number; goodsTyiyn: number }): number {
  if (input.subtotal <= 0 || input.purchaseTyiyn <= 0 || input.goodsTyiyn <= 0) return 0;
  const goods = BigInt(Math.min(input.goodsTyiyn, input.subtotal));
  return Number((BigInt(input.purchaseTyiyn) * goods) / BigInt(input.subtotal));
}
