import { randomInt } from 'node:crypto';
import { randomSalt, scriptNameOf, signParams, verifyXml } from '@aruu/api/modules/payments/freedom-pay/signature';
import { parseXmlMessage, textFields } from '@aruu/api/modules/payments/freedom-pay/xml-message';
import type { CardDetails } from './card-form.js';
import { providerDate } from './sandbox-payment-protocol.js';
import type { SandboxPayment } from './sandbox-payments.repository.js';
import { cardBrand, type FailureKind, failures } from './test-cards.js';

export type PaymentResult = { success: true } | { success: false; failure: FailureKind };

/**
 * How the callback's fields travel. The reference describes the body as multipart/form-data
 * (https://docs.freedompay.kz/api-12007677) and the overview allows "form-data or
 * x-www-form-urlencoded" (https://docs.freedompay.kz/doc-643556): multipart is the default.
 */
export type CallbackEncoding = 'multipart' | 'urlencoded';
export const callbackEncodings: readonly CallbackEncoding[] = ['multipart', 'urlencoded'];

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** The signed result callback for a completed payment, as Freedom Pay posts it to pg_result_url. */
export function resultCallbackParams(
  payment: SandboxPayment,
  card: Pick<CardDetails, 'pan' | 'expiry' | 'owner'>,
  result: PaymentResult,
  secretKey: string,
  now = new Date(),
): Record<string, string> {
  const init = payment.params;
  // Custom (non-pg_) parameters of the init request are echoed back, as the provider does.
  const echoed = Object.fromEntries(Object.entries(init).filter(([key]) => !key.startsWith('pg_')));
  const params: Record<string, string> = {
    ...echoed,
    pg_order_id: payment.orderId,
    pg_payment_id: payment.paymentId,
    pg_amount: payment.amount,
    pg_currency: payment.currency,
    pg_net_amount: payment.amount,
    pg_ps_amount: payment.amount,
    pg_ps_full_amount: payment.amount,
    pg_ps_currency: payment.currency,
    pg_description: payment.description,
    pg_payment_system: 'SANDBOXCARD',
    pg_payment_method: 'bankcard',
    pg_result: result.success ? '1' : '0',
    pg_payment_date: providerDate(now),
    pg_can_reject: '1',
    pg_captured: result.success ? '1' : '0',
    pg_testing_mode: '1',
    pg_card_pan: card.pan,
    pg_card_exp: card.expiry,
    pg_card_owner: card.owner,
    pg_card_brand: cardBrand(card.pan.replace(/\D/g, '')),
    pg_reference: digits(12),
    pg_salt: randomSalt(),
  };
  if (init.pg_user_phone) params.pg_user_phone = init.pg_user_phone;
  if (init.pg_user_contact_email) params.pg_user_contact_email = init.pg_user_contact_email;
  if (result.success) params.pg_auth_code = digits(6);
  else {
    params.pg_failure_code = failures[result.failure].code;
    params.pg_failure_description = failures[result.failure].description;
  }
  params.pg_sig = signParams(scriptNameOf(payment.resultUrl), params, secretKey);
  return params;
}

export interface DeliveryAttempt {
  at: string;
  httpStatus?: number;
  /** `ok` or `rejected` with a valid signature end the delivery; anything else is retried. */
  outcome: 'ok' | 'rejected' | 'error_reply' | 'bad_signature' | 'unreadable' | 'http_error' | 'network_error';
  detail?: string;
}

export interface DeliveryReport {
  delivered: boolean;
  answer?: 'ok' | 'rejected';
  attempts: DeliveryAttempt[];
}

export interface DeliveryOptions {
  secretKey: string;
  encoding: CallbackEncoding;
  attempts: number;
  backoffMs: number;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * The callback as a retry sends it: "if the first attempt to call Result URL is unsuccessful …
 * subsequent calls do not allow the merchant to refuse the payment" (https://docs.freedompay.kz/api-12007677),
 * so `pg_can_reject` becomes 0, signed anew.
 */
function retryParams(params: Record<string, string>, resultUrl: string, secretKey: string): Record<string, string> {
  const { pg_sig: _sig, ...fields } = params;
  const retry = { ...fields, pg_can_reject: '0' };
  return { ...retry, pg_sig: signParams(scriptNameOf(resultUrl), retry, secretKey) };
}

/**
 * Posts the callback until the store answers a signed `ok` (or `rejected`), backing off between
 * tries. `rejected` counts only on the first try, the one that may refuse the payment.
 */
export async function deliverResultCallback(
  resultUrl: string,
  params: Record<string, string>,
  options: DeliveryOptions,
): Promise<DeliveryReport> {
  const attempts: DeliveryAttempt[] = [];
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, options.backoffMs * 2 ** (attempt - 2)));
    const sent = attempt === 1 ? params : retryParams(params, resultUrl, options.secretKey);
    const result = await postOnce(resultUrl, sent, options);
    attempts.push(result);
    if (result.outcome === 'ok' || result.outcome === 'rejected') {
      return { delivered: true, answer: result.outcome, attempts };
    }
  }
  return { delivered: false, attempts };
}

async function postOnce(
  url: string,
  params: Record<string, string>,
  options: DeliveryOptions,
): Promise<DeliveryAttempt> {
  const at = new Date().toISOString();
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      body: options.encoding === 'multipart' ? multipartBody(params) : new URLSearchParams(params),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    return { at, outcome: 'network_error', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) return { at, httpStatus: response.status, outcome: 'http_error' };
  const message = parseXmlMessage(text);
  const reply = message ? textFields(message) : {};
  if (!message || !reply.pg_status) {
    return { at, httpStatus: response.status, outcome: 'unreadable', detail: text.slice(0, 200) };
  }
  if (!verifyXml(scriptNameOf(url), message, options.secretKey)) {
    return { at, httpStatus: response.status, outcome: 'bad_signature' };
  }
  const detail = reply.pg_description;
  const outcome = reply.pg_status === 'ok' || reply.pg_status === 'rejected' ? reply.pg_status : 'error_reply';
  return { at, httpStatus: response.status, outcome, ...(detail ? { detail } : {}) };
}

/** fetch writes a FormData body as multipart/form-data with its own boundary. */
function multipartBody(params: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(params)) form.append(name, value);
  return form;
}
