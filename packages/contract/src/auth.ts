import { z } from 'zod';
import { Language } from './common.js';
import { endpoints } from './endpoint.js';
import { Email, fieldError, mustBeTrue, NewPassword, optionalText, requiredText } from './fields.js';
import { Phone } from './phone.js';
import { staffRoles } from './staff-access.js';

export const accountTypes = ['individual', 'legal'] as const;
export const AccountType = z.enum(accountTypes, fieldError('invalid_value'));
/** A shopper, or one of the staff roles of the back office's permission matrix (staff-access). */
export const roles = ['shopper', ...staffRoles] as const;
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

/** The fields a form repeats to confirm a new password; checked on both sides. */
function passwordsMatch(value: { password: string; password_confirmation: string }) {
  return value.password === value.password_confirmation;
}
const mismatch = { message: 'passwords_mismatch', path: ['password_confirmation'] };

export const RegisterBody = z
  .strictObject({
    first_name: requiredText(60),
    last_name: optionalText(60),
    email: Email,
    password: NewPassword,
    password_confirmation: z.string(fieldError('passwords_mismatch')),
    phone: Phone,
    account_type: AccountType.default('individual'),
    accept_terms: mustBeTrue('must_accept_terms'),
    confirm_adult: mustBeTrue('must_be_adult'),
    /** The language emails are written in; the web app sends the one in use. */
    language: Language.default('ru'),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.input<typeof RegisterBody>;
export type RegisterRequest = z.output<typeof RegisterBody>;

export const LoginBody = z.strictObject({
  email: Email,
  password: z.string(fieldError('invalid_value')).min(1, 'required').max(1024, 'invalid_value'),
});
export type LoginBody = z.input<typeof LoginBody>;
export type LoginRequest = z.output<typeof LoginBody>;

export const RefreshBody = z.strictObject({ refresh_token: z.string().min(1, 'required').max(200, 'invalid_value') });

export const ForgotPasswordBody = z.strictObject({ email: Email, language: Language.optional() });
export type ForgotPasswordRequest = z.output<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z
  .strictObject({
    token: z.string(fieldError('invalid_value')).min(1, 'required').max(200, 'invalid_value'),
    password: NewPassword,
    password_confirmation: z.string(fieldError('passwords_mismatch')),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordRequest = z.output<typeof ResetPasswordBody>;

export const ResetLinkBody = z.strictObject({
  token: z.string(fieldError('invalid_value')).min(1, 'required').max(200, 'invalid_value'),
});
/** Whether an emailed reset link can still set a password, checked when its page opens. */
export const ResetLinkState = z.object({ state: z.enum(['valid', 'used', 'expired', 'unknown']) });
export type ResetLinkState = z.infer<typeof ResetLinkState>;

export const User = z
  .object({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string().nullable(),
    nickname: z.string().nullable(),
    phone: z.string().nullable(),
    account_type: z.enum(accountTypes),
    role: Role,
    language: Language,
    /** The shopper hears about their orders on WhatsApp (off until they opt in). */
    whatsapp_opt_in: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const AuthTokens = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    /** Seconds until the access token expires. */
    expires_in: z.number().int(),
    token_type: z.literal('Bearer'),
    user: User,
  })
  .meta({ id: 'AuthTokens' });
export type AuthTokens = z.infer<typeof AuthTokens>;

export const StatusResponse = z.object({ status: z.literal('ok') });

export const authEndpoints = endpoints({
  'POST /auth/register': {
    summary: 'Create an account and sign in',
    body: RegisterBody,
    response: AuthTokens,
    status: 201,
    errors: [400, 409, 429],
  },
  'POST /auth/login': { summary: 'Sign in', body: LoginBody, response: AuthTokens, errors: [400, 401, 429] },
  'POST /auth/refresh': {
    summary: 'Exchange a refresh token for a new pair (rotation)',
    body: RefreshBody,
    response: AuthTokens,
    errors: [400, 401, 429],
  },
  'POST /auth/logout': { summary: 'End this login', response: StatusResponse, errors: [401] },
  'POST /auth/forgot-password': {
    summary: 'Email a password reset link',
    body: ForgotPasswordBody,
    response: StatusResponse,
    errors: [400, 404, 429],
  },
  'POST /auth/reset-password/state': {
    summary: 'Whether a password reset link is still valid, used or expired (asked when its page opens)',
    body: ResetLinkBody,
    response: ResetLinkState,
    errors: [400, 429],
  },
  'POST /auth/reset-password': {
    summary: 'Set a new password with the emailed token',
    body: ResetPasswordBody,
    response: StatusResponse,
    errors: [400, 429],
  },
});
