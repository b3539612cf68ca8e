import { eq, sql } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { jobs, sandboxMails } from '../../db/schema/index.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { enqueueMail, MAIL_SEND_JOB, sendMailJob } from './mail-jobs.js';
import type { MailMessage } from './mail-message.js';
import { mailOf, renderTemplate } from './mail-templates.js';
import { createMailer } from './mailer.js';

let scratch: TestDatabase;
let smtp: SmtpTestServer;
beforeAll(async () => {
  [scratch, smtp] = await Promise.all([openTestDatabase(), startSmtpTestServer()]);
});
afterAll(async () => {
  await smtp?.close();
  await scratch?.close();
});

const from = 'Aruu <no-reply@aruu.kg>';
const message: MailMessage = {
  to: 'aizada@example.kg',
  subject: 'Заказ №1042 принят — Aruu',
  text: 'Спасибо за заказ!\nhttps://aruu.kg/order-tracking/1042',
  html: '<p>Спасибо за заказ!</p><p><a href="https://aruu.kg/order-tracking/1042">Заказ</a></p>',
};

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((object) => object.value.map((address) => address.address));

describe('the SMTP mailer', () => {
  it('delivers subject, both parts, sender and recipient to the SMTP server', async () => {
    const before = smtp.received.length;
    await createMailer({ smtpUrl: smtp.url, from, db: scratch.db }).send(message);
    const mail = smtp.received[before]!;
    expect(mail.subject).toBe(message.subject);
    expect(mail.text?.trim()).toBe(message.text);
    expect(mail.html).toBe(message.html);
    expect(mail.from?.value).toEqual([{ name: 'Aruu', address: 'no-reply@aruu.kg' }]);
    expect(addresses(mail.to)).toEqual(['aizada@example.kg']);
  });

  it('offers a mail app’s own Unsubscribe button when the message has an unsubscribe link', async () => {
    const before = smtp.received.length;
    const unsubscribeUrl = 'https://aruu.kg/stock-alerts/unsubscribe?token=a.b&lang=ru';
    await createMailer({ smtpUrl: smtp.url, from, db: scratch.db }).send({ ...message, unsubscribeUrl });
    const mail = smtp.received[before]!;
    // mailparser gathers the List-* headers under `list`.
    expect(mail.headers.get('list')).toEqual({
      unsubscribe: { url: unsubscribeUrl },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
  });

  it('fails when the server refuses the message', async () => {
    smtp.failNext(1);
    const sending = createMailer({ smtpUrl: smtp.url, from, db: scratch.db }).send(message);
    await expect(sending).rejects.toThrow(/Mailbox busy/);
  });

  it('fails when the credentials are wrong', async () => {
    const smtpUrl = smtp.url.replace(':secret@', ':wrong@');
    const sending = createMailer({ smtpUrl, from, db: scratch.db }).send(message);
    await expect(sending).rejects.toThrow(/Invalid username or password/);
  });
});

describe('the sandbox mailer', () => {
  it('stores the message in the sandbox mailbox instead of sending it', async () => {
    const before = smtp.received.length;
    await createMailer({ from, db: scratch.db }).send(message);
    const stored = await scratch.db.select().from(sandboxMails);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(message);
    expect(stored[0]!.createdAt).toBeInstanceOf(Date);
    expect(smtp.received.length).toBe(before);
  });
});

const reset = {
  lang: 'ky' as const,
  name: 'Айзада',
  resetUrl: 'https://aruu.kg/reset-password/abc',
  validMinutes: 30,
};
const queued = { to: 'aizada@example.kg', ...mailOf('password-reset', reset) };

describe('mail jobs', () => {
  it('deliver a mail enqueued in a transaction, retrying after a temporary SMTP failure', async () => {
    const { db } = scratch;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const queue = createJobQueue({ db, log });
    queue.register(MAIL_SEND_JOB, sendMailJob(createMailer({ smtpUrl: smtp.url, from, db })));
    await db.transaction((tx) => enqueueMail(queue, tx, queued));
    // The job keeps the template and its data; the mail is rendered when it is sent.
    const [waiting] = await db.select().from(jobs);
    expect(waiting!.payload).toEqual({
      to: queued.to,
      template: 'password-reset',
      data: reset,
      subject: queued.subject,
    });
    const rendered = renderTemplate('password-reset', reset);
    const before = smtp.received.length;

    smtp.failNext(1);
    expect(await queue.runDueJobs()).toBe(1);
    expect(smtp.received.length).toBe(before);
    expect(log.warn).toHaveBeenCalledOnce();

    // As if the backoff had passed.
    await db.update(jobs).set({ runAt: sql`now()` });
    expect(await queue.runDueJobs()).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received[before]!.subject).toBe(rendered.subject);
    expect(smtp.received[before]!.html).toBe(rendered.html);
    const [job] = await db.select().from(jobs);
    expect(job).toMatchObject({ attempts: 2, lastError: expect.stringContaining('Mailbox busy') });
    expect(job!.doneAt).toBeInstanceOf(Date);
  });

  it('refuse a malformed mail when it is enqueued, and fail a malformed job at once', async () => {
    const { db } = scratch;
    const queue = createJobQueue({ db, log: { info() {}, warn() {}, error() {} } });
    const mailer = { send: vi.fn(async () => {}) };
    queue.register(MAIL_SEND_JOB, sendMailJob(mailer));
    await expect(enqueueMail(queue, db, { ...queued, to: 'not an address' })).rejects.toThrow();
    await queue.enqueue(db, 'mail.send', { to: 'aizada@example.kg' }, { dedupeKey: 'malformed' });
    const unknown = { ...queued, template: 'no-such-template' };
    await queue.enqueue(db, 'mail.send', unknown, { dedupeKey: 'unknown-template' });
    const misfit = { ...queued, data: { lang: 'ky' } };
    await queue.enqueue(db, 'mail.send', misfit, { dedupeKey: 'misfit-data' });
    expect(await queue.runDueJobs()).toBe(3);
    expect(mailer.send).not.toHaveBeenCalled();
    for (const [dedupeKey, error] of [
      ['malformed', /^PermanentJobError: Not a mail/],
      ['unknown-template', /^PermanentJobError: Not a mail/],
      ['misfit-data', /^PermanentJobError: Could not render the password-reset mail/],
    ] as const) {
      const [job] = await db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
      expect(job, dedupeKey).toMatchObject({ attempts: 1, lastError: expect.stringMatching(error) });
      expect(job!.failedAt).toBeInstanceOf(Date);
    }
  });

  it('send a mail a release before 049 queued whole, with its subject and both parts', async () => {
    const { db } = scratch;
    const queue = createJobQueue({ db, log: { info() {}, warn() {}, error() {} } });
    const mailer = { send: vi.fn(async (_message: MailMessage) => {}) };
    queue.register(MAIL_SEND_JOB, sendMailJob(mailer));
    await queue.enqueue(db, 'mail.send', message, { dedupeKey: 'rendered-before-049' });
    expect(await queue.runDueJobs()).toBe(1);
    expect(mailer.send).toHaveBeenCalledWith(message);
  });
});
