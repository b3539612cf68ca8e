import type { Language } from '@aruu/contract/common';
import type { OrderStatus } from '@aruu/contract/orders';
import { pagePath } from '@aruu/contract/pages';
import { formatMoney } from '@aruu/contract/som-text';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { parseJson } from '../../lib/parse-json.js';
import { type JobHandler, type JobQueue, PermanentJobError, RetryLaterError } from '../jobs/job-queue.js';
import { orderShop } from '../locations/locations.service.js';
import { optOutOfWhatsapp, whatsappOptedIn } from '../users/accounts.js';
import * as repo from './whatsapp.repository.js';
import { type WhatsappChannel, WhatsappError } from './whatsapp-client.js';
import { orderedParams, type TemplateParams, templateLanguage, type WhatsappTemplate } from './whatsapp-templates.js';
import { isSignedBy, isStopRequest, sameSecret, WebhookPayload } from './whatsapp-webhook.js';

export const WHATSAPP_SEND_JOB = 'whatsapp.send';
/** Attempts of one message before it is given up as failed (rate limits and outages included). */
const MAX_SEND_ATTEMPTS = 8;

const SendJob = z.object({ messageId: z.number().int() });

/** What an order's status message needs of the order (orders' `OrderRow` has it). */
export interface OrderFacts {
  id: number;
  customerName: string;
  total: number;
  language: Language;
  paymentMethod: string;
  pickupShopId: string | null;
}

export interface OrderMessage<T extends WhatsappTemplate> {
  orderId: number;
  template: T;
  params: TemplateParams<T>;
  /** At most one message of this template per order, however often this is called. */
  once?: boolean;
}

export type WhatsappService = ReturnType<typeof createWhatsappService>;

export function createWhatsappService(deps: {
  db: Db;
  queue: JobQueue;
  channel: WhatsappChannel | undefined;
  publicUrl: string;
}) {
  const { db, queue, channel, publicUrl } = deps;

  /**
   * Queues a template message about an order to its buyer, in the caller's transaction: only
   * when the channel is on and the order's account opted in. The job asks again when it sends.
   */
  async function sendOrderMessage<T extends WhatsappTemplate>(tx: DbOrTx, message: OrderMessage<T>) {
    if (!channel) return;
    const recipient = await repo.orderRecipient(tx, message.orderId);
    if (!recipient || !(await whatsappOptedIn(tx, recipient.userId))) return;
    if (message.once && (await repo.hasMessage(tx, message.orderId, message.template))) return;
    const row = await repo.insertMessage(tx, {
      orderId: message.orderId,
      userId: recipient.userId,
      phone: recipient.phone.replace(/^\+/, ''),
      template: message.template,
      language: templateLanguage[recipient.language],
      params: orderedParams(message.template, message.params),
    });
    await queue.enqueue(
      tx,
      WHATSAPP_SEND_JOB,
      { messageId: row.id },
      { dedupeKey: `whatsapp-send:${row.id}`, maxAttempts: MAX_SEND_ATTEMPTS },
    );
  }

  /**
   * Orders' port, beside the buyer's status mail: the order placed (paid by card, or placed to
   * pay in cash or by transfer), ready in the shop, handed to the courier. Once per order each.
   */
  async function orderStatusChanged(tx: DbOrTx, order: OrderFacts, status: OrderStatus) {
    const common = {
      customer_name: order.customerName,
      order_id: String(order.id),
      order_url: `${publicUrl}${pagePath('order', order.id)}`,
    };
    const placed = status === 'pay' || (status === 'processed' && order.paymentMethod !== 'card');
    if (placed) {
      const total = formatMoney(order.total, order.language);
      await sendOrderMessage(tx, {
        orderId: order.id,
        template: 'order_placed',
        params: { ...common, total },
        once: true,
      });
    } else if (status === 'ready') {
      const shop = await orderShop(tx, order.pickupShopId, order.language);
      const params = { ...common, shop: shop ? `${shop.name}, ${shop.address}` : '' };
      await sendOrderMessage(tx, { orderId: order.id, template: 'order_ready_for_pickup', params, once: true });
    } else if (status === 'delivery') {
      await sendOrderMessage(tx, {
        orderId: order.id,
        template: 'order_handed_to_courier',
        params: common,
        once: true,
      });
    }
  }

  /** The `whatsapp.send` job: one message, if its account still wants it. */
  const sendJob: JobHandler = async (payload, { attempt }) => {
    const job = SendJob.safeParse(payload);
    if (!job.success) throw new PermanentJobError('Not a WhatsApp message');
    const message = await repo.findMessage(db, job.data.messageId);
    if (message?.status !== 'queued') return;
    if (!channel) return repo.markUnsent(db, message.id, 'skipped', 'WhatsApp is off');
    // Opting out is honoured at once: a message queued before it is dropped here.
    if (!(await whatsappOptedIn(db, message.userId))) return repo.markUnsent(db, message.id, 'skipped', 'opted_out');
    try {
      const { wamid } = await channel.client.sendTemplate({
        to: message.phone,
        template: message.template,
        language: message.language,
        params: message.params,
      });
      await repo.markAccepted(db, message.id, wamid);
    } catch (error) {
      if (!(error instanceof WhatsappError)) throw error;
      if (error.permanent || attempt >= MAX_SEND_ATTEMPTS) {
        await repo.markUnsent(db, message.id, 'failed', error.message);
        throw new PermanentJobError(error.message);
      }
      if (error.rateLimited && error.retryAfterSeconds !== undefined) {
        throw new RetryLaterError(error.message, error.retryAfterSeconds * 1000);
      }
      throw error;
    }
  };

  /** The subscription handshake: the challenge back when the verify token is ours. */
  function verifySubscription(query: { mode?: string; verifyToken?: string; challenge?: string }): string {
    if (!channel) throw notFound('WhatsApp webhook');
    if (query.mode !== 'subscribe' || !sameSecret(query.verifyToken ?? '', channel.verifyToken) || !query.challenge) {
      throw new AppError('forbidden', 'whatsapp_verify_token_invalid', 'The verify token does not match');
    }
    return query.challenge;
  }

  /**
   * A webhook delivery: refused (401, nothing read) unless signed with the app secret; then
   * status updates move their messages forwards, and a STOP opts its number out.
   */
  async function receiveWebhook(rawBody: string, signature: string | undefined) {
    if (!channel) throw notFound('WhatsApp webhook');
    if (!isSignedBy(rawBody, signature, channel.appSecret)) {
      throw new AppError('unauthorized', 'whatsapp_signature_invalid', 'The webhook signature does not verify');
    }
    const payload = WebhookPayload.safeParse(parseJson(rawBody));
    if (!payload.success) throw new AppError('invalid_data', 'bad_request', 'Not a WhatsApp webhook payload');
    await db.transaction(async (tx) => {
      for (const change of payload.data.entry.flatMap((entry) => entry.changes)) {
        for (const update of change.value.statuses ?? []) await applyStatus(tx, update);
        for (const inbound of change.value.messages ?? []) {
          if (isStopRequest(inbound)) {
            await optOutOfWhatsapp(tx, { userIds: await repo.usersMessagedAt(tx, inbound.from), phone: inbound.from });
          }
        }
      }
    });
  }

  async function applyStatus(tx: DbOrTx, update: NonNullable<WebhookStatuses>[number]) {
    const status = update.status;
    if (status !== 'sent' && status !== 'delivered' && status !== 'read' && status !== 'failed') return;
    const error = update.errors?.map((each) => `${each.code} ${each.title ?? ''}`.trim()).join('; ');
    await repo.applyStatus(tx, {
      wamid: update.id,
      status,
      at: new Date(Number(update.timestamp) * 1000),
      ...(error ? { error } : {}),
    });
  }

  return {
    sendOrderMessage,
    orderStatusChanged,
    sendJob,
    verifySubscription,
    receiveWebhook,
  };
}

type WebhookStatuses = WebhookPayload['entry'][number]['changes'][number]['value']['statuses'];
