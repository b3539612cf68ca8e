import type { OrderChangePreview } from '@aruu/contract/order-changes';
import { pagePath } from '@aruu/contract/pages';
import { storeInfo } from '@aruu/contract/store-info';
import type { DbOrTx } from '../../db/client.js';
import { somToTyiyn } from '../../lib/money.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import type { OrderChangeEvent } from '../mail/templates/order-change.js';
import type { OrderRow } from '../orders/orders.service.js';
import type { WhatsappService } from '../whatsapp/whatsapp.service.js';
import type { OrderChangeRow } from './order-changes.repository.js';

/** "Title (shade) × 2" for each line the change takes out or puts in. */
function touchedLines(preview: OrderChangePreview): string[] {
  const named = (line: OrderChangePreview['after']['lines'][number]) =>
    `${line.title} (${line.variation_name}) × ${line.quantity}`;
  const same = (a: OrderChangePreview['after']['lines'][number], b: typeof a) =>
    a.order_item_id === b.order_item_id && a.quantity === b.quantity && a.variation_id === b.variation_id;
  const gone = preview.before.lines.filter((line) => !preview.after.lines.some((other) => same(line, other)));
  const come = preview.after.lines.filter((line) => !preview.before.lines.some((other) => same(line, other)));
  return [...gone.map((line) => `− ${named(line)}`), ...come.map((line) => `+ ${named(line)}`)];
}

/**
 * What the buyer and the shop are told of changes. Every notice to the buyer goes through
 * `notifyBuyer`: by mail in the order's language, rendered when sent, and a proposal also by
 * WhatsApp to a buyer who opted in (the channel's templates cover only what asks for an answer).
 */
export function createChangeNotices(deps: { queue: JobQueue; whatsapp: WhatsappService; publicUrl: string }) {
  const { queue, whatsapp, publicUrl } = deps;

  /** `link`: the proposal's page, for a proposal; the order's page otherwise. */
  async function notifyBuyer(
    tx: DbOrTx,
    order: OrderRow,
    event: OrderChangeEvent,
    change: OrderChangeRow,
    link?: string,
  ) {
    const preview = change.preview as OrderChangePreview;
    const mail = mailOf('order-change', {
      lang: order.language,
      name: order.customerName,
      orderId: order.id,
      event,
      lines: touchedLines(preview),
      note: change.note,
      totalTyiyn: somToTyiyn(event === 'withdrawn' ? preview.before.totals.total : preview.after.totals.total),
      refundTyiyn: event === 'withdrawn' ? 0 : somToTyiyn(preview.money.refund?.card ?? 0),
      pointsBack: event === 'withdrawn' ? 0 : (preview.money.refund?.points_back ?? 0),
      url: link ?? `${publicUrl}${pagePath('order', order.id)}`,
      answerBy: change.answerBy?.toISOString() ?? null,
    });
    await enqueueMail(
      queue,
      tx,
      { to: order.email, ...mail },
      { dedupeKey: `order-change-mail:${change.id}:${event}` },
    );
    if (event === 'proposed' && link) {
      await whatsapp.sendOrderMessage(tx, {
        orderId: order.id,
        template: 'order_change_proposed',
        params: { customer_name: order.customerName, order_id: String(order.id), order_url: link },
      });
    }
  }

  /** The shop's default applied because nobody answered in time: the shop hears of it (in Russian, its working language). */
  async function tellShopNoAnswer(tx: DbOrTx, order: OrderRow, change: OrderChangeRow) {
    const outcome = change.state === 'line_removed' ? 'товар убран из заказа' : 'предложение снято';
    const mail = mailOf('layout', {
      lang: 'ru',
      subject: `Заказ №${order.id}: покупатель не ответил на изменение — ${outcome}`,
      preview: `Срок ответа прошёл: ${outcome}.`,
      heading: `Заказ №${order.id}: нет ответа`,
      intro: [
        `Покупатель не ответил на предложенное изменение заказа №${order.id} вовремя: ${outcome}.`,
        ...touchedLines(change.preview as OrderChangePreview),
      ],
      action: { label: 'Открыть заказ', url: `${publicUrl}/staff/orders/${order.id}` },
      outro: [],
    });
    await enqueueMail(
      queue,
      tx,
      { to: storeInfo.email, ...mail },
      { dedupeKey: `order-change-shop-mail:${change.id}` },
    );
  }

  return { notifyBuyer, tellShopNoAnswer };
}

export type ChangeNotices = ReturnType<typeof createChangeNotices>;
