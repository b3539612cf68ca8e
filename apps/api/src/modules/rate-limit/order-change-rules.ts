import type { RateLimitRule } from './rate-limiter.js';

const MINUTE = 60_000;

// The buyer's answer to a proposed change, reached by a link without signing in: an answer moves
// stock and money, and paying the difference opens a payment with Freedom Pay. A buyer answers
// once or twice; a script guessing links, or hammering one, stops here.
export const orderChangeAnswersPerIp: RateLimitRule = { name: 'order-change-ip', limit: 30, windowMs: 10 * MINUTE };
export const orderChangeAnswersPerLink: RateLimitRule = { name: 'order-change-link', limit: 10, windowMs: 10 * MINUTE };
