import { randomBytes, randomInt } from 'node:crypto';
import { decimalToTyiyn, tyiynToDecimal } from '@aruu/api/modules/payments/freedom-pay/amount';
import { randomSalt, signXml, verifyParams } from '@aruu/api/modules/payments/freedom-pay/signature';
import { buildXmlMessage, type XmlField, type XmlFields } from '@aruu/api/modules/payments/freedom-pay/xml-message';
import type { NewSandboxPayment, SandboxPayment, SandboxPaymentRefund } from './sandbox-payments.repository.js';

/**
 * Error codes of the simulator's API answers. Unsigned 9997 for a merchant it does not know and
 * unsigned 9998 for a request whose signature is wrong are what third-party clients recorded
 * Freedom Pay answering (docs/decisions/044); the others are the sandbox's own, since the
 * provider's list is not public [I].
 */
export const sandboxErrors = {
  unknownMerchant: { code: '9997', description: 'Неверный номер магазина' },
  badSignature: { code: '9998', description: 'Некорректная подпись запроса' },
  invalidRequest: { code: '9400', description: 'Invalid request' },
  notFound: { code: '9404', description: 'Payment not found' },
  notRevocable: { code: '9409', description: 'Only a completed payment can be refunded' },
  refundTooLarge: { code: '9410', description: 'The refund exceeds what is left of the payment' },
} as const;
type SandboxError = { code: string; description: string };

/** "2023-05-31 16:26:36", Bishkek time, as the provider writes its dates. */
const bishkekDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Bishkek',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
export const providerDate = (date: Date) => bishkekDateTime.format(date);

/** A `<response>` with the fields in the order given, then pg_salt and pg_sig (signed recursively). */
export function signedXml(scriptName: string, fields: XmlFields, secretKey: string): string {
  const salted: XmlFields = [...fields, ['pg_salt', randomSalt()]];
  return buildXmlMessage([...salted, ['pg_sig', signXml(scriptName, salted, secretKey)]]);
}

const errorFields = (error: SandboxError, detail?: string): XmlFields => [
  ['pg_status', 'error'],
  ['pg_error_code', error.code],
  ['pg_error_description', detail ? `${error.description}: ${detail}` : error.description],
];

/** An error answer to a merchant the simulator has identified: signed, like every other message. */
export function errorXml(scriptName: string, error: SandboxError, secretKey: string, detail?: string): string {
  return signedXml(scriptName, errorFields(error, detail), secretKey);
}

/**
 * The answer to a request it cannot trust: without pg_salt and pg_sig (the docs: only when the
 * merchant is not identified; recorded live: a wrong request signature too), or undefined for a
 * request from the merchant, correctly signed.
 */
export function refusal(
  scriptName: string,
  params: Record<string, string>,
  merchant: { merchantId: string; secretKey: string },
): string | undefined {
  if (params.pg_merchant_id !== merchant.merchantId) return buildXmlMessage(errorFields(sandboxErrors.unknownMerchant));
  if (!verifyParams(scriptName, params, merchant.secretKey))
    return buildXmlMessage(errorFields(sandboxErrors.badSignature));
  return undefined;
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

/** `pg_lifetime`: an integer from 300 to 604800 seconds (https://docs.freedompay.kz/api-11620954); absent is fine. */
const validLifetime = (value: string | undefined) =>
  value === undefined || (/^\d{1,6}$/.test(value) && Number(value) >= 300 && Number(value) <= 604_800);

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
  if (!validLifetime(params.pg_lifetime)) return { ok: false, field: 'pg_lifetime' };
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

/** A refund's own payment id: numbers above the payments' (which stay below 10⁹), as the provider numbers refunds apart. */
export const refundPaymentId = (refund: SandboxPaymentRefund) => String(1_000_000_000 + refund.id);

const negative = (tyiyn: number) => `-${tyiynToDecimal(tyiyn)}`;

/**
 * get_status3.php's answer in the documented shape (https://freedompay.kg/docs/merchant-api/payafter):
 * a refunded payment still says `success`; its refunds are listed in nested `pg_refund_payments`
 * and summed, negative, in `pg_refund_amount`. Nothing says `revoked`.
 */
export function statusFields(payment: SandboxPayment, refunds: SandboxPaymentRefund[]): XmlFields {
  const paymentStatus = { pending: 'process', paid: 'success', declined: 'error', revoked: 'success' }[payment.status];
  const completed = payment.status === 'paid' || payment.status === 'revoked';
  const refunded = refunds.reduce((sum, refund) => sum + (decimalToTyiyn(refund.amount) ?? 0), 0);
  const fields: XmlField[] = [
    ['pg_status', 'ok'],
    ['pg_payment_id', payment.paymentId],
    ['pg_order_id', payment.orderId],
    ['pg_can_reject', '1'],
    ['pg_payment_method', 'bankcard'],
    ['pg_amount', payment.amount],
    ['pg_currency', payment.currency],
    ['pg_payment_status', paymentStatus],
  ];
  if (completed) fields.push(['pg_clearing_amount', payment.amount]);
  if (refunds.length > 0) {
    const list: XmlFields = refunds.map((refund) => [
      'pg_refund_payment',
      [
        ['pg_payment_id', refundPaymentId(refund)],
        ['pg_payment_status', 'success'],
        ['pg_amount', negative(decimalToTyiyn(refund.amount) ?? 0)],
        ['pg_payment_date', providerDate(refund.createdAt)],
        ['pg_reference', refundPaymentId(refund)],
      ],
    ]);
    fields.push(['pg_refund_payments', list], ['pg_refund_amount', negative(refunded)]);
  }
  fields.push(
    ['pg_captured', completed ? '1' : '0'],
    ['pg_create_date', providerDate(payment.createdAt)],
    ['pg_testing_mode', '1'],
  );
  return fields;
}
