import { decimalToTyiyn } from './amount.js';
import { nestedFields, textFields, type XmlFields } from './xml-message.js';

/** `refunded`: all of the payment has been given back; a partly refunded payment is still `ok`. */
export type PaymentStatus = 'pending' | 'ok' | 'failed' | 'refunded' | 'unknown';

/** One refund of a payment, from get_status3.php's `pg_refund_payments` list. */
export interface RefundEntry {
  paymentId: string;
  status: string;
  amountTyiyn: number;
}

export interface PaymentStatusReport {
  status: PaymentStatus;
  /** The provider's own word, for logs and for statuses this mapping does not know. */
  providerStatus: string;
  paymentId: string;
  orderId?: string;
  amountTyiyn: number;
  currency: string;
  /** What has been refunded of it so far (0 when the answer names no refund). */
  refundedTyiyn: number;
  refunds: RefundEntry[];
}

/**
 * get_status3.php reports `pg_payment_status` (success / error / process seen in client code);
 * the older get_status.php used `pg_transaction_status` (ok / failed / pending / revoked …).
 * Both vocabularies map here. A refunded payment still says `success` (FP-AFTER,
 * https://freedompay.kg/docs/merchant-api/payafter): refunds are read from the amounts, not this word.
 * [I] Confirm the full list with Freedom Pay KG.
 */
const statusWords: Record<string, PaymentStatus> = {
  success: 'ok',
  ok: 'ok',
  approved: 'ok',
  completed: 'ok',
  process: 'pending',
  pending: 'pending',
  new: 'pending',
  created: 'pending',
  in_progress: 'pending',
  partial: 'pending',
  incomplete: 'pending',
  error: 'failed',
  failed: 'failed',
  rejected: 'failed',
  cancelled: 'failed',
  revoked: 'refunded',
  refunded: 'refunded',
};

/** The docs print refunds negative (`-10`), from the merchant's side; the sign is dropped. Absent or empty: 0. */
function unsignedAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return 0;
  return decimalToTyiyn(value.trim().replace(/^-/, ''));
}

/**
 * The refund lists: `pg_refund_payments` as documented (FP-AFTER), `pg_revoked_payments` as the
 * API reference names it (https://docs.freedompay.kz/api-11620963). Undefined when an entry is unreadable.
 */
function refundEntries(answer: XmlFields): RefundEntry[] | undefined {
  const entries: RefundEntry[] = [];
  for (const list of ['pg_refund_payments', 'pg_revoked_payments']) {
    for (const [, value] of nestedFields(answer, list)) {
      if (typeof value === 'string') return undefined;
      const fields = textFields(value);
      const amountTyiyn = unsignedAmount(fields.pg_amount);
      if (amountTyiyn === undefined) return undefined;
      entries.push({
        paymentId: fields.pg_payment_id ?? '',
        status: fields.pg_payment_status ?? fields.pg_status ?? '',
        amountTyiyn,
      });
    }
  }
  return entries;
}

/**
 * What has been refunded: the total the answer states (`pg_refund_amount`, or the reference's
 * `pg_revoke_amount`), else the sum of the listed refunds that succeeded.
 */
function refundedOf(fields: Record<string, string>, refunds: RefundEntry[]): number | undefined {
  const stated = fields.pg_refund_amount ?? fields.pg_revoke_amount;
  if (stated !== undefined && stated.trim() !== '') return unsignedAmount(stated);
  return refunds
    .filter((refund) => statusWords[refund.status.toLowerCase()] === 'ok')
    .reduce((sum, refund) => sum + refund.amountTyiyn, 0);
}

/** A verified get_status3 answer as a report; undefined when it lacks the status, amount or currency. */
export function parseStatusAnswer(answer: XmlFields): PaymentStatusReport | undefined {
  const fields = textFields(answer);
  const providerStatus = fields.pg_payment_status ?? fields.pg_transaction_status;
  const amountTyiyn = fields.pg_amount === undefined ? undefined : decimalToTyiyn(fields.pg_amount);
  const refunds = refundEntries(answer);
  const refundedTyiyn = refunds && refundedOf(fields, refunds);
  if (!providerStatus || amountTyiyn === undefined || !refunds || refundedTyiyn === undefined) return undefined;
  if (!fields.pg_currency || !fields.pg_payment_id) return undefined;
  const word = statusWords[providerStatus.toLowerCase()] ?? 'unknown';
  return {
    status: word === 'ok' && refundedTyiyn >= amountTyiyn ? 'refunded' : word,
    providerStatus,
    paymentId: fields.pg_payment_id,
    ...(fields.pg_order_id ? { orderId: fields.pg_order_id } : {}),
    amountTyiyn,
    currency: fields.pg_currency,
    refundedTyiyn,
    refunds,
  };
}
