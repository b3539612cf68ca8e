import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, uniqueEmail, uniqueIp } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { listSandboxMails } from '../mail/sandbox-mail.repository.js';

// Without SMTP_URL the store's mail lands in the sandbox mailbox, where these tests read it.
const ctx = useTestApp();

type Tokens = { access_token: string; user: { id: number; email: string } };

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  tokens?: { access_token: string },
  ip = uniqueIp(),
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const subscribe = (body: object, tokens?: Tokens, ip?: string) => call('POST', '/stock_alerts', body, tokens, ip);

/** A variation of its own product, sold out (`stock` 0) unless told otherwise. */
let used = 0;
async function variation(stock = 0) {
  const [row] = await queryRows<{ id: number; product_id: number; title: string; title_en: string }>(
    ctx.database,
    sql`select v.id, v.product_id, p.title_ru as title, p.title_en from variations v join products p on p.id = v.product_id
        where (select count(*) from variations w where w.product_id = v.product_id) = 1
        order by v.id offset ${used++} limit 1`,
  );
  await queryRows(ctx.database, sql`update variations set stock = ${stock} where id = ${row!.id}`);
  return row!;
}

async function mailsTo(email: string) {
  await ctx.app.jobs.runDueJobs();
  return listSandboxMails(ctx.database.db, { to: email, limit: 20 });
}

const alertsOf = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from stock_alerts where email = ${email}`,
    )
  )[0]!.n;

const deliver = (staff: SignedInStaff, variationId: number, quantity: number) =>
  call('POST', `/staff/stock/variations/${variationId}/adjustments`, { reason: 'delivery', quantity }, staff);

let warehouse: SignedInStaff;
beforeAll(async () => {
  warehouse = await signInStaff(ctx, 'warehouse');
});

describe('subscribing', () => {
  it('answers a guest 204 alike for a new and a repeated alert, and confirms only the first by mail', async () => {
    const sold = await variation();
    const email = uniqueEmail('guest');
    const first = await subscribe({ variation_id: sold.id, email, language: 'en' });
    expect(first.statusCode, first.body).toBe(204);
    const again = await subscribe({ variation_id: sold.id, email: email.toUpperCase(), language: 'en' });
    expect(again.statusCode).toBe(204);
    expect(again.body).toBe(first.body);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`Aruu: we will tell you when “${sold.title_en}” is back`]);
    expect(mails[0]!.text).toContain('/stock-alerts/unsubscribe?token=');
    expect(await alertsOf(email)).toBe(1);
  });

  it('wants an email from a guest, refuses an in-stock or unknown variation', async () => {
    const noEmail = await subscribe({ variation_id: (await variation()).id });
    expect(noEmail.statusCode).toBe(400);
    expect(ErrorResponse.parse(noEmail.json()).error.fields?.email?.code).toBe('required');
    const inStock = await subscribe({ variation_id: (await variation(3)).id, email: uniqueEmail() });
    expect(inStock.statusCode).toBe(409);
    expect((await subscribe({ variation_id: 2_000_000_000, email: uniqueEmail() })).statusCode).toBe(404);
    expect((await subscribe({ variation_id: 1, email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('uses a signed-in shopper’s account email, whatever the body says', async () => {
    const shopper = (await registerShopper(ctx.app)) as Tokens;
    const sold = await variation();
    const other = uniqueEmail('someone-else');
    expect((await subscribe({ variation_id: sold.id, email: other }, shopper)).statusCode).toBe(204);
    expect(await alertsOf(shopper.user.email)).toBe(1);
    expect(await alertsOf(other)).toBe(0);
    // Closing the account ends them: the address is no longer the shopper's to mail.
    expect((await call('DELETE', `/users/${shopper.user.id}`, undefined, shopper)).statusCode).toBeLessThan(300);
    expect(await alertsOf(shopper.user.email)).toBe(0);
  });

  it('takes 10 requests per address in 10 minutes, then answers 429', async () => {
    const sold = await variation();
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ variation_id: sold.id, email: uniqueEmail() }, undefined, ip)).statusCode).toBe(204);
    }
    const refused = await subscribe({ variation_id: sold.id, email: uniqueEmail() }, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponse.parse(refused.json()).error.code).toBe('rate_limited');
  });
});

describe('the restock', () => {
  it('mails every subscriber once when staff receive stock, in their language, and ends the alerts', async () => {
    const sold = await variation();
    const [ru, ky] = [uniqueEmail('ru'), uniqueEmail('ky')];
    await subscribe({ variation_id: sold.id, email: ru, language: 'ru' });
    await subscribe({ variation_id: sold.id, email: ky, language: 'ky' });
    expect((await deliver(warehouse, sold.id, 4)).statusCode).toBe(201);
    const [back] = (await mailsTo(ru)).filter((mail) => mail.subject.includes('снова в наличии'));
    expect(back!.subject).toBe(`Aruu: «${sold.title}» снова в наличии`);
    expect(back!.text).toContain(`/product/${sold.product_id}?variation=${sold.id}`);
    expect((await mailsTo(ky)).filter((mail) => mail.subject.includes('кайра сатыкта'))).toHaveLength(1);
    expect(await alertsOf(ru)).toBe(0);

    // A second delivery (stock already there) and a later sell-out and restock send nothing more.
    await deliver(warehouse, sold.id, 2);
    await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${sold.id}`);
    await deliver(warehouse, sold.id, 1);
    expect(await mailsTo(ru)).toHaveLength(2);
  });

  it('mails when a cancelled order gives the last units back', async () => {
    const last = await variation(1);
    const buyer = (await registerShopper(ctx.app)) as Tokens;
    const { order_id: orderId } = await placeOrder(ctx.app, buyer, { lines: [{ variationId: last.id }] });
    const email = uniqueEmail('waiting');
    expect((await subscribe({ variation_id: last.id, email })).statusCode).toBe(204);
    expect((await call('DELETE', `/orders/delete/${orderId}`, undefined, buyer)).statusCode).toBe(200);
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes('снова в наличии'))).toHaveLength(1);
  });

  it('keeps the alerts when the variation sold out again before the mail went', async () => {
    const sold = await variation();
    const email = uniqueEmail();
    await subscribe({ variation_id: sold.id, email });
    await deliver(warehouse, sold.id, 1);
    await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${sold.id}`);
    expect((await mailsTo(email)).filter((mail) => mail.subject.includes('снова в наличии'))).toHaveLength(0);
    expect(await alertsOf(email)).toBe(1);
  });
});

describe('unsubscribing', () => {
  async function unsubscribeLink(email: string) {
    const [mail] = await mailsTo(email);
    const url = new URL(/https?:\/\/\S+\/stock-alerts\/unsubscribe\?\S+/.exec(mail!.text)![0]);
    return `${url.pathname}${url.search}`;
  }

  it('asks first, then ends every alert of the address, without signing in', async () => {
    const email = uniqueEmail();
    const [one, two] = [await variation(), await variation()];
    await subscribe({ variation_id: one.id, email, language: 'ky' });
    await subscribe({ variation_id: two.id, email, language: 'ky' });
    const link = await unsubscribeLink(email);
    const page = await ctx.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ky">');
    expect(page.body).toContain('<form method="post"');
    expect(await alertsOf(email)).toBe(2);
    const done = await ctx.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Даяр');
    expect(await alertsOf(email)).toBe(0);
  });

  it('takes a mail app’s one-click unsubscribe (RFC 8058), posted as multipart', async () => {
    const email = uniqueEmail();
    await subscribe({ variation_id: (await variation()).id, email });
    const boundary = 'aruu-boundary';
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: await unsubscribeLink(email),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(await alertsOf(email)).toBe(0);
  });

  it('refuses a token that was not signed for the address', async () => {
    const victim = uniqueEmail('victim');
    await subscribe({ variation_id: (await variation()).id, email: victim });
    const mine = new URL(`http://x${await unsubscribeLink(victim)}`).searchParams.get('token')!;
    const forged = `${Buffer.from(uniqueEmail('other')).toString('base64url')}.${mine.split('.')[1]}`;
    const attempt = await ctx.app.inject({
      method: 'POST',
      url: `/stock-alerts/unsubscribe?token=${encodeURIComponent(forged)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(attempt.statusCode).toBe(400);
    expect(await alertsOf(victim)).toBe(1);
  });
});
