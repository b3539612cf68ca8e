import { tyiynToDecimal } from './amount.js';
import { parseFlatXml } from './flat-xml.js';
import { FreedomPayError } from './freedom-pay-error.js';
import { type PaymentStatusReport, parseStatusAnswer } from './payment-status.js';
import { randomSalt, signParams, verifyParams } from './signature.js';

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

export interface FreedomPayClient {
  initPayment(request: InitPaymentRequest): Promise<InitPaymentResult>;
  getStatus(request: PaymentRef): Promise<PaymentStatusReport>;
  /**
   * Refunds a completed payment through revoke.php: in full without `amountTyiyn`, else that part
   * of it (`pg_refund_amount`; several partial refunds may follow each other up to the amount paid).
   * The provider takes no idempotency key: check `getStatus(…).refundedTyiyn` before repeating one.
   */
  revoke(request: { paymentId: string; amountTyiyn?: number }): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** The provider calls Kyrgyz `kg`. */
const providerLanguage: Record<PaymentLanguage, string> = { ru: 'ru', en: 'en', ky: 'kg' };

export function createFreedomPayClient(options: FreedomPayClientOptions): FreedomPayClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** POSTs signed form fields to `${baseUrl}/${script}` and returns the answer's verified fields. */
  async function call(script: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const params: Record<string, string> = { ...fields, pg_merchant_id: options.merchantId, pg_salt: randomSalt() };
    params.pg_sig = signParams(script, params, options.secretKey);
    const text = await post(`${baseUrl}/${script}`, params);
    const answer = parseFlatXml(text);
    if (!answer?.pg_status)
      throw new FreedomPayError('response', 'malformed_response', `${script} answered no pg_status`);
    if (answer.pg_status === 'error') {
      // An error answer is not trusted for anything but failing, so its signature does not matter.
      const code = answer.pg_error_code || 'unknown';
      throw new FreedomPayError('provider', code, answer.pg_error_description || 'no description');
    }
    if (!verifyParams(script, answer, options.secretKey)) {
      throw new FreedomPayError('response', 'bad_signature', `${script} answer has a wrong pg_sig`);
    }
    if (answer.pg_status !== 'ok') {
      throw new FreedomPayError('response', 'malformed_response', `${script} answered pg_status=${answer.pg_status}`);
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
      const answer = await call('init_payment.php', initFields(request, options.testingMode));
      const redirectUrl = answer.pg_redirect_url ?? '';
      if (!answer.pg_payment_id || !/^https?:\/\//i.test(redirectUrl)) {
        throw new FreedomPayError('response', 'malformed_response', 'init_payment.php answered no payment id or URL');
      }
      return { paymentId: answer.pg_payment_id, redirectUrl };
    },

    async getStatus(ref) {
      const fields: Record<string, string> =
        'paymentId' in ref ? { pg_payment_id: ref.paymentId } : { pg_order_id: ref.orderId };
      const answer = await call('get_status3.php', fields);
      const report = parseStatusAnswer(answer);
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
  };
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
