import { z } from 'zod';
import { LoginBody, ResetPasswordBody } from './auth.js';
import { Language } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError } from './fields.js';
import { permissions, staffRoles } from './staff-access.js';

export const StaffRole = z.enum(staffRoles, fieldError('invalid_value'));
export const Permission = z.enum(Object.keys(permissions) as [keyof typeof permissions]);

/** Between the password and the second factor: a short-lived token for the next step only. */
export const StaffChallenge = z
  .object({
    challenge_token: z.string(),
    /** `enrol` on the first sign-in (or after an admin reset the authenticator), else `verify`. */
    next: z.enum(['enrol', 'verify']),
    expires_in: z.number().int().meta({ description: 'Seconds the challenge token stays valid' }),
  })
  .meta({ id: 'StaffChallenge' });
export type StaffChallenge = z.infer<typeof StaffChallenge>;

const ChallengeToken = z.string(fieldError('invalid_value')).min(1, 'required').max(2000, 'invalid_value');

/** Six digits from the authenticator; spaces as apps show them ("123 456") are ignored. */
export const TotpCode = z
  .string(fieldError('invalid_value'))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d{6}$/, 'invalid_value'),
  );

/** A recovery code as printed (`abcde-fghij`); case, spaces and dashes do not matter. */
export const RecoveryCode = z
  .string(fieldError('invalid_value'))
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^[a-z2-7]{10}$/, 'invalid_value'),
  );

export const StaffSignInBody = LoginBody;
export const ChallengeBody = z.strictObject({ challenge_token: ChallengeToken });
export const ChallengeCodeBody = z.strictObject({ challenge_token: ChallengeToken, code: TotpCode });
export const ChallengeRecoveryBody = z.strictObject({ challenge_token: ChallengeToken, recovery_code: RecoveryCode });
/** The employee proves again that it is them: the password and a current code from the authenticator. */
export const ReauthenticationBody = z.strictObject({ password: LoginBody.shape.password, code: TotpCode });
export type ReauthenticationBody = z.input<typeof ReauthenticationBody>;

/** The link's token and the new password, as a password reset takes them. */
export const AcceptInviteBody = ResetPasswordBody;
export const AcceptedInvite = z.object({ email: z.string() }).meta({ id: 'AcceptedInvite' });

export const InviteStateBody = z.strictObject({ token: AcceptInviteBody.shape.token });
export const inviteStates = ['open', 'accepted', 'revoked', 'expired', 'unknown'] as const;
/** What an invitation link is now, so its page can say why it no longer works. */
export const InviteState = z
  .object({
    state: z.enum(inviteStates),
    /** The address it was sent to; only while it is open. */
    email: z.string().nullable(),
  })
  .meta({ id: 'StaffInviteState' });
export type InviteState = z.infer<typeof InviteState>;

export const TotpEnrolment = z
  .object({
    /** base32, for typing into an authenticator by hand. */
    secret: z.string(),
    /** `otpauth://totp/…`, for the QR code. */
    otpauth_uri: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

/** The employee as the staff app knows them, with what their role may do. */
export const StaffMe = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    role: StaffRole,
    language: Language,
    permissions: z.array(Permission),
    /** Unused recovery codes; the app suggests new ones when few are left. */
    recovery_codes_left: z.number().int(),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof StaffMe>;

export const StaffSession = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int(),
    token_type: z.literal('Bearer'),
    /** When the session ends whatever its refreshes (STAFF_SESSION_HOURS after sign-in). */
    session_expires_at: z.iso.datetime(),
    staff: StaffMe,
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSession>;

export const RecoveryCodes = z
  .object({ recovery_codes: z.array(z.string()).meta({ description: 'Shown once; each works once' }) })
  .meta({ id: 'RecoveryCodes' });

export const EnrolledStaffSession = StaffSession.extend(RecoveryCodes.shape).meta({ id: 'EnrolledStaffSession' });
export type EnrolledStaffSession = z.infer<typeof EnrolledStaffSession>;

/**
 * The steps before a staff session exists, public (each checks the token it is given): the
 * password gives a challenge, the challenge and a TOTP code (or a recovery code) give the
 * session; the first sign-in enrols the authenticator instead. Staff sessions refresh through
 * `POST /auth/refresh` like any other, within their shorter lifetime.
 */
export const staffSignInEndpoints = endpoints({
  'POST /staff/auth/sign-in': {
    summary: 'Staff sign-in, step 1: email and password give a second-factor challenge',
    body: StaffSignInBody,
    response: StaffChallenge,
    errors: [400, 401, 429],
  },
  'POST /staff/auth/enrolment': {
    summary: 'Start enrolling an authenticator (first sign-in): the TOTP secret and its otpauth URI',
    body: ChallengeBody,
    response: TotpEnrolment,
    errors: [400, 401, 429],
  },
  'POST /staff/auth/enrolment/confirm': {
    summary: 'Confirm the authenticator with its first code: the session and ten recovery codes',
    body: ChallengeCodeBody,
    response: EnrolledStaffSession,
    errors: [400, 401, 429],
  },
  'POST /staff/auth/verify': {
    summary: 'Staff sign-in, step 2: a code from the authenticator gives the session',
    body: ChallengeCodeBody,
    response: StaffSession,
    errors: [400, 401, 429],
  },
  'POST /staff/auth/recover': {
    summary: 'Staff sign-in, step 2 without the phone: a single-use recovery code',
    body: ChallengeRecoveryBody,
    response: StaffSession,
    errors: [400, 401, 429],
  },
  'POST /staff/invites/accept': {
    summary: 'Accept an invitation: set the password (then sign in and enrol the authenticator)',
    body: AcceptInviteBody,
    response: AcceptedInvite,
    errors: [400, 409, 429],
  },
  'POST /staff/invites/state': {
    summary: 'Whether an invitation link still works, or was accepted, withdrawn or let expire',
    body: InviteStateBody,
    response: InviteState,
    errors: [400, 429],
  },
});

/** What a signed-in employee does with their own account. */
export const staffAuthEndpoints = endpoints({
  'POST /staff/auth/sign-out': { summary: 'End this staff session', status: 204, errors: [401, 403] },
  'GET /staff/me': { summary: 'The signed-in employee and their permissions', response: StaffMe, errors: [401, 403] },
  'POST /staff/me/recovery-codes': {
    summary:
      'Replace my recovery codes with ten new ones (the old ones stop working); asks for the password and a code again',
    body: ReauthenticationBody,
    response: RecoveryCodes,
    errors: [400, 401, 403, 429],
  },
});
