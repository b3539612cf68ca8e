import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Counted per client address (`clientIp`) or per normalised e-mail (`bodyEmail`). The account
// limits stop a distributed guess at one password; the address limits stop one client spraying
// many accounts. Forgot-password is strictest because each accepted request sends an e-mail.

export const loginPerIp: RateLimitRule = { name: 'login-ip', limit: 10, windowMs: MINUTE };
export const loginPerAccount: RateLimitRule = { name: 'login-account', limit: 5, windowMs: MINUTE };
export const registerPerIp: RateLimitRule = { name: 'register-ip', limit: 5, windowMs: 10 * MINUTE };
export const forgotPasswordPerIp: RateLimitRule = { name: 'forgot-password-ip', limit: 5, windowMs: 15 * MINUTE };
export const forgotPasswordPerAccount: RateLimitRule = { name: 'forgot-password-account', limit: 3, windowMs: HOUR };
export const resetPasswordPerIp: RateLimitRule = { name: 'reset-password-ip', limit: 10, windowMs: 15 * MINUTE };
/** Token refresh is routine (one per access-token lifetime per tab), so it gets its own looser counter. */
export const refreshPerIp: RateLimitRule = { name: 'refresh-ip', limit: 30, windowMs: MINUTE };
