import type { StaffRole } from '@aruu/contract/staff-access';
import type { InviteState } from '@aruu/contract/staff-auth';
import type { InviteStaffRequest } from '@aruu/contract/staff-team';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { refuseCommonPassword } from '../auth/auth.service.js';
import type { PasswordHasher } from '../auth/passwords.js';
import { endUserSessions } from '../auth/sessions.js';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import * as users from '../users/staff-accounts.js';
import * as repo from './staff.repository.js';
import { toStaffInvite, toStaffMember } from './staff-view.js';

export interface StaffTeamSettings {
  inviteTtlHours: number;
  /** Origin of the web app, for the link in the invitation. */
  publicUrl: string;
}

/** Who acts, for the audit trail (`staffActor(request)`). */
export interface Actor {
  actorId: number;
  requestId: string;
}

const notFound = () => new AppError('not_found', 'not_found', 'There is no such employee');
const lastAdmin = () => new AppError('conflict', 'last_admin', 'The shop must keep at least one active administrator');

export type StaffTeamService = ReturnType<typeof createStaffTeamService>;

/** The admin's work on the team: invitations, roles, disabling, lost authenticators. */
export function createStaffTeamService(deps: {
  db: Db;
  passwords: PasswordHasher;
  queue: JobQueue;
  settings: StaffTeamSettings;
}) {
  const { db, passwords, queue, settings } = deps;

  async function team() {
    const [members, invites] = await Promise.all([repo.listStaff(db), repo.listOpenInvites(db)]);
    return { members: members.map(toStaffMember), invites: invites.map(toStaffInvite) };
  }

  async function invite(actor: Actor, body: InviteStaffRequest) {
    const token = newOpaqueToken();
    return db.transaction(async (tx) => {
      // A shopper may be invited: accepting turns their account into an employee's
      // (docs/decisions/024-shopper-becomes-staff.md). An employee already is one.
      const existing = await users.findUserByEmail(tx, body.email);
      if (existing && existing.role !== 'shopper') {
        throw new AppError('conflict', 'email_taken', 'An employee with this email already exists', {
          email: { code: 'email_taken', message: 'An employee with this email already exists' },
        });
      }
      const row = await repo.insertInvite(tx, {
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name ?? null,
        role: body.role,
        language: body.language,
        tokenHash: token.hash,
        invitedBy: actor.actorId,
        expiresAt: new Date(Date.now() + settings.inviteTtlHours * 3_600_000),
      });
      const mail = mailOf('staff-invite', {
        lang: body.language,
        name: body.first_name,
        role: body.role,
        inviteUrl: `${settings.publicUrl}/staff/invite/${token.token}`,
        validHours: settings.inviteTtlHours,
      });
      await enqueueMail(queue, tx, { to: body.email, ...mail });
      const { email, role, language } = body;
      await recordAudit(tx, {
        ...actor,
        action: 'staff.invited',
        objectType: 'staff_invite',
        objectId: row.id,
        before: null,
        after: { email, role, language, first_name: body.first_name, last_name: row.lastName },
      });
      return toStaffInvite(row);
    });
  }

  /** Withdraws an open invitation; its link then says it was withdrawn. */
  async function revokeInvite(actor: Actor, inviteId: number) {
    return db.transaction(async (tx) => {
      const revoked = await repo.revokeInvite(tx, inviteId);
      if (!revoked) {
        if (!(await repo.findInvite(tx, inviteId))) {
          throw new AppError('not_found', 'not_found', 'There is no such invitation');
        }
        throw new AppError('conflict', 'invite_closed', 'This invitation was accepted, withdrawn or has expired');
      }
      await recordAudit(tx, {
        ...actor,
        action: 'staff.invite_revoked',
        objectType: 'staff_invite',
        objectId: inviteId,
        before: { state: 'open', email: revoked.email, role: revoked.role },
        after: { state: 'revoked' },
      });
      return toStaffInvite(revoked);
    });
  }

  /** What the link is now: the page says why it no longer works rather than failing on submit. */
  async function inviteState(token: string): Promise<InviteState> {
    const invitation = await repo.findInviteByToken(db, hashOpaqueToken(token));
    const state = !invitation
      ? 'unknown'
      : invitation.usedAt
        ? 'accepted'
        : invitation.revokedAt
          ? 'revoked'
          : invitation.expiresAt.getTime() <= Date.now()
            ? 'expired'
            : 'open';
    return { state, email: state === 'open' ? invitation!.email : null };
  }

  async function insertEmployee(tx: Tx, invitation: repo.StaffInviteRow, passwordHash: string) {
    const now = new Date();
    const user = await users.insertUser(tx, {
      email: invitation.email,
      passwordHash,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      role: invitation.role,
      language: invitation.language,
      termsAcceptedAt: now,
      adultConfirmedAt: now,
      // The link reached this address.
      emailVerifiedAt: now,
    });
    if (!user) throw new AppError('conflict', 'email_taken', 'An account with this email already exists');
    return user;
  }

  /**
   * A shopper's account becomes the employee's: the link proved the address, as a password reset
   * does, so the password set here replaces theirs; their orders and address stay theirs; every
   * shopper session ends (its tokens carry the old role). The authenticator is enrolled at the
   * first staff sign-in, as for anyone invited. Someone who became staff meanwhile is refused.
   */
  async function promoteShopper(tx: Tx, shopper: users.UserRow, invitation: repo.StaffInviteRow, passwordHash: string) {
    if (shopper.role !== 'shopper') {
      throw new AppError('conflict', 'email_taken', 'An employee with this email already exists');
    }
    const user = await users.updateUser(tx, shopper.id, {
      role: invitation.role,
      passwordHash,
      emailVerifiedAt: shopper.emailVerifiedAt ?? new Date(),
    });
    if (!user) throw new AppError('conflict', 'email_taken', 'An account with this email already exists');
    await endUserSessions(tx, user.id, 'joined_staff');
    return user;
  }

  /** Creates the employee's account from a valid invitation (or promotes the shopper's); they sign in and enrol next. */
  async function acceptInvite(token: string, password: string) {
    refuseCommonPassword(password);
    const passwordHash = await passwords.hash(password);
    const accepted = await db.transaction(async (tx) => {
      const invitation = await repo.useInvite(tx, hashOpaqueToken(token));
      if (!invitation) return undefined;
      const shopper = await users.findUserByEmail(tx, invitation.email);
      const user = shopper
        ? await promoteShopper(tx, shopper, invitation, passwordHash)
        : await insertEmployee(tx, invitation, passwordHash);
      await repo.linkInviteToUser(tx, invitation.id, user.id);
      await recordAudit(tx, {
        actorId: user.id,
        action: 'staff.invite_accepted',
        objectType: 'user',
        objectId: user.id,
        before: shopper ? { role: shopper.role } : null,
        after: { email: user.email, role: user.role, invite_id: invitation.id },
      });
      return { email: user.email };
    });
    if (!accepted) {
      throw new AppError('invalid_data', 'invalid_invite', 'This invitation link is invalid or has expired');
    }
    return accepted;
  }

  /**
   * One change to an employee, under the lock that keeps an admin: every active admin is
   * locked first (in id order, so concurrent changes queue rather than deadlock), then the
   * employee. `change` answers the before/after of what it changed, or null for no change.
   */
  async function changeMember(
    actor: Actor,
    userId: number,
    action: string,
    change: (
      tx: Tx,
      member: users.UserRow,
      activeAdmins: number[],
    ) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | null>,
  ) {
    return db.transaction(async (tx) => {
      const activeAdmins = await repo.lockActiveAdmins(tx);
      const member = await repo.findStaffMemberForUpdate(tx, userId);
      if (!member) throw notFound();
      const changed = await change(tx, member, activeAdmins);
      if (changed) await recordAudit(tx, { ...actor, action, objectType: 'user', objectId: userId, ...changed });
      const view = await repo.findStaffMember(tx, userId);
      return toStaffMember(view!);
    });
  }

  /** Refuses a change that takes `member` out of the active admins when they are the last. */
  function keepAnAdmin(member: users.UserRow, activeAdmins: number[]) {
    if (activeAdmins.includes(member.id) && activeAdmins.length === 1) throw lastAdmin();
  }

  const changeRole = (actor: Actor, userId: number, role: StaffRole) =>
    changeMember(actor, userId, 'staff.role_changed', async (tx, member, activeAdmins) => {
      if (member.role === role) return null;
      if (role !== 'admin') keepAnAdmin(member, activeAdmins);
      await users.updateUser(tx, userId, { role });
      return { before: { role: member.role }, after: { role } };
    });

  /** The account cannot sign in, and every session it has ends now. */
  const disable = (actor: Actor, userId: number) =>
    changeMember(actor, userId, 'staff.disabled', async (tx, member, activeAdmins) => {
      if (member.disabledAt) return null;
      keepAnAdmin(member, activeAdmins);
      // One after another: a transaction's connection runs one query at a time.
      const updated = await users.updateUser(tx, userId, { disabledAt: new Date() });
      await endUserSessions(tx, userId, 'account_disabled');
      return { before: { disabled_at: null }, after: { disabled_at: updated!.disabledAt!.toISOString() } };
    });

  const enable = (actor: Actor, userId: number) =>
    changeMember(actor, userId, 'staff.enabled', async (tx, member) => {
      if (!member.disabledAt) return null;
      await users.updateUser(tx, userId, { disabledAt: null });
      return { before: { disabled_at: member.disabledAt.toISOString() }, after: { disabled_at: null } };
    });

  /** For a lost phone: the authenticator and recovery codes go, and so do the sessions. */
  const resetSecondFactor = (actor: Actor, userId: number) =>
    changeMember(actor, userId, 'staff.second_factor_reset', async (tx) => {
      const hadOne = await repo.deleteSecondFactor(tx, userId);
      await endUserSessions(tx, userId, 'second_factor_reset');
      return hadOne ? { before: { second_factor: 'enrolled' }, after: { second_factor: 'none' } } : null;
    });

  return { team, invite, revokeInvite, inviteState, acceptInvite, changeRole, disable, enable, resetSecondFactor };
}
