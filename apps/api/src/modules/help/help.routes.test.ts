import { ErrorResponse } from '@aruu/contract/errors';
import { RequestReceived } from '@aruu/contract/help';
import { storeInfo } from '@aruu/contract/store-info';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/accounts.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { listSandboxMails } from '../mail/sandbox-mail.repository.js';

// Without SMTP_URL the store's mail lands in the sandbox mailbox, where these tests read it.
const ctx = useTestApp();

const question = {
  name: 'Айгерим',
  phone: '0555 123 456',
  email: 'Aigerim@Example.KG',
  message: 'Подойдёт ли этот крем для сухой кожи?\nИ есть ли он в ЦУМе?',
  language: 'ky',
};
const consultation = { name: 'Bakyt', phone: '+996 700 123 456', email: 'bakyt@example.kg', language: 'en' };

function post(url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: options.headers,
    remoteAddress: options.ip ?? uniqueIp(),
  });
}

/** Runs the queued jobs and answers the shop's mails whose subject names the request. */
async function shopMailsAbout(subject: string) {
  await ctx.app.jobs.runDueJobs();
  const mails = await listSandboxMails(ctx.database.db, { to: storeInfo.email, limit: 100 });
  return mails.filter((mail) => mail.subject === subject);
}

function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const error = ErrorResponse.parse(response.json()).error;
  expect(error.code).toBe('validation_failed');
  return Object.fromEntries(Object.entries(error.fields ?? {}).map(([field, { code }]) => [field, code]));
}

describe('POST help-form', () => {
  it('stores the question and mails it to the shop in Russian once the job runs', async () => {
    const response = await post('/help-form', question);
    expect(response.statusCode).toBe(201);
    const received = RequestReceived.parse(response.json());
    expect(received.status).toBe('received');

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database,
      sql`select name, phone, email, message, language from help_requests where id = ${received.id}`,
    );
    expect(row).toEqual({
      name: 'Айгерим',
      phone: '+996555123456',
      email: 'aigerim@example.kg',
      message: question.message,
      language: 'ky',
    });

    const [mail, ...others] = await shopMailsAbout(`Вопрос с сайта №${received.id}`);
    expect(others).toEqual([]);
    expect(mail?.to).toBe(storeInfo.email);
    expect(mail?.text).toContain('Айгерим');
    expect(mail?.text).toContain('+996555123456');
    expect(mail?.text).toContain('aigerim@example.kg');
    expect(mail?.text).toContain('кыргызский');
    expect(mail?.text).toContain('И есть ли он в ЦУМе?');
  });

  it('takes the email as optional and the language from the request when the body has none', async () => {
    const { email: _email, language: _language, ...withoutEmail } = question;
    for (const email of [undefined, null, '', '   ']) {
      const response = await post('/help-form', { ...withoutEmail, email }, { headers: { 'accept-language': 'en' } });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = RequestReceived.parse(response.json());
      const [row] = await queryRows<{ email: string | null; language: string }>(
        ctx.database,
        sql`select email, language from help_requests where id = ${id}`,
      );
      expect(row).toEqual({ email: null, language: 'en' });
    }
  });

  it('escapes what the shopper wrote in the mail’s HTML', async () => {
    const response = await post('/help-form', { ...question, name: '<b>Bold</b>', message: '<script>x()</script>' });
    const { id } = RequestReceived.parse(response.json());
    const [mail] = await shopMailsAbout(`Вопрос с сайта №${id}`);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'required' }],
    ['a blank name', { name: '  ' }, { name: 'required' }],
    ['a bad phone', { phone: '12' }, { phone: 'invalid_phone' }],
    ['a missing phone', { phone: undefined }, { phone: 'required' }],
    ['a bad email', { email: 'not-an-email' }, { email: 'invalid_email' }],
    ['a missing message', { message: undefined }, { message: 'required' }],
    ['a message over 2000 characters', { message: 'а'.repeat(2001) }, { message: 'too_long' }],
    ['an unknown field', { status: 'answered' }, { status: 'unknown_field' }],
    ['an unknown language', { language: 'de' }, { language: 'invalid_value' }],
  ])('refuses %s with a field error', async (_case, change, expected) => {
    const response = await post('/help-form', { ...question, ...change });
    const errors = fieldErrors(response);
    for (const [field, code] of Object.entries(expected)) expect(errors[field], JSON.stringify(errors)).toBe(code);
  });

  it('takes a message of exactly 2000 characters', async () => {
    expect((await post('/help-form', { ...question, message: 'а'.repeat(2000) })).statusCode).toBe(201);
  });
});

describe('POST consultations', () => {
  it('stores the request and mails it to the shop once the job runs', async () => {
    const response = await post('/consultations', consultation);
    expect(response.statusCode).toBe(201);
    const received = RequestReceived.parse(response.json());
    expect(received.status).toBe('received');

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database,
      sql`select name, phone, email, language from consultation_requests where id = ${received.id}`,
    );
    expect(row).toEqual({ name: 'Bakyt', phone: '+996700123456', email: 'bakyt@example.kg', language: 'en' });

    const [mail, ...others] = await shopMailsAbout(`Заявка на консультацию №${received.id}`);
    expect(others).toEqual([]);
    expect(mail?.text).toContain('Bakyt');
    expect(mail?.text).toContain('bakyt@example.kg');
    expect(mail?.text).toContain('английский');
    // The sender is not mailed: the form must not send mail to whatever address is typed in.
    expect(await listSandboxMails(ctx.database.db, { to: consultation.email, limit: 10 })).toEqual([]);
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'required' }],
    ['a bad phone', { phone: 'call me' }, { phone: 'invalid_phone' }],
    ['a missing email', { email: undefined }, { email: 'required' }],
    ['an empty email', { email: '' }, { email: 'required' }],
    ['a bad email', { email: 'bakyt@' }, { email: 'invalid_email' }],
    ['an unknown field', { message: 'hi' }, { message: 'unknown_field' }],
  ])('refuses %s with a field error', async (_case, change, expected) => {
    const errors = fieldErrors(await post('/consultations', { ...consultation, ...change }));
    for (const [field, code] of Object.entries(expected)) expect(errors[field], JSON.stringify(errors)).toBe(code);
  });

  it('queues no mail for a refused request', async () => {
    const [before] = await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from jobs`);
    await post('/consultations', { ...consultation, email: 'nope' });
    const [after] = await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from jobs`);
    expect(after?.n).toBe(before?.n);
  });
});

describe('rate limits', () => {
  it.each([
    ['/help-form', question],
    ['/consultations', consultation],
  ])('%s takes 5 requests per address in 10 minutes, then answers 429 rate_limited', async (url, body) => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await post(url, body, { ip })).statusCode).toBe(201);
    const refused = await post(url, body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(ErrorResponse.parse(refused.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(9 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    // Another address goes on.
    expect((await post(url, body)).statusCode).toBe(201);
  });

  it('counts the two forms apart', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await post('/help-form', question, { ip });
    expect((await post('/help-form', question, { ip })).statusCode).toBe(429);
    expect((await post('/consultations', consultation, { ip })).statusCode).toBe(201);
  });
});
