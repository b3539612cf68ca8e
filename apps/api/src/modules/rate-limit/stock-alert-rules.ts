import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;

// A new alert mails its address a confirmation: a shopper asks for a few variations, a script
// cannot use the shop to mail strangers. Counted per client address and per recipient.
export const stockAlertPerIp: RateLimitRule = { name: 'stock-alert-ip', limit: 10, windowMs: 10 * MINUTE };
export const stockAlertPerEmail: RateLimitRule = { name: 'stock-alert-email', limit: 10, windowMs: 60 * MINUTE };
