import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the
 * raw body keyed by the app secret
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/overview):
 * the body as it arrived, before any JSON parsing, since a re-serialised body differs (Meta
 * escapes non-ASCII characters as \uXXXX).
 */
export function webhookSignature(rawBody: string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isSignedBy(rawBody: string, signature: string | undefined, appSecret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(webhookSignature(rawBody, appSecret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Equal strings, compared in constant time (the verify token of the subscription handshake). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// The `messages` field's payload
// (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages):
// `{ object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages', value }] }] }`
// where `value` holds `statuses` of messages we sent and/or `messages` the customer sent us.
// Loose: Meta adds fields (pricing, conversation, contacts…) that the store does not read.
const StatusUpdate = z
  .object({
    id: z.string(),
    status: z.string(),
    timestamp: z.string().regex(/^\d+$/),
    recipient_id: z.string().optional(),
    errors: z.array(z.object({ code: z.number(), title: z.string().optional() }).loose()).optional(),
  })
  .loose();
const InboundMessage = z
  .object({
    from: z.string(),
    type: z.string(),
    text: z.object({ body: z.string() }).loose().optional(),
    /** A quick-reply button's answer, e.g. the "Stop promotions" button of a marketing template. */
    button: z.object({ text: z.string().optional(), payload: z.string().optional() }).loose().optional(),
  })
  .loose();
export const WebhookPayload = z
  .object({
    object: z.string(),
    entry: z.array(
      z
        .object({
          changes: z.array(
            z
              .object({
                field: z.string(),
                value: z
                  .object({
                    statuses: z.array(StatusUpdate).optional(),
                    messages: z.array(InboundMessage).optional(),
                  })
                  .loose(),
              })
              .loose(),
          ),
        })
        .loose(),
    ),
  })
  .loose();
export type WebhookPayload = z.infer<typeof WebhookPayload>;

/**
 * What ends the messages: STOP in English and Russian, ТОКТОТ in Kyrgyz, and the "Stop promotions"
 * button Meta adds to marketing templates (our templates are utility ones, but a shopper may
 * answer with its words all the same).
 */
const STOP_WORDS = new Set(['stop', 'стоп', 'токтот', 'stop promotions']);

export function isStopRequest(message: z.infer<typeof InboundMessage>): boolean {
  const said = message.text?.body ?? message.button?.text ?? message.button?.payload ?? '';
  return STOP_WORDS.has(
    said
      .trim()
      .replace(/[\s.!]+$/u, '')
      .toLocaleLowerCase(),
  );
}
