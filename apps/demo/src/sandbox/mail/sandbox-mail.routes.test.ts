import { registerErrorHandling } from '@aruu/api/http/error-handler';
import type { MailMessage } from '@aruu/api/modules/mail/mail-message';
import { createMailer } from '@aruu/api/modules/mail/mailer';
import { passwordResetMail } from '@aruu/api/modules/mail/templates/password-reset';
import { securityPlugin } from '@aruu/api/plugins/security';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../api/test/test-database.js';
import { sandboxMailRoutes } from './sandbox-mail.routes.js';
import { linkify } from './sandbox-mail-pages.js';

let scratch: TestDatabase;
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

const hostile: MailMessage = {
  to: 'bakyt@example.kg',
  subject: '<script>alert("subject")</script> & more',
  text: 'Pay here: https://aruu.kg/pay?order=7&sig=<x>. Thanks!',
  html: '<!doctype html><html><head><title>x</title></head><body><p onclick="x()">Hi "there"</p><script>alert(1)</script></body></html>',
};
const reset = {
  to: 'aizada@example.kg',
  ...passwordResetMail({ lang: 'ky', name: 'Айзада', resetUrl: 'https://aruu.kg/auth/tok', validMinutes: 30 }),
};

beforeAll(async () => {
  scratch = await openTestDatabase();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityPlugin, { production: false });
  await app.register(sandboxMailRoutes, { db: scratch.db });
  await app.ready();
  const mailer = createMailer({ from: 'Aruu <no-reply@aruu.kg>', db: scratch.db });
  await mailer.send(hostile);
  await mailer.send(reset);
});
afterAll(async () => {
  await app.close();
  await scratch?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the sandbox mailbox', () => {
  it('lists messages newest first, escaped, with links to each', async () => {
    const response = await get('/_sandbox/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; &amp; more');
    const links = [...page.matchAll(/href="\/_sandbox\/mail\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(links).toHaveLength(2);
    expect(links[0]).toBeGreaterThan(links[1]!);
    expect(page.indexOf('aizada@example.kg')).toBeLessThan(page.indexOf('bakyt@example.kg'));
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
  });

  it('filters the list by recipient', async () => {
    const page = (await get('/_sandbox/mail?to=AIZADA@example.kg')).body;
    expect(page).toContain('aizada@example.kg');
    expect(page).not.toContain('bakyt@example.kg');
    expect(page).toContain('value="AIZADA@example.kg"');
  });

  it('shows one message: headers, the text with clickable links, the HTML in a sandboxed frame', async () => {
    const [newest, hostileMail] = (await get('/_sandbox/mail/messages.json')).json() as { id: number }[];
    const response = await get(`/_sandbox/mail/${hostileMail!.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<dd>bakyt@example.kg</dd>');
    // A URL ends at the first character that cannot be in one; the rest stays escaped text.
    expect(page).toContain(
      'Pay here: <a href="https://aruu.kg/pay?order=7&amp;sig=" rel="noreferrer">https://aruu.kg/pay?order=7&amp;sig=</a>&lt;x&gt;. Thanks!',
    );
    const frame = /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]* srcdoc="([^"]*)"><\/iframe>/.exec(
      page,
    );
    expect(frame).not.toBeNull();
    expect(frame![1]).toContain('&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;there&quot;&lt;/p&gt;');
    expect(frame![1]).toContain('&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;title&gt;');

    const resetPage = (await get(`/_sandbox/mail/${newest!.id}`)).body;
    expect(resetPage).toContain('<a href="https://aruu.kg/auth/tok" rel="noreferrer">https://aruu.kg/auth/tok</a>');
    expect(resetPage).toContain('Сырсөздү калыбына келтирүү');
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const missing = await get('/_sandbox/mail/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Mail not found' } });
    expect((await get('/_sandbox/mail/abc')).statusCode).toBe(400);
  });

  it('lists messages as JSON, newest first, optionally for one recipient', async () => {
    const all = await get('/_sandbox/mail/messages.json');
    expect(all.statusCode).toBe(200);
    const messages = all.json() as Array<MailMessage & { id: number; created_at: string }>;
    expect(messages.map((message) => message.to)).toEqual(['aizada@example.kg', 'bakyt@example.kg']);
    expect(messages[1]).toMatchObject(hostile);
    expect(new Date(messages[0]!.created_at).getTime()).not.toBeNaN();

    const mine = (await get('/_sandbox/mail/messages.json?to=aizada@example.kg')).json() as MailMessage[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject(reset);
    expect((await get('/_sandbox/mail/messages.json?to=nobody@example.kg')).json()).toEqual([]);
  });
});

describe('linkify', () => {
  it('links http(s) URLs only, leaving trailing punctuation and other schemes as text', () => {
    expect(linkify('See https://a.kg/x), or javascript:alert(1) <b>')).toBe(
      'See <a href="https://a.kg/x" rel="noreferrer">https://a.kg/x</a>), or javascript:alert(1) &lt;b&gt;',
    );
    expect(linkify('no links')).toBe('no links');
  });
});
