import { ErrorResponse } from '@aruu/contract/errors';
import { RequestReceived } from '@aruu/contract/help';
import { RequestCounts, RequestDetail, RequestsPage } from '@aruu/contract/staff-requests';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueIp } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { listSandboxMails } from '../mail/sandbox-mail.repository.js';

const ctx = useTestApp();

let manager: SignedInStaff;
let admin: SignedInStaff;
let warehouse: SignedInStaff;

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  admin = await signInStaff(ctx, 'admin');
  warehouse = await signInStaff(ctx, 'warehouse');
});

async function ask(body: Record<string, unknown>, url = '/help-form') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body,
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return RequestReceived.parse(response.json()).id;
}

const question = (email: string | null = 'aigul@example.kg') => ({
  name: 'Айгүл',
  phone: '0555 123 456',
  email,
  message: 'Бул крем кургак териге ылайыктуубу?',
  language: 'ky',
});

function staffCall(
  who: SignedInStaff,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({ method, url: `/api/v1/staff${url}`, headers: bearer(who), payload });
}

const auditOf = (objectType: string, objectId: number) =>
  queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    ctx.database,
    sql`select action, actor_id, before, after from audit_entries
        where object_type = ${objectType} and object_id = ${String(objectId)} order by id`,
  );

describe('the requests inbox', () => {
  it('lists both forms newest first, filtered by status, kind and assignee, and counts the new ones', async () => {
    const before = RequestCounts.parse((await staffCall(manager, 'GET', '/requests/counts')).json()).new;
    const help = await ask(question());
    const consultation = await ask(
      { name: 'Bakyt', phone: '+996 700 123 456', email: 'bakyt@example.kg', language: 'en' },
      '/consultations',
    );
    const counts = RequestCounts.parse((await staffCall(manager, 'GET', '/requests/counts')).json());
    expect(counts.new).toBe(before + 2);

    const page = RequestsPage.parse((await staffCall(manager, 'GET', '/requests?status=new&page_size=2')).json());
    expect(page.items.map((item) => [item.kind, item.id])).toEqual([
      ['consultation', consultation],
      ['help', help],
    ]);
    expect(page.items[1]).toMatchObject({ status: 'new', assignee: null, language: 'ky', email: 'aigul@example.kg' });
    expect(page.items[1]!.preview).toBe(question().message);
    expect(page.items[0]!.preview).toBeNull();

    const helpOnly = RequestsPage.parse((await staffCall(manager, 'GET', '/requests?kind=help')).json());
    expect(helpOnly.items.every((item) => item.kind === 'help')).toBe(true);

    await staffCall(manager, 'PATCH', `/requests/help/${help}`, { assignee_id: manager.userId });
    const mine = RequestsPage.parse((await staffCall(manager, 'GET', `/requests?assignee=${manager.userId}`)).json());
    expect(mine.items.map((item) => item.id)).toEqual([help]);
    const unassigned = RequestsPage.parse((await staffCall(manager, 'GET', '/requests?assignee=none')).json());
    expect(unassigned.items.some((item) => item.kind === 'help' && item.id === help)).toBe(false);
  });

  it('changes status and assignee with one audit entry holding before and after', async () => {
    const id = await ask(question());
    const response = await staffCall(manager, 'PATCH', `/requests/help/${id}`, {
      status: 'in_progress',
      assignee_id: admin.userId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = RequestDetail.parse(response.json());
    expect(detail.status).toBe('in_progress');
    expect(detail.assignee?.id).toBe(admin.userId);
    expect(await auditOf('help_request', id)).toEqual([
      {
        action: 'request.updated',
        actor_id: manager.userId,
        before: { status: 'new', assignee_id: null },
        after: { status: 'in_progress', assignee_id: admin.userId },
      },
    ]);

    // The same values again change nothing and record nothing.
    await staffCall(manager, 'PATCH', `/requests/help/${id}`, { status: 'in_progress' });
    expect(await auditOf('help_request', id)).toHaveLength(1);
  });

  it('refuses an assignee who may not work the inbox, and records nothing', async () => {
    const id = await ask(question());
    const response = await staffCall(manager, 'PATCH', `/requests/help/${id}`, { assignee_id: warehouse.userId });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).error.fields?.assignee_id?.code).toBe('invalid_value');
    expect(await auditOf('help_request', id)).toEqual([]);
    const [row] = await queryRows<{ assignee_id: number | null }>(
      ctx.database,
      sql`select assignee_id from help_requests where id = ${id}`,
    );
    expect(row?.assignee_id).toBeNull();
  });

  it('keeps internal notes in the thread, audited, and mails nobody', async () => {
    const id = await ask(question('note-only@example.kg'));
    const response = await staffCall(manager, 'POST', `/requests/help/${id}/notes`, { text: 'Позвонить после обеда' });
    expect(response.statusCode, response.body).toBe(201);
    const detail = RequestDetail.parse(response.json());
    expect(detail.thread).toMatchObject([
      { type: 'note', text: 'Позвонить после обеда', author: { id: manager.userId } },
    ]);
    const [entry, ...more] = await auditOf('help_request', id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'request.note_added',
      before: null,
      after: { text: 'Позвонить после обеда' },
    });
    await ctx.app.jobs.runDueJobs();
    expect(await listSandboxMails(ctx.database.db, { to: 'note-only@example.kg', limit: 10 })).toEqual([]);
  });

  it('emails a reply in the requester’s language, shows it in the thread and moves a new request on', async () => {
    const id = await ask(question('reply-ky@example.kg'));
    const before = RequestDetail.parse((await staffCall(manager, 'GET', `/requests/help/${id}`)).json());
    // The reply box starts with the greeting; the mail adds none, so it is there exactly once.
    expect(before.reply_frame).toEqual({ greeting: 'Саламатсызбы, Айгүл!', signature: 'Урмат менен, Aruu командасы' });
    const response = await staffCall(manager, 'POST', `/requests/help/${id}/replies`, {
      text: `${before.reply_frame.greeting}\n\nОоба, бул крем кургак териге ылайыктуу.\n\nЦУМда да бар.`,
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = RequestDetail.parse(response.json());
    expect(detail.status).toBe('in_progress');
    expect(detail.thread).toMatchObject([{ type: 'reply', author: { id: manager.userId } }]);

    await ctx.app.jobs.runDueJobs();
    const [mail, ...others] = await listSandboxMails(ctx.database.db, { to: 'reply-ky@example.kg', limit: 10 });
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Aruu: сурооңузга жооп');
    expect(mail?.text.split('Саламатсызбы')).toHaveLength(2);
    expect(mail?.text).toContain('Саламатсызбы, Айгүл!');
    expect(mail?.text).toContain('ЦУМда да бар.');
    expect(mail?.text).toContain('Урмат менен, Aruu командасы');
    expect(mail?.text).toContain('> Бул крем кургак териге ылайыктуубу?');
    expect(mail?.html).toContain('lang="ky"');

    expect(await auditOf('help_request', id)).toMatchObject([
      { action: 'request.replied', before: { status: 'new' }, after: { status: 'in_progress' } },
    ]);
  });

  it('replies to a consultation in English when it was asked in English', async () => {
    const id = await ask(
      { name: 'Bakyt', phone: '+996 700 123 457', email: 'reply-en@example.kg', language: 'en' },
      '/consultations',
    );
    await staffCall(manager, 'PATCH', `/requests/consultation/${id}`, { status: 'done' });
    const response = await staffCall(manager, 'POST', `/requests/consultation/${id}/replies`, {
      text: 'We will call you tomorrow at 11.',
    });
    const detail = RequestDetail.parse(response.json());
    expect(detail.status).toBe('done');
    expect(detail.reply_frame.greeting).toBe('Hello, Bakyt!');
    await ctx.app.jobs.runDueJobs();
    const [mail] = await listSandboxMails(ctx.database.db, { to: 'reply-en@example.kg', limit: 10 });
    expect(mail?.subject).toBe('Aruu: about your consultation request');
    // Staff removed the greeting the box started with: the mail adds none of its own.
    expect(mail?.text).not.toContain('Hello, Bakyt');
    expect(mail?.text).toContain('We will call you tomorrow at 11.');
    expect(mail?.text).toContain('Kind regards, the Aruu team');
  });

  it('refuses to reply to a question without an email, and records and queues nothing', async () => {
    const id = await ask(question(null));
    const [jobsBefore] = await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from jobs`);
    const response = await staffCall(manager, 'POST', `/requests/help/${id}/replies`, { text: 'Здравствуйте' });
    expect(response.statusCode).toBe(409);
    expect(ErrorResponse.parse(response.json()).error.code).toBe('no_reply_address');
    const [jobsAfter] = await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from jobs`);
    expect(jobsAfter?.n).toBe(jobsBefore?.n);
    expect(await auditOf('help_request', id)).toEqual([]);
    expect(RequestDetail.parse((await staffCall(manager, 'GET', `/requests/help/${id}`)).json()).thread).toEqual([]);
  });

  it('answers 404 for a request that does not exist and 400 for an unknown kind or an empty change', async () => {
    expect((await staffCall(manager, 'GET', '/requests/help/2147483000')).statusCode).toBe(404);
    expect((await staffCall(manager, 'GET', '/requests/order/1')).statusCode).toBe(400);
    const id = await ask(question());
    expect((await staffCall(manager, 'PATCH', `/requests/help/${id}`, {})).statusCode).toBe(400);
    expect((await staffCall(manager, 'POST', `/requests/help/${id}/notes`, { text: '  ' })).statusCode).toBe(400);
  });

  it('lists as assignees the active employees who may work the inbox', async () => {
    const response = await staffCall(manager, 'GET', '/requests/assignees');
    const ids = (response.json() as { id: number }[]).map((person) => person.id);
    expect(ids).toContain(manager.userId);
    expect(ids).toContain(admin.userId);
    expect(ids).not.toContain(warehouse.userId);
  });

  it('is closed to the warehouse role', async () => {
    const response = await staffCall(warehouse, 'GET', '/requests');
    expect(response.statusCode).toBe(403);
  });
});
