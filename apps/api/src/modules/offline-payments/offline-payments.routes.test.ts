import { ErrorResponse } from '@aruu/contract/errors';
import { LegalEntityAnswer, type LegalEntityBody } from '@aruu/contract/offline-payments';
import { OrderDetail } from '@aruu/contract/orders';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { type MailData, type MailTemplate, renderTemplate } from '../mail/mail-templates.js';

const ctx = useTestApp();

type Tokens = { access_token: string; user: { id: number; email: string } };

function call(
  tokens: { access_token: string } | undefined,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const codeOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error.code;

let taken = 0;
async function freshVariation() {
  const [row] = await queryRows<{ id: number; stock: number }>(
    ctx.database,
    sql`select id, stock from variations where stock >= 5 order by id offset ${taken} limit 1`,
  );
  taken += 1;
  return row!;
}

const stockOf = async (variationId: number) =>
  (await queryRows<{ stock: number }>(ctx.database, sql`select stock from variations where id = ${variationId}`))[0]!
    .stock;

/** An unpaid order for pickup in a shop, as checkout leaves it before the payment step. */
async function orderForPickup(tokens: Tokens, quantity = 2) {
  const variation = await freshVariation();
  const order = await placeOrder(ctx.app, tokens, {
    lines: [{ variationId: variation.id, quantity }],
    delivery: { method: 'pickup', shop_id: 'tsum' },
  });
  return { order, variation };
}

async function place(tokens: Tokens, orderId: number, method: 'cash' | 'bank_transfer') {
  return call(tokens, 'POST', '/orders/place_offline', { order_id: orderId, payment_method: method });
}

const markPaid = (staff: SignedInStaff, orderId: number) =>
  call(staff, 'POST', `/staff/orders/${orderId}/mark-paid`, {});
const fulfil = (staff: SignedInStaff, orderId: number, status: string) =>
  call(staff, 'POST', `/staff/orders/${orderId}/fulfil`, { status });

async function auditOf(orderId: number) {
  return queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    ctx.database,
    sql`select action, actor_id, before, after from audit_entries
        where object_type = 'order' and object_id = ${String(orderId)} order by id`,
  );
}

/** A queued mail (its template and data) as it will be sent. */
const rendered = (payload: QueuedMail) => ({ to: payload.to, ...renderTemplate(payload.template, payload.data) });
type QueuedMail = { to: string; template: MailTemplate; data: MailData<MailTemplate> };

/** Mails queued to an address, newest last. */
async function mailsTo(email: string) {
  const rows = await queryRows<{ payload: QueuedMail }>(
    ctx.database,
    sql`select payload from jobs where kind = 'mail.send' and payload->>'to' = ${email} order by id`,
  );
  return rows.map((row) => rendered(row.payload));
}

/** Runs the order's expiry jobs as if their time had come (the order's own deadline moved first). */
async function runExpiry(orderId: number) {
  await queryRows(ctx.database, sql`update orders set expires_at = now() - interval '1 minute' where id = ${orderId}`);
  await queryRows(
    ctx.database,
    sql`update jobs set run_at = now() where kind = 'orders.expire' and payload->>'orderId' = ${String(orderId)}`,
  );
  await ctx.app.jobs.runDueJobs();
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

const company: LegalEntityBody = {
  organisation_name: 'ОсОО «Өнүгүү Саңат Түштүк»',
  inn: '01234567891234',
  legal_address: 'Бишкек ш., Чүй проспекти, 120',
  bank_name: 'ОАО «Бакай Банк»',
  bic: '109018',
  bank_account: '1090180000123456',
};

let staff: Record<'manager' | 'warehouse', SignedInStaff>;
beforeAll(async () => {
  staff = { manager: await signInStaff(ctx, 'manager'), warehouse: await signInStaff(ctx, 'warehouse') };
});

describe('a cash order', () => {
  it('goes from checkout to staff confirmation, is marked paid once, and on to delivered', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const { order, variation } = await orderForPickup(tokens);

    const placed = await place(tokens, order.order_id, 'cash');
    expect(placed.statusCode, placed.body).toBe(200);
    const waiting = OrderDetail.parse(placed.json());
    expect(waiting).toMatchObject({ status: 'processed', payment_method: 'cash', paid: false, expires_at: null });
    expect(waiting.timeline.at(-1)).toMatchObject({ status: 'processed', actor: 'buyer', note: 'awaiting_cash' });
    // A repeated click answers the placed order; no second notice goes to the shop.
    expect((await place(tokens, order.order_id, 'cash')).statusCode).toBe(200);

    // The shop is told at once, as for a paid card order; the buyer is told to pay in cash.
    const shopMails = await queryRows<{ payload: QueuedMail }>(
      ctx.database,
      sql`select payload from jobs where dedupe_key = ${`shop-new-order-mail:${order.order_id}`}`,
    );
    expect(shopMails).toHaveLength(1);
    expect(rendered(shopMails[0]!.payload).text).toContain('наличными');
    const buyerMails = await mailsTo(tokens.user.email);
    expect(buyerMails).toHaveLength(1);
    expect(buyerMails[0]!.text).toContain('Оплатите наличными');
    expect(buyerMails[0]!.text).not.toContain('Оплатите его');

    // No card step, and the order cannot be changed any more.
    const card = await call(tokens, 'POST', '/payments/get_payment_url', { order_id: order.order_id });
    expect(card.statusCode).toBe(409);
    expect(codeOf(card)).toBe('order_not_payable');
    const delivery = await call(tokens, 'POST', '/orders/set_delivery', {
      order_id: order.order_id,
      delivery: { method: 'pickup', shop_id: 'vefa' },
    });
    expect(codeOf(delivery)).toBe('order_not_editable');

    // The unpaid-order job leaves it waiting: its stock stays reserved.
    await runExpiry(order.order_id);
    const afterExpiry = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(afterExpiry.status).toBe('processed');
    expect(await stockOf(variation.id)).toBe(variation.stock - 2);

    // Warehouse staff may not take money; a manager marks it paid, twice, recorded once.
    const byWarehouse = await markPaid(staff.warehouse, order.order_id);
    expect(byWarehouse.statusCode).toBe(403);
    const first = await markPaid(staff.manager, order.order_id);
    expect(first.statusCode, first.body).toBe(200);
    const paid = StaffOrderDetail.parse(first.json());
    expect(paid).toMatchObject({ status: 'pay', payment_method: 'cash' });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.timeline.at(-1)).toMatchObject({ status: 'pay', actor: 'staff' });
    expect(paid.timeline.at(-1)!.note).toMatch(/^cash_payment_received · \S/);
    const second = await markPaid(staff.manager, order.order_id);
    expect(second.statusCode).toBe(200);
    expect(StaffOrderDetail.parse(second.json()).paid_at).toBe(paid.paid_at);
    expect(StaffOrderDetail.parse(second.json()).timeline).toHaveLength(paid.timeline.length);

    const audit = await auditOf(order.order_id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.marked_paid',
      actor_id: staff.manager.userId,
      before: { status: 'processed', paid_at: null },
      after: { status: 'pay', method: 'cash', amount: Math.round(order.totals.total * 100), paid_at: paid.paid_at },
    });
    const payments = await queryRows<{ method: string; amount: number; recorded_by: number }>(
      ctx.database,
      sql`select method, amount, recorded_by from offline_payments where order_id = ${order.order_id}`,
    );
    expect(payments).toEqual([
      { method: 'cash', amount: Math.round(order.totals.total * 100), recorded_by: staff.manager.userId },
    ]);

    for (const status of ['assembly', 'ready', 'delivered']) {
      const moved = await fulfil(staff.warehouse, order.order_id, status);
      expect(moved.statusCode, `${status}: ${moved.body}`).toBe(200);
    }
    const done = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(done).toMatchObject({ status: 'delivered', paid: true });
  });

  it('may be assembled before its money comes, marked paid later, and restocked if cancelled unpaid', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const first = await orderForPickup(tokens);
    expect((await place(tokens, first.order.order_id, 'cash')).statusCode).toBe(200);
    const detail = StaffOrderDetail.parse(
      (await call(staff.warehouse, 'GET', `/staff/orders/${first.order.order_id}`)).json(),
    );
    expect(detail.actions.map((action) => action.status)).toContain('assembly');
    expect((await fulfil(staff.warehouse, first.order.order_id, 'assembly')).statusCode).toBe(200);
    const paid = StaffOrderDetail.parse((await markPaid(staff.manager, first.order.order_id)).json());
    expect(paid.status).toBe('assembly');
    expect(paid.paid_at).not.toBeNull();

    const second = await orderForPickup(tokens);
    expect((await place(tokens, second.order.order_id, 'cash')).statusCode).toBe(200);
    expect((await fulfil(staff.warehouse, second.order.order_id, 'assembly')).statusCode).toBe(200);
    const cancelled = await call(staff.manager, 'POST', `/staff/orders/${second.order.order_id}/cancel`, {
      note: 'Покупатель отказался',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(second.variation.id)).toBe(second.variation.stock);
    const late = await markPaid(staff.manager, second.order.order_id);
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('order_not_payable');
  });
});

describe('a card order', () => {
  it('keeps its card-only rules: staff neither mark it paid nor assemble it unpaid', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const { order } = await orderForPickup(tokens);
    const response = await markPaid(staff.manager, order.order_id);
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('not_offline_order');
    expect(await auditOf(order.order_id)).toEqual([]);
    expect(codeOf(await fulfil(staff.manager, order.order_id, 'assembly'))).toBe('invalid_status_transition');
    const invoice = await call(tokens, 'GET', `/orders/${order.order_id}/invoice`);
    expect(invoice.statusCode).toBe(409);
    expect((await markPaid(staff.manager, 2_147_483_000)).statusCode).toBe(404);
  });
});

describe('placing an order to pay without a card', () => {
  it("is the buyer's own, needs delivery chosen and a payment time not yet run out", async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const { order } = await orderForPickup(tokens);
    const stranger = (await registerShopper(ctx.app)) as Tokens;
    expect((await place(stranger, order.order_id, 'cash')).statusCode).toBe(404);
    await queryRows(ctx.database, sql`update orders set delivery_method = null where id = ${order.order_id}`);
    expect(codeOf(await place(tokens, order.order_id, 'cash'))).toBe('delivery_required');
    await queryRows(
      ctx.database,
      sql`update orders set delivery_method = 'pickup', expires_at = now() - interval '1 minute' where id = ${order.order_id}`,
    );
    const late = await place(tokens, order.order_id, 'cash');
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('order_not_payable');
    const unchanged = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(unchanged.payment_method).toBe('card');
  });
});

describe('a bank-transfer order', () => {
  it('is refused to an account without complete company details, which are checked field by field', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const { order } = await orderForPickup(tokens);
    const refused = await place(tokens, order.order_id, 'bank_transfer');
    expect(refused.statusCode).toBe(422);
    expect(ErrorResponse.parse(refused.json()).error).toMatchObject({ code: 'legal_entity_required' });
    expect(LegalEntityAnswer.parse((await call(tokens, 'GET', '/users/legal_entity')).json())).toEqual({
      legal_entity: null,
    });

    const invalid = await call(tokens, 'PUT', '/users/legal_entity', {
      ...company,
      organisation_name: ' ',
      inn: '1234',
      bic: '10901',
      bank_account: '12-34',
    });
    expect(invalid.statusCode).toBe(400);
    const { fields } = ErrorResponse.parse(invalid.json()).error;
    expect(fields).toMatchObject({
      organisation_name: { code: 'required' },
      inn: { code: 'invalid_inn' },
      bic: { code: 'invalid_bic' },
      bank_account: { code: 'invalid_bank_account' },
    });
    // The order stayed as it was: still a card order, payable.
    const still = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(still).toMatchObject({ status: 'processed', payment_method: 'card' });
  });

  it('has an invoice PDF for its buyer and staff, with both parties, items and total; lapses unpaid', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    const saved = await call(tokens, 'PUT', '/users/legal_entity', company);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(LegalEntityAnswer.parse(saved.json()).legal_entity).toEqual(company);
    const { order, variation } = await orderForPickup(tokens, 3);
    const placed = await place(tokens, order.order_id, 'bank_transfer');
    expect(placed.statusCode, placed.body).toBe(200);
    const waiting = OrderDetail.parse(placed.json());
    expect(waiting.payment_method).toBe('bank_transfer');
    // Valid three business days: at least three calendar days, at most five (a weekend between).
    const validFor = new Date(waiting.expires_at!).getTime() - Date.now();
    expect(validFor).toBeGreaterThan(3 * 24 * 3600_000 - 3600_000);
    expect(validFor).toBeLessThan(6 * 24 * 3600_000);

    const download = await call(tokens, 'GET', `/orders/${order.order_id}/invoice`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`aruu-invoice-${order.order_id}.pdf`);
    const text = await pdfText(download.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${order.order_id}`);
    // The seller: the sandbox's sample details from the configuration.
    expect(text).toContain('ОсОО «Аруу» (образец)');
    expect(text).toContain('ИНН 00000000000000');
    // The buyer, Kyrgyz letters included.
    expect(text).toContain(company.organisation_name);
    expect(text).toContain(`ИНН ${company.inn}`);
    expect(text).toContain(company.bank_account);
    expect(text).toContain(order.items[0]!.title);
    // Whole som without a fraction, tyiyn as two digits only when there are some (the shop's one rule).
    const som = (value: number) =>
      new Intl.NumberFormat('ru-RU', {
        minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
        maximumFractionDigits: 2,
      })
        .format(value)
        .replace(/\s/g, ' ');
    expect(text.replace(/\s/g, ' ')).toContain(`Итого к оплате ${som(waiting.totals.total)}`);
    expect(text).toMatch(/Всего к оплате: [А-Я][а-я ]+ сом \d\d тыйын/);

    // Nobody else's: another shopper gets 404, staff who read orders get the same file.
    const stranger = (await registerShopper(ctx.app)) as Tokens;
    expect((await call(stranger, 'GET', `/orders/${order.order_id}/invoice`)).statusCode).toBe(404);
    const forStaff = await call(staff.warehouse, 'GET', `/staff/orders/${order.order_id}/invoice`);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.rawPayload.equals(download.rawPayload)).toBe(true);
    // Bank transfer is assembled once paid, not before.
    expect(codeOf(await fulfil(staff.manager, order.order_id, 'assembly'))).toBe('invalid_status_transition');

    // Unpaid when the invoice lapses: cancelled, its stock back on sale.
    await runExpiry(order.order_id);
    const lapsed = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(lapsed.status).toBe('cancelled');
    expect(lapsed.timeline.at(-1)).toMatchObject({ status: 'cancelled', actor: 'system', note: 'invoice_expired' });
    expect(await stockOf(variation.id)).toBe(variation.stock);
  });

  it('is drawn in the order’s language, its lines named from the catalogue in it (issue 29)', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    expect((await call(tokens, 'PUT', '/users/legal_entity', company)).statusCode).toBe(200);
    const { order } = await orderForPickup(tokens);
    expect((await place(tokens, order.order_id, 'bank_transfer')).statusCode).toBe(200);
    // Placed in Russian, the line's snapshot Russian; the order's language is now English.
    await queryRows(
      ctx.database,
      sql`update order_items set title = 'Шампунь (снимок)', variation_name = '250 мл' where order_id = ${order.order_id}`,
    );
    await queryRows(ctx.database, sql`update orders set language = 'en' where id = ${order.order_id}`);
    await queryRows(
      ctx.database,
      sql`update products set title_en = 'Invoice test shampoo', title_ky = 'Эсеп үчүн шампунь'
          where id = ${order.items[0]!.product_id}`,
    );

    const english = await pdfText((await call(tokens, 'GET', `/orders/${order.order_id}/invoice`)).rawPayload);
    expect(english).toContain(`Invoice No. ${order.order_id}`);
    expect(english).toContain('Invoice test shampoo');
    expect(english).not.toContain('Шампунь (снимок)');
    expect(english).not.toContain('Счёт');
    expect(english).toMatch(/Amount due: [A-Z][a-z -]+ som \d\d tyiyn/);

    await queryRows(ctx.database, sql`update orders set language = 'ky' where id = ${order.order_id}`);
    const kyrgyz = await pdfText(
      (await call(staff.manager, 'GET', `/staff/orders/${order.order_id}/invoice`)).rawPayload,
    );
    expect(kyrgyz).toContain(`№ ${order.order_id} төлөм эсеби`);
    expect(kyrgyz).toContain('Эсеп үчүн шампунь');
    expect(kyrgyz).toMatch(/Төлөнүүчү жалпы сумма: [А-ЯӨҮҢ][а-яөүң ]+ сом \d\d тыйын/);
  });

  it('is marked paid by a manager and then assembled', async () => {
    const tokens = (await registerShopper(ctx.app)) as Tokens;
    expect((await call(tokens, 'PUT', '/users/legal_entity', company)).statusCode).toBe(200);
    const { order } = await orderForPickup(tokens);
    expect((await place(tokens, order.order_id, 'bank_transfer')).statusCode).toBe(200);
    const paid = await markPaid(staff.manager, order.order_id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(StaffOrderDetail.parse(paid.json()).timeline.at(-1)!.note).toMatch(/^bank_transfer_payment_received · /);
    expect((await fulfil(staff.warehouse, order.order_id, 'assembly')).statusCode).toBe(200);
    const audit = await auditOf(order.order_id);
    expect(audit.map((entry) => entry.action)).toEqual(['order.marked_paid', 'order.status_changed']);
  });
});
