import type { LegalEntityBody } from '@aruu/contract/offline-payments';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { MAIL_SEND_JOB } from '../mail/mail-jobs.js';

/** The order mail of a bank-transfer order as it leaves over SMTP: with its invoice attached. */
const smtp = await startSmtpTestServer();
const ctx = useTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

type Tokens = { access_token: string; user: { id: number; email: string } };

const company: LegalEntityBody = {
  organisation_name: 'ОсОО «Ак Булут Косметикс»',
  inn: '01234567891234',
  legal_address: 'Бишкек ш., Чүй проспекти, 120',
  bank_name: 'ОАО «Бакай Банк»',
  bic: '109018',
  bank_account: '1090180000123456',
};

function call(tokens: Tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(tokens), ...(payload ? { payload } : {}) });
}

/** A placed pickup order paid `method`, its order mail sent: answers the order and its mail. */
async function placedOrderMail(method: 'cash' | 'bank_transfer', offset: number) {
  const tokens = (await registerShopper(ctx.app)) as Tokens;
  if (method === 'bank_transfer')
    expect((await call(tokens, 'PUT', '/users/legal_entity', company)).statusCode).toBe(200);
  const [variation] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 5 order by id offset ${offset} limit 1`,
  );
  const { order_id } = await placeOrder(ctx.app, tokens, {
    lines: [{ variationId: variation!.id }],
    delivery: { method: 'pickup', shop_id: 'tsum' },
    payment: method,
  });
  await queryRows(ctx.database, sql`update jobs set run_at = now() where kind = ${MAIL_SEND_JOB} and done_at is null`);
  await ctx.app.jobs.runDueJobs();
  const mail = smtp.received.find(
    (sent) => JSON.stringify(sent.to).includes(tokens.user.email) && (sent.subject ?? '').includes(`№${order_id}`),
  );
  expect(mail, `no order mail among ${smtp.received.map((sent) => sent.subject).join(', ')}`).toBeDefined();
  return { tokens, orderId: order_id, mail: mail! };
}

describe('the order mail of a bank-transfer order', () => {
  it('attaches the invoice PDF, the same file the order page downloads', async () => {
    const { tokens, orderId, mail } = await placedOrderMail('bank_transfer', 0);
    expect(mail.attachments).toHaveLength(1);
    const [invoice] = mail.attachments;
    expect(invoice).toMatchObject({ filename: `aruu-invoice-${orderId}.pdf`, contentType: 'application/pdf' });
    expect(invoice!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await call(tokens, 'GET', `/orders/${orderId}/invoice`);
    expect(download.statusCode).toBe(200);
    expect(invoice!.content.equals(download.rawPayload)).toBe(true);
    expect(mail.text).toContain('Счёт — во вложении к этому письму');
  });

  it('is the only one with an attachment: a cash order’s mail has none', async () => {
    const { mail } = await placedOrderMail('cash', 1);
    expect(mail.attachments).toEqual([]);
  });
});
