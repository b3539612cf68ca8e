import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.js';

/** A rule and whom it counts for this request; `undefined` (or '') skips the rule. */
export interface RateLimitCheck {
  rule: RateLimitRule;
  subject: (request: FastifyRequest) => string | undefined;
}

/** The client's address as Fastify resolved it (through `trustProxy`). */
export const clientIp = (request: FastifyRequest): string | undefined => request.ip || undefined;

/** The validated body's `email`; the contract schema has already trimmed and lower-cased it. */
export const bodyEmail = (request: FastifyRequest): string | undefined => {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return undefined;
  return typeof body.email === 'string' && body.email !== '' ? body.email : undefined;
};

/**
 * A preHandler (it runs after validation, so subjects may read the parsed body) that counts
 * the request under every check and refuses it with 429 and `Retry-After` once one is over its
 * limit. Checks run in order and stop at the first refusal: a request turned away by the
 * per-IP limit never reaches the account, so it is not counted against the account either.
 */
export function rateLimitHook(limiter: RateLimiter, checks: readonly RateLimitCheck[]) {
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let tightest: { rule: RateLimitRule; decision: RateLimitDecision } | undefined;
    for (const { rule, subject } of checks) {
      const value = subject(request);
      if (!value) continue;
      const decision = await limiter.check(rule, value);
      if (!decision.allowed) throw refusal(reply, rule, decision);
      if (!tightest || decision.remaining < tightest.decision.remaining) tightest = { rule, decision };
    }
    if (tightest) setRateLimitHeaders(reply, tightest.rule, tightest.decision);
  };
}

/** The 429 for a request over `rule`'s limit, with `Retry-After` set on the reply. */
export function refusal(reply: FastifyReply, rule: RateLimitRule, decision: RateLimitDecision): AppError {
  setRateLimitHeaders(reply, rule, decision);
  reply.header('retry-after', decision.retryAfterSeconds);
  return new AppError('rate_limited', 'rate_limited', 'Too many attempts, try again later');
}

/** Names from the IETF draft "RateLimit header fields for HTTP" (the widely deployed version). */
function setRateLimitHeaders(reply: FastifyReply, rule: RateLimitRule, decision: RateLimitDecision) {
  reply.header('ratelimit-limit', rule.limit);
  reply.header('ratelimit-remaining', decision.remaining);
  reply.header('ratelimit-reset', Math.max(0, Math.ceil((decision.resetAt - Date.now()) / 1000)));
}
