import { createHmac, randomBytes } from 'node:crypto';

/**
 * Webhooks as Meta delivers them
 * (https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/overview):
 * a POST of `{ object: 'whatsapp_business_account', entry: [{ id, changes: [{ field: 'messages',
 * value }] }] }`, signed in `X-Hub-Signature-256` with `sha256=` and the hex HMAC-SHA256 of the
 * body keyed by the app secret.
 */
export interface WebhookTarget {
  /** The store's webhook URL. */
  url: string;
  appSecret: string;
  phoneNumberId: string;
}

const SANDBOX_WABA_ID = '100000000000002';
const SANDBOX_DISPLAY_NUMBER = '996555000000';

const unixSeconds = () => String(Math.floor(Date.now() / 1000));

function envelope(target: WebhookTarget, value: object) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: SANDBOX_WABA_ID,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: SANDBOX_DISPLAY_NUMBER, phone_number_id: target.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A status of a message the business sent (`sent`, `delivered`, `read`, `failed` with its errors). */
export function statusPayload(target: WebhookTarget, update: { wamid: string; status: string; recipient: string }) {
  return envelope(target, {
    statuses: [
      {
        id: update.wamid,
        status: update.status,
        timestamp: unixSeconds(),
        recipient_id: update.recipient,
        ...(update.status === 'failed'
          ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
          : {}),
      },
    ],
  });
}

/** A text the customer wrote to the business. */
export function inboundTextPayload(target: WebhookTarget, message: { from: string; text: string }) {
  return envelope(target, {
    contacts: [{ profile: { name: 'Sandbox customer' }, wa_id: message.from }],
    messages: [
      {
        from: message.from,
        id: `wamid.${randomBytes(24).toString('base64url')}`,
        timestamp: unixSeconds(),
        type: 'text',
        text: { body: message.text },
      },
    ],
  });
}

/** Posts a payload to the store signed with `secret` (the app secret, or a wrong one to try a forgery); answers the store's status. */
export async function deliverWebhook(url: string, payload: object, secret: string): Promise<number> {
  const body = JSON.stringify(payload);
  const signature = `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}
