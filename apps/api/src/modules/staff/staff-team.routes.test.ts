import { ErrorResponse } from '@aruu/contract/errors';
import { AuditPage } from '@aruu/contract/staff-audit';
import { StaffInvite, StaffMember } from '@aruu/contract/staff-team';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper, STRONG_PASSWORD, uniqueEmail } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff, staffChallenge, staffPost } from '../../../test/staff.js';
import { startSmtpTestServer } from '../../../test/support/smtp-test-server.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const smtp = await startSmtpTestServer();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://aruu.test' });
afterAll(() => smtp.close());

const errorOf = (response: { json(): unknown }) => ErrorResponse.parse(response.json()).error;
const NEW_PASSWORD = 'Ala-Archa-Morning-77';

let admin: SignedInStaff;
beforeAll(async () => {
  admin = await signInStaff(ctx, 'admin');
});

function asAdmin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, by = admin) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(by), ...(payload ? { payload } : {}) });
}

interface AuditRow {
  actor_id: number;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
  request_id: string | null;
}
const auditOf = (objectType: string, objectId: number | string) =>
  queryRows<AuditRow>(
    ctx.database,
    sql`select actor_id, action, object_type, object_id, before, after, request_id from audit_entries
        where object_type = ${objectType} and object_id = ${String(objectId)} order by id`,
  );
const auditCount = async () =>
  Number((await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from audit_entries`))[0]!.n);

async function inviteTokenMailedTo(email: string) {
  await ctx.app.jobs.runDueJobs();
  const mails = smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
  expect(mails).toHaveLength(1);
  const link = mails[0]!.text?.match(/https:\/\/aruu\.test\/staff\/invite\/([\w-]+)/);
  expect(link, mails[0]!.text).toBeTruthy();
  return { token: link![1]!, mail: mails[0]! };
}

describe('inviting an employee', () => {
  it('mails a single-use link in their language; accepting it makes a warehouse account that enrols', async () => {
    const email = uniqueEmail('warehouse');
    const invited = await asAdmin('POST', '/staff/team/invites', {
      email: email.toUpperCase(),
      first_name: 'Нурлан',
      role: 'warehouse',
      language: 'ky',
    });
    expect(invited.statusCode).toBe(201);
    const invite = StaffInvite.parse(invited.json());
    expect(invite).toMatchObject({ email, role: 'warehouse', language: 'ky', invited_by: admin.userId });
    expect(await auditOf('staff_invite', invite.id)).toEqual([
      {
        actor_id: admin.userId,
        action: 'staff.invited',
        object_type: 'staff_invite',
        object_id: String(invite.id),
        before: null,
        after: { email, role: 'warehouse', language: 'ky', first_name: 'Нурлан', last_name: null },
        request_id: expect.any(String),
      },
    ]);
    const team = await asAdmin('GET', '/staff/team');
    expect((team.json() as { invites: Array<{ id: number }> }).invites.map((i) => i.id)).toContain(invite.id);

    const { token, mail } = await inviteTokenMailedTo(email);
    expect(mail.subject).toBe('Aruu кызматкерлер бөлүмүнө чакыруу');
    expect(mail.text).toContain('кампа кызматкери');

    const accept = () =>
      staffPost(ctx, '/staff/invites/accept', { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email });
    const again = await accept();
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('invalid_invite');

    const challenge = await staffChallenge(ctx, email, NEW_PASSWORD);
    expect(challenge.next).toBe('enrol');
    const [user] = await queryRows<{ id: number; role: string; language: string }>(
      ctx.database,
      sql`select id, role, language from users where email = ${email}`,
    );
    expect(user).toMatchObject({ role: 'warehouse', language: 'ky' });
    expect(await auditOf('user', user!.id)).toMatchObject([
      { actor_id: user!.id, action: 'staff.invite_accepted', before: null, after: { email, role: 'warehouse' } },
    ]);
  });

  it('refuses an expired invitation and an employee already on the staff, recording nothing', async () => {
    const email = uniqueEmail('late');
    const invited = await asAdmin('POST', '/staff/team/invites', { email, first_name: 'Aida', role: 'manager' });
    const { token } = await inviteTokenMailedTo(email);
    await queryRows(
      ctx.database,
      sql`update staff_invites set expires_at = now() - interval '1 second' where id = ${invited.json().id}`,
    );
    const before = await auditCount();
    const late = await staffPost(ctx, '/staff/invites/accept', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(errorOf(late).code).toBe('invalid_invite');

    const taken = await asAdmin('POST', '/staff/team/invites', {
      email: admin.email,
      first_name: 'Aida',
      role: 'manager',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('email_taken');
    expect(await auditCount()).toBe(before);
    expect((await staffPost(ctx, '/staff/invites/state', { token })).json()).toEqual({ state: 'expired', email: null });
  });
});

describe('inviting a shopper', () => {
  it('turns their account into an employee’s: new password, shopper sessions ended, orders kept, TOTP still required', async () => {
    const shopper = await registerShopper(ctx.app);
    const email = shopper.user.email;
    const invited = await asAdmin('POST', '/staff/team/invites', { email, first_name: 'Айгерим', role: 'manager' });
    expect(invited.statusCode, invited.body).toBe(201);
    const { token } = await inviteTokenMailedTo(email);
    const shopperMe = () => ctx.app.inject({ url: '/api/v1/users/me', headers: bearer(shopper) });
    // Until it is accepted the shopper is a shopper, signed in as before.
    expect((await shopperMe()).statusCode).toBe(200);

    const accepted = await staffPost(ctx, '/staff/invites/accept', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await queryRows<{ id: number; role: string; first_name: string }>(
      ctx.database,
      sql`select id, role, first_name from users where email = ${email}`,
    );
    // The same account, not a second one: their orders and address stay theirs.
    expect(rows).toEqual([{ id: shopper.user.id, role: 'manager', first_name: shopper.user.first_name }]);
    expect(await auditOf('user', shopper.user.id)).toMatchObject([
      { action: 'staff.invite_accepted', before: { role: 'shopper' }, after: { email, role: 'manager' } },
    ]);
    // Shopper tokens carry the old role: they end.
    expect((await shopperMe()).statusCode).toBe(401);
    expect((await staffPost(ctx, '/auth/refresh', { refresh_token: shopper.refresh_token })).statusCode).toBe(401);
    expect((await staffPost(ctx, '/staff/auth/sign-in', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    // The new password works, and the authenticator is still to be enrolled.
    const challenge = await staffChallenge(ctx, email, NEW_PASSWORD);
    expect(challenge.next).toBe('enrol');
  });
});

describe('withdrawing an invitation', () => {
  const stateOf = async (token: string) => (await staffPost(ctx, '/staff/invites/state', { token })).json();

  it('revokes an open invitation with one audit entry; its link says so and no longer works', async () => {
    const email = uniqueEmail('revoked');
    const invite = StaffInvite.parse(
      (await asAdmin('POST', '/staff/team/invites', { email, first_name: 'Бакыт', role: 'manager' })).json(),
    );
    const { token } = await inviteTokenMailedTo(email);
    expect(await stateOf(token)).toEqual({ state: 'open', email });

    const revoked = await asAdmin('POST', `/staff/team/invites/${invite.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(StaffInvite.parse(revoked.json()).id).toBe(invite.id);
    expect(
      (await auditOf('staff_invite', invite.id)).map(({ action, actor_id, before, after }) => ({
        action,
        actor_id,
        before,
        after,
      })),
    ).toEqual([
      expect.objectContaining({ action: 'staff.invited' }),
      {
        action: 'staff.invite_revoked',
        actor_id: admin.userId,
        before: { state: 'open', email, role: 'manager' },
        after: { state: 'revoked' },
      },
    ]);
    const team = await asAdmin('GET', '/staff/team');
    expect((team.json() as { invites: Array<{ id: number }> }).invites.map((i) => i.id)).not.toContain(invite.id);

    expect(await stateOf(token)).toEqual({ state: 'revoked', email: null });
    const accepted = await staffPost(ctx, '/staff/invites/accept', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(errorOf(accepted).code).toBe('invalid_invite');
    expect(await queryRows(ctx.database, sql`select id from users where email = ${email}`)).toEqual([]);

    // Twice, or an unknown one: refused, and nothing more is recorded.
    const before = await auditCount();
    const again = await asAdmin('POST', `/staff/team/invites/${invite.id}/revoke`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('invite_closed');
    expect((await asAdmin('POST', '/staff/team/invites/2147483000/revoke')).statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('cannot withdraw an accepted invitation; an accepted or unknown link says so', async () => {
    const email = uniqueEmail('accepted');
    const invite = StaffInvite.parse(
      (await asAdmin('POST', '/staff/team/invites', { email, first_name: 'Айбек', role: 'warehouse' })).json(),
    );
    const { token } = await inviteTokenMailedTo(email);
    const accepted = await staffPost(ctx, '/staff/invites/accept', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await stateOf(token)).toEqual({ state: 'accepted', email: null });
    expect(await stateOf('no-such-token')).toEqual({ state: 'unknown', email: null });
    const revoked = await asAdmin('POST', `/staff/team/invites/${invite.id}/revoke`);
    expect(revoked.statusCode).toBe(409);
    expect(errorOf(revoked).code).toBe('invite_closed');
  });
});

describe('roles and access', () => {
  it('changes a role with one audit entry, and records nothing for no change or a failure', async () => {
    const manager = await signInStaff(ctx, 'manager');
    const changed = await asAdmin('PATCH', `/staff/team/${manager.userId}/role`, { role: 'warehouse' });
    expect(changed.statusCode).toBe(200);
    expect(StaffMember.parse(changed.json())).toMatchObject({ role: 'warehouse', second_factor_enrolled: true });
    // The role is read per request: the manager's token now carries a warehouse worker's rights.
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(manager) })).json()).toMatchObject({
      role: 'warehouse',
    });
    expect((await asAdmin('POST', '/staff/team/invites', {}, manager as SignedInStaff)).statusCode).toBe(403);

    expect((await asAdmin('PATCH', `/staff/team/${manager.userId}/role`, { role: 'warehouse' })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', `/staff/team/${manager.userId}/role`, { role: 'owner' })).statusCode).toBe(400);
    const shopper = await registerShopper(ctx.app);
    expect((await asAdmin('PATCH', `/staff/team/${shopper.user.id}/role`, { role: 'admin' })).statusCode).toBe(404);
    expect(await auditOf('user', manager.userId)).toMatchObject([
      { action: 'staff.second_factor_enrolled' },
      {
        actor_id: admin.userId,
        action: 'staff.role_changed',
        before: { role: 'manager' },
        after: { role: 'warehouse' },
      },
    ]);
  });

  it('disables an account at once and enables it again, one entry each', async () => {
    const manager = await signInStaff(ctx, 'manager');
    const disabled = await asAdmin('POST', `/staff/team/${manager.userId}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(StaffMember.parse(disabled.json()).disabled_at).not.toBeNull();
    expect((await asAdmin('POST', `/staff/team/${manager.userId}/disable`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(manager) })).statusCode).toBe(401);
    const storefront = await staffPost(ctx, '/auth/login', { email: manager.email, password: STRONG_PASSWORD });
    expect(storefront.statusCode).toBe(401);

    const enabled = await asAdmin('POST', `/staff/team/${manager.userId}/enable`);
    expect(StaffMember.parse(enabled.json()).disabled_at).toBeNull();
    expect((await staffChallenge(ctx, manager.email)).next).toBe('verify');
    const entries = await auditOf('user', manager.userId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff.second_factor_enrolled',
      'staff.disabled',
      'staff.enabled',
    ]);
    expect(entries[1]).toMatchObject({ before: { disabled_at: null }, after: { disabled_at: expect.any(String) } });
  });

  it('resets a lost authenticator: sessions end and the next sign-in enrols', async () => {
    const warehouse = await signInStaff(ctx, 'warehouse');
    const reset = await asAdmin('POST', `/staff/team/${warehouse.userId}/reset-second-factor`);
    expect(StaffMember.parse(reset.json()).second_factor_enrolled).toBe(false);
    expect((await ctx.app.inject({ url: '/api/v1/staff/me', headers: bearer(warehouse) })).statusCode).toBe(401);
    expect((await staffChallenge(ctx, warehouse.email)).next).toBe('enrol');
    expect((await auditOf('user', warehouse.userId)).at(-1)).toMatchObject({
      action: 'staff.second_factor_reset',
      before: { second_factor: 'enrolled' },
      after: { second_factor: 'none' },
    });
  });

  it('keeps at least one active admin, also when two admins demote each other at once', async () => {
    const other = await signInStaff(ctx, 'admin');
    const third = await signInStaff(ctx, 'admin');
    // Leave exactly these two admins active.
    await queryRows(
      ctx.database,
      sql`update users set disabled_at = now() where role = 'admin' and id not in (${other.userId}, ${third.userId})`,
    );
    const [a, b] = await Promise.all([
      asAdmin('PATCH', `/staff/team/${third.userId}/role`, { role: 'manager' }, other),
      asAdmin('PATCH', `/staff/team/${other.userId}/role`, { role: 'manager' }, third),
    ]);
    // Whichever came second either lost its rights (403) or found itself the last admin (409).
    expect([a.statusCode, b.statusCode].filter((status) => status === 200)).toHaveLength(1);
    const survivor = a.statusCode === 200 ? other : third;
    const self = await asAdmin('PATCH', `/staff/team/${survivor.userId}/role`, { role: 'manager' }, survivor);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).code).toBe('last_admin');
    expect(errorOf(await asAdmin('POST', `/staff/team/${survivor.userId}/disable`, undefined, survivor)).code).toBe(
      'last_admin',
    );
    await queryRows(ctx.database, sql`update users set disabled_at = null where id = ${admin.userId}`);
  });
});

describe('the audit trail', () => {
  it('cannot be changed or deleted, not even by the database user the application runs as', async () => {
    /** The database's refusal (Drizzle wraps it as the cause), or 'accepted'. */
    const refusal = async (query: SQL) => {
      try {
        await queryRows(ctx.database, query);
        return 'accepted';
      } catch (error) {
        return ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
      }
    };
    expect(await auditCount()).toBeGreaterThan(0);
    const before = await auditCount();
    expect(await refusal(sql`update audit_entries set action = 'nothing'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`delete from audit_entries`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`truncate audit_entries`)).toMatch(/cannot be changed/);
    expect(await auditCount()).toBe(before);
  });

  it('lists entries newest first, filtered by person, object and dates, in pages', async () => {
    const manager = await signInStaff(ctx, 'manager');
    for (const role of ['warehouse', 'manager', 'warehouse'] as const) {
      expect((await asAdmin('PATCH', `/staff/team/${manager.userId}/role`, { role })).statusCode).toBe(200);
    }
    const list = async (query: string) => {
      const response = await asAdmin('GET', `/staff/audit?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return AuditPage.parse(response.json());
    };
    const all = await list(`object_type=user&object_id=${manager.userId}&page_size=2`);
    expect(all.total).toBe(4);
    expect(all.items.map((entry) => entry.after)).toEqual([{ role: 'warehouse' }, { role: 'manager' }]);
    expect(all.items[0]!.actor).toMatchObject({ id: admin.userId, email: admin.email });
    const second = await list(`object_type=user&object_id=${manager.userId}&page_size=2&page=2`);
    expect(second.items.map((entry) => entry.action)).toEqual(['staff.role_changed', 'staff.second_factor_enrolled']);

    const byManager = await list(`actor_id=${manager.userId}`);
    expect(byManager.items.map((entry) => entry.action)).toEqual(['staff.second_factor_enrolled']);
    const future = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    expect((await list(`actor_id=${admin.userId}&from=${future}`)).total).toBe(0);
    expect((await list(`object_id=${manager.userId}&to=${future}`)).total).toBe(4);
    const backwards = await asAdmin('GET', `/staff/audit?from=${future}&to=2020-01-01T00:00:00Z`);
    expect(backwards.statusCode).toBe(400);
  });
});
