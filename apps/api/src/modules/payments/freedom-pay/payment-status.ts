import { decimalToTyiyn } from './amount.js';

export type PaymentStatus = 'pending' | 'ok' | 'failed' | 'revoked' | 'unknown';

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
}

/**
 * get_status3.php reports `pg_payment_status` (success / error / process seen in client code);
 * the older get_status.php used `pg_transaction_status` (ok / failed / pending / revoked …).
 * Both vocabularies map here. [I] Confirm the full list with Freedom Pay KG.
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
  revoked: 'revoked',
  refunded: 'revoked',
};

/**
 * `pg_refund_amount` is the total refunded so far. Integrators report it signed from the
 * merchant's side (negative) [I], so the sign is dropped; absent or empty means nothing refunded.
 */
function refundedAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return 0;
  return decimalToTyiyn(value.trim().replace(/^-/, ''));
}

/** A verified get_status3 answer as a report; undefined when it lacks the status, amount or currency. */
export function parseStatusAnswer(answer: Record<string, string>): PaymentStatusReport | undefined {
  const providerStatus = answer.pg_payment_status ?? answer.pg_transaction_status;
  const amountTyiyn = answer.pg_amount === undefined ? undefined : decimalToTyiyn(answer.pg_amount);
  const refundedTyiyn = refundedAmount(answer.pg_refund_amount);
  if (!providerStatus || amountTyiyn === undefined || refundedTyiyn === undefined) return undefined;
  if (!answer.pg_currency || !answer.pg_payment_id) return undefined;
  return {
    status: statusWords[providerStatus.toLowerCase()] ?? 'unknown',
    providerStatus,
    paymentId: answer.pg_payment_id,
    ...(answer.pg_order_id ? { orderId: answer.pg_order_id } : {}),
    amountTyiyn,
    currency: answer.pg_currency,
    refundedTyiyn,
  };
}
