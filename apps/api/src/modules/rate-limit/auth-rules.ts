import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Counted per client address (`clientIp`) or per normalised e-mail (`bodyEmail`); the login
// rules count failed passwords only (see login-limits.ts). The address limits stop one client
// spraying many accounts. Forgot-password is strictest because each accepted request sends an e-mail.

/** One address guessing one account: strict, and the owner elsewhere is not affected. */
export const loginFailuresPerAccountAndIp: RateLimitRule = { name: 'login-fail-pair', limit: 5, windowMs: 15 * MINUTE };
/** Guessing one account from many addresses: loose enough that one attacker cannot reach it alone. */
export const loginFailuresPerAccount: RateLimitRule = { name: 'login-fail-account', limit: 50, windowMs: HOUR };
/** One address guessing many accounts. */
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
