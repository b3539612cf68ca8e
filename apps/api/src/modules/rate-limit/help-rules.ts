import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;

// Counted per client address. Every accepted request stores a row and mails the shop, so a
// person gets a few tries and a script gets no flood; the two forms count separately.

export const helpFormPerIp: RateLimitRule = { name: 'help-form-ip', limit: 5, windowMs: 10 * MINUTE };
export const consultationPerIp: RateLimitRule = { name: 'consultation-ip', limit: 5, windowMs: 10 * MINUTE };
