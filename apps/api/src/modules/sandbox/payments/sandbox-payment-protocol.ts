import { randomBytes, randomInt } from 'node:crypto';
import { decimalToTyiyn, tyiynToDecimal } from '../../payments/freedom-pay/amount.js';
import { buildFlatXml } from '../../payments/freedom-pay/flat-xml.js';
import { randomSalt, signParams, verifyParams } from '../../payments/freedom-pay/signature.js';
import type { NewSandboxPayment, SandboxPayment } from './sandbox-payments.repository.js';

/**
 * Error codes of the simulator's API answers. 9998 (bad signature) follows the brief; the others
 * are the sandbox's own, since the provider's list is not public [I].
 */
export const sandboxErrors = {
  badSignature: { code: '9998', description: 'Invalid signature' },
  unknownMerchant: { code: '9998', description: 'Unknown merchant' },
  invalidRequest: { code: '9400', description: 'Invalid request' },
  notFound: { code: '9404', description: 'Payment not found' },
  notRevocable: { code: '9409', description: 'Only a completed payment can be refunded' },
  refundTooLarge: { code: '9410', description: 'The refund exceeds what is left of the payment' },
} as const;

/** A signed `<response>`, fields in the order given, then pg_salt and pg_sig. */
export function signedXml(scriptName: string, fields: Record<string, string>, secretKey: string): string {
  const signed = { ...fields, pg_salt: randomSalt() };
  return buildFlatXml({ ...signed, pg_sig: signParams(scriptName, signed, secretKey) });
}

export function errorXml(
  scriptName: string,
  error: { code: string; description: string },
  secretKey: string,
  detail?: string,
): string {
  const description = detail ? `${error.description}: ${detail}` : error.description;
  return signedXml(
    scriptName,
    { pg_status: 'error', pg_error_code: error.code, pg_error_description: description },
    secretKey,
  );
}

export type Authenticated = { ok: true } | { ok: false; error: { code: string; description: string } };

export function authenticate(
  scriptName: string,
  params: Record<string, string>,
  merchant: { merchantId: string; secretKey: string },
): Authenticated {
  if (params.pg_merchant_id !== merchant.merchantId) return { ok: false, error: sandboxErrors.unknownMerchant };
  if (!verifyParams(scriptName, params, merchant.secretKey)) return { ok: false, error: sandboxErrors.badSignature };
  return { ok: true };
}

const httpUrl = (value: string | undefined) => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** Reads an authenticated init request into a new payment, or names the first field that is wrong. */
export function readInitRequest(
  params: Record<string, string>,
): { ok: true; payment: NewSandboxPayment } | { ok: false; field: string } {
  const amount = params.pg_amount ?? '';
  const tyiyn = decimalToTyiyn(amount);
  if (!params.pg_order_id) return { ok: false, field: 'pg_order_id' };
  if (tyiyn === undefined || tyiyn <= 0) return { ok: false, field: 'pg_amount' };
  if ((params.pg_currency ?? 'KGS') !== 'KGS') return { ok: false, field: 'pg_currency' };
  if (!params.pg_salt) return { ok: false, field: 'pg_salt' };
  for (const field of ['pg_result_url', 'pg_success_url', 'pg_failure_url'] as const) {
    if (!httpUrl(params[field])) return { ok: false, field };
  }
  if (params.pg_request_method && params.pg_request_method !== 'POST') return { ok: false, field: 'pg_request_method' };
  return {
    ok: true,
    payment: {
      paymentId: String(randomInt(100_000_000, 1_000_000_000)),
      customer: randomBytes(16).toString('hex'),
      merchantId: params.pg_merchant_id!,
      orderId: params.pg_order_id,
      amount: amount.trim(),
      currency: 'KGS',
      description: params.pg_description ?? '',
      resultUrl: params.pg_result_url!,
      successUrl: params.pg_success_url!,
      failureUrl: params.pg_failure_url!,
      params,
    },
  };
}

/**
 * revoke.php's `pg_refund_amount`: absent, empty or 0 refunds all that is left; otherwise a
 * positive decimal amount. Undefined for anything else.
 */
export function readRefundAmount(amount: string | undefined): number | 'rest' | undefined {
  if (amount === undefined || amount.trim() === '') return 'rest';
  const tyiyn = decimalToTyiyn(amount);
  if (tyiyn === undefined) return undefined;
  return tyiyn === 0 ? 'rest' : tyiyn;
}

/** get_status3.php's `pg_payment_status` words for our states ([I] `revoked` for a refunded payment). */
export function statusFields(payment: SandboxPayment, refundedTyiyn: number): Record<string, string> {
  const paymentStatus = { pending: 'process', paid: 'success', declined: 'error', revoked: 'revoked' }[payment.status];
  return {
    pg_status: 'ok',
    pg_payment_id: payment.paymentId,
    pg_order_id: payment.orderId,
    pg_payment_status: paymentStatus,
    pg_amount: payment.amount,
    pg_currency: payment.currency,
    pg_refund_amount: tyiynToDecimal(refundedTyiyn),
    pg_testing_mode: '1',
  };
}
