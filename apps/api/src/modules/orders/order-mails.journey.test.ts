import { type Language, languages } from '@aruu/contract/common';
import { OrderDetail } from '@aruu/contract/orders';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { aigerim, type CheckoutStore, cards, startCheckoutStore, type Tokens } from '../../../test/checkout-store.js';
import { type OrderToPlace, placeOrder } from '../../../test/orders.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows } from '../../../test/test-app.js';
import { MAIL_SEND_JOB } from '../mail/mail-jobs.js';

/**
 * The buyer's order confirmation and receipt as they leave over SMTP, parsed back: both parts
 * list the order's lines and totals exactly as the order page does, in the buyer's language.
 */
let store: CheckoutStore;
const smtp = await startSmtpTestServer();
beforeAll(async () => {
  store = await startCheckoutStore({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await store?.close();
  await smtp.close();
});

const BISHKEK = 5444;
const words = {
  ru: {
    subtotal: 'Товары на сумму',
    discount: 'Скидка по промокоду',
    points: 'Оплачено баллами',
    delivery: 'Доставка',
    total: 'Итого',
    hours: 'Часы работы: ежедневно с 10:00 до 21:00',
    som: 'сом',
  },
  en: {
    subtotal: 'Items',
    discount: 'Promo code discount',
    points: 'Paid with points',
    delivery: 'Delivery',
    total: 'Total',
    hours: 'Opening hours: daily from 10:00 to 21:00',
    som: 'som',
  },
  ky: {
    subtotal: 'Товарлардын суммасы',
    discount: 'Промокод боюнча арзандатуу',
    points: 'Упайлар менен төлөндү',
    delivery: 'Жеткирүү',
    total: 'Жалпы',
    hours: 'Иштөө убактысы: күн сайын саат 10:00дөн 21:00гө чейин',
    som: 'сом',
  },
} satisfies Record<Language, Record<string, string>>;

/** Som the way the mail writes them, with plain spaces: `1 250 сом`, `1,250.50 som`. */
function som(amount: number, lang: Language) {
  const tyiyn = Math.round(amount * 100);
  const locale = lang === 'en' ? 'en-US' : 'ru-RU';
  const digits = tyiyn % 100 === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(
    amount,
  );
  return plain(`${number} ${words[lang].som}`);
}

function plain(text: string) {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text part's table lines: `label (note): value`. */
const textLines = (mail: ParsedMail) => plain(mail.text ?? '').split('\n');

/** The HTML part's table rows read back into the same `label (note): value` lines. */
function htmlLines(mail: ParsedMail): string[] {
  const html = plain(String(mail.html));
  return [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) => {
    const cells = [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, cell]) => cell!);
    if (cells.length === 1) return decode(cells[0]!.replace('<br>', ': '));
    const [label, note] = cells[0]!.split('<br>');
    return `${decode(label!)}${note ? ` (${decode(note)})` : ''}: ${decode(cells[1]!)}`;
  });
}

/** What both parts must list of this order, line by line. */
function expectedLines(order: OrderDetail, lang: Language): string[] {
  const w = words[lang];
  const { totals } = order;
  return [
    ...order.items.map(
      (item) =>
        `${item.title} (${item.variation_name} · ${item.quantity} × ${som(item.unit_price, lang)}): ${som(item.line_total, lang)}`,
    ),
    `${w.subtotal}: ${som(totals.subtotal, lang)}`,
    ...(totals.discount > 0 ? [`${w.discount}: −${som(totals.discount, lang)}`] : []),
    ...(totals.points > 0 ? [`${w.points}: −${som(totals.points, lang)}`] : []),
    `${w.total}: ${som(totals.total, lang)}`,
  ];
}

function expectOrderIn(mail: ParsedMail, order: OrderDetail, lang: Language) {
  for (const lines of [textLines(mail), htmlLines(mail)]) {
    for (const line of expectedLines(order, lang)) expect(lines, JSON.stringify(lines)).toContain(line);
  }
}

async function mailsTo(email: string, orderId: number) {
  await queryRows(
    store.database,
    sql`update jobs set run_at = now() where kind = ${MAIL_SEND_JOB} and done_at is null`,
  );
  await store.app.jobs.runDueJobs();
  return smtp.received.filter(
    (mail) =>
      JSON.stringify(mail.to).includes(email) && new RegExp(`№${orderId}\\b|#${orderId}\\b`).test(mail.subject ?? ''),
  );
}

/**
 * A cart of three units of two products (600–1,200 som each), ordered in `lang` with WELCOME10
 * (10% off): at most 3,600 som, under Bishkek's free-delivery threshold (4,000), so the courier has a fee.
 * `then` is the delivery (a courier in Bishkek unless it says) and the offline payment, if any.
 */
async function orderWithPromo(
  tokens: Tokens,
  lang: Language,
  email: string,
  then: Pick<OrderToPlace, 'delivery' | 'payment'> = { delivery: { method: 'courier', city_code: BISHKEK } },
) {
  const rows = await queryRows<{ id: number }>(
    store.database,
    sql`select id from variations where stock >= 5 and price between 60000 and 120000 order by random() limit 2`,
  );
  const lines = rows.map((row) => ({ variationId: row.id, quantity: row === rows[0] ? 2 : 1 }));
  return placeOrder(store.app, tokens, { lines, lang, form: { ...aigerim, email, promo_code: 'WELCOME10' }, ...then });
}

describe('the order confirmation and the receipt', () => {
  it.each(languages)(
    'list lines, promo discount, points, delivery fee and total as the order has them (%s)',
    async (lang) => {
      const email = `receipt-${lang}@example.kg`;
      const tokens = await registerShopper(store.app);
      const created = await orderWithPromo(tokens, lang, email);
      expect(created.totals.discount).toBeGreaterThan(0);
      const udsCode = await store.addUdsCustomer(1000);
      const withPoints = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
        order_id: created.order_id,
        uds_code: udsCode,
        points: 30,
      });
      expect(withPoints.status, withPoints.text).toBe(200);
      const order = OrderDetail.parse(withPoints.body);
      expect(order.totals).toMatchObject({ points: 30 });
      expect(order.totals.delivery).toBeGreaterThan(0);

      const paymentUrl = await store.startPayment(tokens, order.order_id);
      const [confirmation, ...none] = await mailsTo(email, order.order_id);
      expect(none).toEqual([]);
      expectOrderIn(confirmation!, order, lang);
      const deliveryLine = `${words[lang].delivery}: ${som(order.totals.delivery, lang)}`;
      expect(textLines(confirmation!)).toContain(deliveryLine);
      expect(htmlLines(confirmation!)).toContain(deliveryLine);
      expect(confirmation!.text).toContain(`${store.origin}/order-tracking/${order.order_id}`);

      // A declined card and a second attempt: no second confirmation; paid, the receipt.
      await store.payOnHostedPage(paymentUrl, cards.declined);
      await store.payOnHostedPage(await store.startPayment(tokens, order.order_id), cards.success);
      const mails = await mailsTo(email, order.order_id);
      expect(mails).toHaveLength(2);
      const receipt = mails[1]!;
      expect(receipt.html).toContain(`lang="${lang}"`);
      expectOrderIn(receipt, order, lang);
      expect(textLines(receipt)).toContain(deliveryLine);
    },
  );

  it('of an order cancelled before it was paid shows no points: they went back to the buyer’s UDS account', async () => {
    const email = 'cancelled-points-ru@example.kg';
    const tokens = await registerShopper(store.app);
    const created = await orderWithPromo(tokens, 'ru', email);
    const udsCode = await store.addUdsCustomer(500);
    const withPoints = await store.api(tokens, 'POST', '/orders/set_uds_discount', {
      order_id: created.order_id,
      uds_code: udsCode,
      points: 200,
    });
    expect(withPoints.status, withPoints.text).toBe(200);
    const order = OrderDetail.parse(withPoints.body);
    await store.startPayment(tokens, order.order_id);
    const pointsLine = `${words.ru.points}: −${som(200, 'ru')}`;
    // Held at UDS while the buyer may pay: the confirmation says so.
    const [confirmation] = await mailsTo(email, order.order_id);
    expect(textLines(confirmation!)).toContain(pointsLine);

    expect((await store.api(tokens, 'DELETE', `/orders/delete/${order.order_id}`)).status).toBe(200);
    const [, cancelled, ...none] = await mailsTo(email, order.order_id);
    expect(none).toEqual([]);
    expect(cancelled!.subject).toMatch(/отмен/i);
    const withoutPoints = order.totals.total + 200;
    for (const lines of [textLines(cancelled!), htmlLines(cancelled!)]) {
      expect(lines.join('\n')).not.toContain(words.ru.points);
      expect(lines).toContain(`${words.ru.total}: ${som(withoutPoints, 'ru')}`);
    }
  });

  it('for pickup names the shop with its opening hours, and a cash order says how it is paid; the queue keeps no HTML', async () => {
    const email = 'pickup-ky@example.kg';
    const tokens = await registerShopper(store.app);
    const order = await orderWithPromo(tokens, 'ky', email, {
      delivery: { method: 'pickup', shop_id: 'vefa' },
      payment: 'cash',
    });
    // Queued, the mail is its template and data (a few hundred bytes), rendered when it is sent.
    const [queued] = await queryRows<{ payload: Record<string, unknown>; bytes: number }>(
      store.database,
      sql`select payload, octet_length(payload::text) as bytes from jobs
          where kind = ${MAIL_SEND_JOB} and payload->>'to' = ${email} and done_at is null`,
    );
    expect(queued!.payload).toMatchObject({
      template: 'order-status',
      subject: expect.stringContaining(`№${order.order_id}`),
    });
    expect(queued!.payload).not.toHaveProperty('html');
    expect(queued!.bytes).toBeLessThan(2000);
    const [confirmation] = await mailsTo(email, order.order_id);
    expectOrderIn(confirmation!, order, 'ky');
    for (const lines of [textLines(confirmation!), htmlLines(confirmation!)]) {
      expect(lines).toContain('Дүкөндөн алып кетүү: Бишкек, Горький көч., 27/1, «Вефа» соода борбору, 1-кабат');
      expect(lines).toContain(words.ky.hours);
      expect(lines).toContain('Төлөм: алганда накталай');
      expect(lines).toContain(`Буйрутманын номери: №${order.order_id}`);
      expect(lines).toContain(`${words.ky.delivery}: акысыз`);
    }
  });
});
