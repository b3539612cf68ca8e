import { decimalToTyiyn } from './amount.js';
import { randomSalt, signXml, verifyParams } from './signature.js';
import { buildXmlMessage, type XmlFields } from './xml-message.js';

/** What a verified result callback says. Amount, currency and order still need checking against the order. */
export interface ResultCallback {
  orderId: string;
  paymentId: string;
  amountTyiyn: number;
  currency: string;
  success: boolean;
  /**
   * `pg_can_reject=1`: answering `rejected` makes the provider give the money back. Otherwise the
   * payment counts as completed whatever we answer (https://docs.freedompay.kz/api-12007677); an
   * absent field is read as 0, the case that costs money if misread.
   */
  canReject: boolean;
  failureCode?: string;
  failureDescription?: string;
  /** Masked by the provider, e.g. 4405-64XX-XXXX-6150. */
  cardPan?: string;
  testingMode: boolean;
}

export type ReadCallbackResult =
  | { ok: true; callback: ResultCallback }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

/**
 * Authenticates a result callback (signed with the basename of our result URL) and reads it.
 * The signature comes first: nothing of an unsigned callback is looked at.
 */
export function readResultCallback(
  params: Record<string, string>,
  { scriptName, secretKey }: { scriptName: string; secretKey: string },
): ReadCallbackResult {
  if (!verifyParams(scriptName, params, secretKey)) return { ok: false, reason: 'bad_signature' };
  const { pg_order_id: orderId, pg_payment_id: paymentId, pg_currency: currency, pg_result: result } = params;
  const amountTyiyn = params.pg_amount === undefined ? undefined : decimalToTyiyn(params.pg_amount);
  if (!orderId || !paymentId || !currency || amountTyiyn === undefined || (result !== '1' && result !== '0')) {
    return { ok: false, reason: 'malformed' };
  }
  const callback: ResultCallback = {
    orderId,
    paymentId,
    amountTyiyn,
    currency,
    success: result === '1',
    canReject: params.pg_can_reject === '1',
    testingMode: params.pg_testing_mode === '1',
  };
  if (params.pg_failure_code) callback.failureCode = params.pg_failure_code;
  if (params.pg_failure_description) callback.failureDescription = params.pg_failure_description;
  if (params.pg_card_pan) callback.cardPan = params.pg_card_pan;
  return { ok: true, callback };
}

export type CallbackReplyStatus = 'ok' | 'error' | 'rejected';

/**
 * The signed XML answer to a result callback, with the callback's own script name.
 * `ok` accepts; `error` reports a problem on our side (the provider retries); `rejected` refuses the payment.
 */
export function callbackReply(
  scriptName: string,
  secretKey: string,
  status: CallbackReplyStatus,
  description: string,
): string {
  const fields: XmlFields = [
    ['pg_salt', randomSalt()],
    ['pg_status', status],
    ['pg_description', description],
  ];
  return buildXmlMessage([...fields, ['pg_sig', signXml(scriptName, fields, secretKey)]]);
}
