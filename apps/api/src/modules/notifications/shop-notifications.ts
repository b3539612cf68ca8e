import { storeInfo } from '@aruu/contract/store-info';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { type JobHandler, type JobQueue, PermanentJobError, RetryLaterError } from '../jobs/job-queue.js';
import { orderShop } from '../locations/locations.service.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import type { OrderItemRow, OrderRow, ShopNotice } from '../orders/orders.service.js';
import {
  type NewOrderFacts,
  newOrderMailLines,
  newOrderPreview,
  newOrderSubject,
  newOrderTelegramText,
} from './new-order-texts.js';
import { type TelegramClient, TelegramError } from './telegram-client.js';

export const TELEGRAM_SEND_JOB = 'telegram.send';

const TelegramJob = z.object({ text: z.string().min(1) });

export interface ShopNotificationsOptions {
  queue: JobQueue;
  /** Absent when TELEGRAM_BOT_TOKEN is not set: the shop is told by email only. */
  telegram?: { client: TelegramClient; chatId: string };
  /** The store's origin, for the link to the staff app's order page. */
  publicUrl: string;
}

/** The `telegram.send` job: one message to the shop's chat. */
export function sendTelegramJob(telegram: { client: TelegramClient; chatId: string }): JobHandler {
  return async (payload) => {
    const job = TelegramJob.safeParse(payload);
    if (!job.success) throw new PermanentJobError('Not a Telegram message');
    try {
      await telegram.client.sendMessage({ chatId: telegram.chatId, text: job.data.text, parseMode: 'HTML' });
    } catch (error) {
      if (!(error instanceof TelegramError)) throw error;
      if (error.retryAfterSeconds !== undefined)
        throw new RetryLaterError(error.message, error.retryAfterSeconds * 1000);
      // A wrong token, an unknown chat, a bot removed from it: retrying cannot help, an operator must.
      if (error.errorCode !== undefined && [400, 401, 403, 404].includes(error.errorCode)) {
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
  };
}

/**
 * Tells the shop about an order it must now assemble, by email to the shop's address and by
 * Telegram to the shop's chat. Each is its own job, queued in the transaction that changed the
 * order and keyed by the order, so each goes out once per order however often this is called,
 * and a Telegram outage never sends the email twice. Delivery is at-least-once: a process
 * that dies after Telegram accepted but before the job was marked done sends it again.
 */
export function createShopNotifications(options: ShopNotificationsOptions): ShopNotice {
  const { queue, telegram, publicUrl } = options;

  /** Call inside the transaction that made the order the shop's to assemble. */
  async function orderToAssemble(tx: DbOrTx, order: OrderRow, items: OrderItemRow[]) {
    const facts: NewOrderFacts = {
      order,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      staffUrl: `${publicUrl}/staff/orders/${order.id}`,
      // In Russian, the shop's working language, like the rest of the message.
      shop: order.deliveryMethod === 'pickup' ? await orderShop(tx, order.pickupShopId, 'ru') : null,
    };
    const mail = mailOf('layout', {
      lang: 'ru',
      subject: newOrderSubject(facts),
      preview: newOrderPreview(facts),
      heading: `Новый заказ №${order.id}`,
      intro: newOrderMailLines(facts),
      action: { label: 'Открыть заказ', url: facts.staffUrl },
      outro: [],
    });
    await enqueueMail(queue, tx, { to: storeInfo.email, ...mail }, { dedupeKey: `shop-new-order-mail:${order.id}` });
    if (telegram) {
      await queue.enqueue(
        tx,
        TELEGRAM_SEND_JOB,
        { text: newOrderTelegramText(facts) },
        { dedupeKey: `shop-new-order-telegram:${order.id}` },
      );
    }
  }

  return { orderToAssemble };
}
