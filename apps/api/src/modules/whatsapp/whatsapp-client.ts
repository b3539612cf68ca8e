import { z } from 'zod';
import { parseJson } from '../../lib/parse-json.js';

export interface WhatsappClientOptions {
  /** `https://graph.facebook.com`, or the sandbox's `…/_sandbox/whatsapp`. */
  graphUrl: string;
  /** The Graph API version in the path, `v23.0`. */
  apiVersion: string;
  /** A system user's access token, sent as `Authorization: Bearer …`. */
  accessToken: string;
  /** The business phone number's id (not the number itself). */
  phoneNumberId: string;
  /** Per request, including reading the body. */
  timeoutMs?: number;
}

/**
 * Error codes that mean "too much, too fast": come back later
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes):
 * 4 the app's call limit, 80007 the business account's, 130429 the number's throughput,
 * 131056 the pair rate (one business number to one customer).
 */
const RATE_LIMIT_CODES = new Set([4, 80007, 130429, 131056]);

/**
 * A Cloud API call that did not succeed. `code` is the Graph error's `code` (absent when the API
 * could not be reached or answered nonsense); `retryAfterSeconds` is the Retry-After header, when
 * the answer carried one.
 */
export class WhatsappError extends Error {
  override name = 'WhatsappError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** A rate limit: the same request succeeds later. */
  get rateLimited(): boolean {
    return this.status === 429 || (this.code !== undefined && RATE_LIMIT_CODES.has(this.code));
  }

  /** The request itself is wrong (a template, a number, a token): sending it again cannot help. */
  get permanent(): boolean {
    return !this.rateLimited && this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

// Graph API error shape (https://developers.facebook.com/docs/graph-api/guides/error-handling):
// `{ error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }`.
const GraphError = z.object({
  error: z
    .object({
      message: z.string().default(''),
      code: z.number().int(),
      error_data: z.object({ details: z.string().optional() }).loose().optional(),
    })
    .loose(),
});

// https://developers.facebook.com/documentation/business-messaging/whatsapp/reference/whatsapp-business-phone-number/message-api:
// `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id, message_status? }] }`.
const SentMessage = z.object({ messages: z.array(z.object({ id: z.string().min(1) }).loose()).min(1) }).loose();
const PhoneNumber = z
  .object({ id: z.string(), display_phone_number: z.string().optional(), verified_name: z.string().optional() })
  .loose();

export interface TemplateMessage {
  /** E.164 digits without the "+". */
  to: string;
  template: string;
  /** The approved template's language code (`ru`, `en`, `ky_KG`). */
  language: string;
  /** The body's `{{1}}`, `{{2}}`… in order. */
  params: string[];
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The store's adapter for the WhatsApp Cloud API: template messages and the number's details. */
export function createWhatsappClient(options: WhatsappClientOptions) {
  const base = `${options.graphUrl.replace(/\/+$/, '')}/${options.apiVersion}/${options.phoneNumberId}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      throw new WhatsappError(`WhatsApp could not be reached (${(cause as Error).name})`);
    }
    const json = parseJson(text);
    if (response.ok) return json;
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
    const refusal = GraphError.safeParse(json);
    if (!refusal.success) {
      throw new WhatsappError(
        `WhatsApp answered HTTP ${response.status} with an unexpected body`,
        response.status,
        undefined,
        retryAfterSeconds,
      );
    }
    const { code, message, error_data } = refusal.data.error;
    const details = error_data?.details ? ` (${error_data.details})` : '';
    throw new WhatsappError(`WhatsApp refused: ${code} ${message}${details}`, response.status, code, retryAfterSeconds);
  }

  return {
    /** Sends an approved template; resolves with its `wamid` once the Cloud API accepted it. */
    async sendTemplate(message: TemplateMessage): Promise<{ wamid: string }> {
      const answer = await call('POST', '/messages', {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: message.template,
          language: { code: message.language },
          components:
            message.params.length === 0
              ? []
              : [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
        },
      });
      const sent = SentMessage.safeParse(answer);
      if (!sent.success) throw new WhatsappError('WhatsApp accepted the message without a message id');
      return { wamid: sent.data.messages[0]!.id };
    },

    /** The business number as the token sees it: a harmless call that proves both (`npm run providers:check`). */
    async phoneNumber(): Promise<{ displayPhoneNumber?: string; verifiedName?: string }> {
      const number = PhoneNumber.safeParse(await call('GET', '?fields=display_phone_number,verified_name'));
      if (!number.success) throw new WhatsappError('WhatsApp answered the phone number with an unexpected body');
      return {
        ...(number.data.display_phone_number ? { displayPhoneNumber: number.data.display_phone_number } : {}),
        ...(number.data.verified_name ? { verifiedName: number.data.verified_name } : {}),
      };
    },
  };
}

export type WhatsappClient = ReturnType<typeof createWhatsappClient>;

/** The channel as configured: absent when the WHATSAPP_* settings are not set. */
export interface WhatsappChannel {
  client: WhatsappClient;
  appSecret: string;
  verifyToken: string;
}
