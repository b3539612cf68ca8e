import { z } from 'zod';
import { IdParam, Language } from './common.js';
import { endpoints } from './endpoint.js';
import { Email, optionalText, requiredText } from './fields.js';
import { StaffRole } from './staff-auth.js';

export const StaffMember = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    role: StaffRole,
    language: Language,
    /** Null while active. */
    disabled_at: z.iso.datetime().nullable(),
    /** Whether an authenticator is set up; false until the first sign-in (or after a reset). */
    second_factor_enrolled: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMember>;

export const StaffInvite = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    role: StaffRole,
    language: Language,
    invited_by: z.number().int(),
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffInvite' });
export type StaffInvite = z.infer<typeof StaffInvite>;

export const StaffTeam = z
  .object({
    members: z.array(StaffMember),
    /** Invitations not yet accepted and not expired. */
    invites: z.array(StaffInvite),
  })
  .meta({ id: 'StaffTeam' });

export const InviteStaffBody = z.strictObject({
  email: Email,
  first_name: requiredText(60),
  last_name: optionalText(60),
  role: StaffRole,
  /** The language of the invitation email and of the account's emails. */
  language: Language.default('ru'),
});
export type InviteStaffBody = z.input<typeof InviteStaffBody>;
export type InviteStaffRequest = z.output<typeof InviteStaffBody>;

export const ChangeStaffRoleBody = z.strictObject({ role: StaffRole });

/** The admin's side of the team: who works here, in which role, and who may sign in. */
export const staffTeamEndpoints = endpoints({
  'GET /staff/team': { summary: 'Employees and open invitations', response: StaffTeam, errors: [401, 403] },
  'POST /staff/team/invites': {
    summary: 'Invite an employee: an email with a link to set a password',
    body: InviteStaffBody,
    response: StaffInvite,
    status: 201,
    errors: [400, 401, 403, 409],
  },
  'PATCH /staff/team/:id/role': {
    summary: "Change an employee's role",
    params: IdParam,
    body: ChangeStaffRoleBody,
    response: StaffMember,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/team/:id/disable': {
    summary: 'Disable an account: it cannot sign in and its sessions end at once',
    params: IdParam,
    response: StaffMember,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/team/:id/enable': {
    summary: 'Enable a disabled account again',
    params: IdParam,
    response: StaffMember,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/team/invites/:id/revoke': {
    summary: 'Withdraw an invitation not yet accepted: its link stops working and says so',
    params: IdParam,
    response: StaffInvite,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/team/:id/reset-second-factor': {
    summary: 'Remove a lost authenticator: the next sign-in enrols a new one; sessions end',
    params: IdParam,
    response: StaffMember,
    errors: [400, 401, 403, 404],
  },
});
