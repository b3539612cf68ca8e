import { tyiynToDecimal } from './amount.js';
import { FreedomPayError } from './freedom-pay-error.js';
import { type PaymentStatusReport, parseStatusAnswer } from './payment-status.js';
import { randomSalt, signParams, verifyXml } from './signature.js';
import { parseXmlMessage, textFields, type XmlFields } from './xml-message.js';

export interface FreedomPayClientOptions {
  /** e.g. https://api.freedompay.kg, or the sandbox's `${PUBLIC_URL}/_sandbox/payments`. */
  baseUrl: string;
  merchantId: string;
  /** The merchant's secret key for receiving payments. */
  secretKey: string;
  testingMode: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type PaymentLanguage = 'ru' | 'en' | 'ky';

export interface InitPaymentRequest {
  orderId: string;
  amountTyiyn: number;
  description: string;
  /** Server-to-server result callback; its last path segment is the callback's script name. */
  resultUrl: string;
  successUrl: string;
  failureUrl: string;
  userPhone?: string;
  userEmail?: string;
  language: PaymentLanguage;
  lifetimeSeconds?: number;
}

export interface InitPaymentResult {
  paymentId: string;
  redirectUrl: string;
}

/** A payment by the provider's id, or by the merchant's `pg_order_id` when the provider's is not known. */
export type PaymentRef = { paymentId: string } | { orderId: string };

/** The operator's check of the settings (`npm run providers:check`): accepted, or why not, in words. */
export type CredentialsCheck = { ok: true } | { ok: false; reason: string };

export interface FreedomPayClient {
  initPayment(request: InitPaymentRequest): Promise<InitPaymentResult>;
  getStatus(request: PaymentRef): Promise<PaymentStatusReport>;
  /**
   * Refunds a completed payment through revoke.php: in full without `amountTyiyn`, else that part
   * of it (`pg_refund_amount`; several partial refunds may follow each other up to the amount paid).
   * The provider takes no idempotency key: check `getStatus(…).refundedTyiyn` before repeating one.
   */
  revoke(request: { paymentId: string; amountTyiyn?: number }): Promise<void>;
  /**
   * One harmless signed call (get_status3.php for a payment that does not exist) that tells apart
   * an unreachable URL or something that is not Freedom Pay, a merchant id it does not know, a
   * wrong secret key, and accepted credentials.
   */
  checkCredentials(): Promise<CredentialsCheck>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** The provider calls Kyrgyz `kg`. */
const providerLanguage: Record<PaymentLanguage, string> = { ru: 'ru', en: 'en', ky: 'kg' };

export function createFreedomPayClient(options: FreedomPayClientOptions): FreedomPayClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** POSTs signed form fields to `${baseUrl}/${script}` and returns the answer as it came, unjudged. */
  async function exchange(script: string, fields: Record<string, string>): Promise<XmlFields> {
    const params: Record<string, string> = { ...fields, pg_merchant_id: options.merchantId, pg_salt: randomSalt() };
    params.pg_sig = signParams(script, params, options.secretKey);
    const answer = parseXmlMessage(await post(`${baseUrl}/${script}`, params));
    if (!answer || !textFields(answer).pg_status) {
      throw new FreedomPayError('response', 'malformed_response', `${script} answered no pg_status`);
    }
    return answer;
  }

  /** The answer's fields, verified (nested tags too); an error answer becomes a provider error. */
  async function call(script: string, fields: Record<string, string>): Promise<XmlFields> {
    const answer = await exchange(script, fields);
    const { pg_status: status, pg_error_code: code, pg_error_description: description } = textFields(answer);
    if (status === 'error') {
      // An error answer is not trusted for anything but failing, so its signature does not matter.
      throw new FreedomPayError('provider', code || 'unknown', description || 'no description');
    }
    if (!verifyXml(script, answer, options.secretKey)) {
      throw new FreedomPayError('response', 'bad_signature', `${script} answer has a wrong pg_sig`);
    }
    if (status !== 'ok') {
      throw new FreedomPayError('response', 'malformed_response', `${script} answered pg_status=${status}`);
    }
    return answer;
  }

  async function post(url: string, params: Record<string, string>): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml, text/xml' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new FreedomPayError(
        'transport',
        timedOut ? 'timeout' : 'network_error',
        timedOut ? `no answer from ${url} within ${timeoutMs} ms` : `cannot reach ${url}`,
        { cause: error },
      );
    }
    const text = await response.text().catch((error: unknown) => {
      throw new FreedomPayError('transport', 'network_error', `answer from ${url} broke off`, { cause: error });
    });
    if (!response.ok) throw new FreedomPayError('transport', 'http_status', `${url} answered HTTP ${response.status}`);
    return text;
  }

  return {
    async initPayment(request) {
      const answer = textFields(await call('init_payment.php', initFields(request, options.testingMode)));
      const redirectUrl = answer.pg_redirect_url ?? '';
      if (!answer.pg_payment_id || !/^https?:\/\//i.test(redirectUrl)) {
        throw new FreedomPayError('response', 'malformed_response', 'init_payment.php answered no payment id or URL');
      }
      return { paymentId: answer.pg_payment_id, redirectUrl };
    },

    async getStatus(ref) {
      const fields: Record<string, string> =
        'paymentId' in ref ? { pg_payment_id: ref.paymentId } : { pg_order_id: ref.orderId };
      const report = parseStatusAnswer(await call('get_status3.php', fields));
      if (!report) throw new FreedomPayError('response', 'malformed_response', 'get_status3.php answer is incomplete');
      return report;
    },
    async revoke({ paymentId, amountTyiyn }) {
      if (amountTyiyn !== undefined && (!Number.isSafeInteger(amountTyiyn) || amountTyiyn <= 0)) {
        throw new RangeError(`A refund needs a positive amount in tyiyn, got ${amountTyiyn}`);
      }
      const fields: Record<string, string> = { pg_payment_id: paymentId };
      if (amountTyiyn !== undefined) fields.pg_refund_amount = tyiynToDecimal(amountTyiyn);
      await call('revoke.php', fields);
    },

    async checkCredentials() {
      const script = 'get_status3.php';
      let answer: XmlFields;
      try {
        answer = await exchange(script, { pg_order_id: `providers-check-${randomSalt()}` });
      } catch (error) {
        if (!(error instanceof FreedomPayError)) throw error;
        return { ok: false, reason: notFreedomPay(baseUrl, error) };
      }
      return judgeCredentials(answer, verifyXml(script, answer, options.secretKey), options.merchantId);
    },
  };
}

function notFreedomPay(baseUrl: string, error: FreedomPayError): string {
  if (error.code === 'malformed_response')
    return `${baseUrl} answered, but not a Freedom Pay answer (no XML pg_status)`;
  if (error.code === 'http_status') return `${error.description}: not Freedom Pay's API, or it is down`;
  return `cannot reach ${baseUrl}: ${error.description}`;
}

/**
 * Unsigned error codes: 9997 "Неверный номер магазина" (a third-party client's fixtures) and 101
 * (the KZ docs) for a merchant Freedom Pay does not know; 9998 "Некорректная подпись запроса" is what
 * a live call with a wrong key was recorded answering, though some docs give 9998 for an unknown
 * merchant too. See docs/decisions/044.
 */
const unknownMerchantCodes = new Set(['9997', '101']);

function judgeCredentials(answer: XmlFields, verified: boolean, merchantId: string): CredentialsCheck {
  if (verified) return { ok: true };
  const { pg_sig: signature, pg_error_code: code = '', pg_error_description: description = '' } = textFields(answer);
  const said = `Freedom Pay answered error ${code || '?'} "${description}"`;
  if (signature !== undefined) {
    return {
      ok: false,
      reason: 'the secret key is wrong: the signature of Freedom Pay’s answer does not verify with it',
    };
  }
  if (unknownMerchantCodes.has(code))
    return { ok: false, reason: `Freedom Pay does not know merchant id ${merchantId}: ${said}` };
  if (code === '9998') {
    return { ok: false, reason: `the secret key is wrong (or merchant id ${merchantId} unknown): ${said}, unsigned` };
  }
  return { ok: false, reason: `${said}, unsigned: the merchant id or secret key is not accepted` };
}

function initFields(request: InitPaymentRequest, testingMode: boolean): Record<string, string> {
  if (!Number.isSafeInteger(request.amountTyiyn) || request.amountTyiyn <= 0) {
    throw new RangeError(`A payment needs a positive amount in tyiyn, got ${request.amountTyiyn}`);
  }
  const fields: Record<string, string> = {
    pg_order_id: request.orderId,
    pg_amount: tyiynToDecimal(request.amountTyiyn),
    pg_currency: 'KGS',
    pg_description: request.description,
    pg_result_url: request.resultUrl,
    pg_request_method: 'POST',
    pg_success_url: request.successUrl,
    pg_success_url_method: 'GET',
    pg_failure_url: request.failureUrl,
    pg_failure_url_method: 'GET',
    pg_language: providerLanguage[request.language],
    pg_testing_mode: testingMode ? '1' : '0',
  };
  // The provider expects the phone as digits only (996700123456).
  if (request.userPhone) fields.pg_user_phone = request.userPhone.replace(/\D/g, '');
  if (request.userEmail) fields.pg_user_contact_email = request.userEmail;
  if (request.lifetimeSeconds !== undefined) fields.pg_lifetime = String(Math.trunc(request.lifetimeSeconds));
  return fields;
}
