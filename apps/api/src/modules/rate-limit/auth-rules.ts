import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Counted per client address (`clientIp`) or per normalised e-mail (`bodyEmail`); the login
// rules count failed passwords only (see login-limits.ts). The address limits stop one client
// spraying many accounts. Forgot-password is strictest because each accepted request sends an e-mail.

/** A set of limits on wrong passwords for one account (login-limits.ts, docs/decisions/051). */
export interface LoginRules {
  /** One address guessing the account from a browser it has not signed in from. */
  pair: RateLimitRule;
  /** Every such browser together: a guess spread over many addresses locks out new browsers only. */
  account: RateLimitRule;
  /** A browser the account signed in from before (a device token): its own count. */
  device: RateLimitRule;
}

export const shopperLoginRules: LoginRules = {
  pair: { name: 'login-fail-pair', limit: 5, windowMs: 15 * MINUTE },
  account: { name: 'login-fail-account', limit: 50, windowMs: HOUR },
  device: { name: 'login-fail-device', limit: 5, windowMs: 15 * MINUTE },
};
/**
 * An employee's password opens the back office's first step, whichever door it is tried at (the
 * shop's login takes it too), so their account is guarded more strictly; the second factor has its
 * own limits below.
 */
export const staffLoginRules: LoginRules = {
  pair: { name: 'staff-login-fail-pair', limit: 3, windowMs: 15 * MINUTE },
  account: { name: 'staff-login-fail-account', limit: 10, windowMs: HOUR },
  device: { name: 'staff-login-fail-device', limit: 3, windowMs: 15 * MINUTE },
};
/** One address guessing many accounts from browsers they have not signed in from. */
export const loginFailuresPerIp: RateLimitRule = { name: 'login-fail-ip', limit: 30, windowMs: 15 * MINUTE };
export const registerPerIp: RateLimitRule = { name: 'register-ip', limit: 5, windowMs: 10 * MINUTE };
export const forgotPasswordPerIp: RateLimitRule = { name: 'forgot-password-ip', limit: 5, windowMs: 15 * MINUTE };
export const forgotPasswordPerAccount: RateLimitRule = { name: 'forgot-password-account', limit: 3, windowMs: HOUR };
export const resetPasswordPerIp: RateLimitRule = { name: 'reset-password-ip', limit: 10, windowMs: 15 * MINUTE };
/** Opening a reset link checks its token; looser than setting a password (a reload checks again). */
export const resetLinkChecksPerIp: RateLimitRule = { name: 'reset-link-ip', limit: 30, windowMs: 15 * MINUTE };
/** Token refresh is routine (one per access-token lifetime per tab), so it gets its own looser counter. */
export const refreshPerIp: RateLimitRule = { name: 'refresh-ip', limit: 30, windowMs: MINUTE };
// Wrong second-factor codes per staff account. Three codes are valid at a time (one step either
// way), so each guess has a 3-in-a-million chance: at most 20 a day keeps the odds near one in
// 17,000 a day even for someone who has the password, and the quarter-hour rule stops bursts.
export const secondFactorFailuresPerAccount: RateLimitRule = {
  name: 'staff-2fa-account',
  limit: 5,
  windowMs: 15 * MINUTE,
};
export const secondFactorFailuresPerAccountDaily: RateLimitRule = {
  name: 'staff-2fa-account-day',
  limit: 20,
  windowMs: 24 * HOUR,
};
/** Second-factor attempts from one address, across accounts. */
export const secondFactorPerIp: RateLimitRule = { name: 'staff-2fa-ip', limit: 30, windowMs: 15 * MINUTE };
export const acceptInvitePerIp: RateLimitRule = { name: 'staff-invite-ip', limit: 10, windowMs: 15 * MINUTE };
