import { createHash } from 'node:crypto';
import type { RateLimitStore } from './rate-limit-store.js';

/** At most `limit` hits per fixed window of `windowMs`; `name` keeps rules' counters apart. */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Hits left in this window after this one (0 once over the limit). */
  remaining: number;
  /** Whole seconds until the window ends; at least 1 when refused, 0 when allowed. */
  retryAfterSeconds: number;
  /** When the window ends, epoch milliseconds. */
  resetAt: number;
}

export interface RateLimiter {
  /** Counts one hit of `subject` under `rule` and says whether it is within the limit. */
  check(rule: RateLimitRule, subject: string): Promise<RateLimitDecision>;
  /** Forgets the subject's window, e.g. the failed logins from an address after a successful one. */
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** Takes back one hit that `check` counted in advance, when it proved not to be what the rule counts. */
  refund(rule: RateLimitRule, subject: string): Promise<void>;
}

/** Longer subjects are hashed, so a key stays small whatever a client sends. */
const MAX_PLAIN_SUBJECT_LENGTH = 64;

/**
 * The store key for a rule and subject. Subjects are used as given: callers normalise them
 * (trimmed, lower-cased e-mail) so that `A@x.kg` and `a@x.kg` share one counter.
 */
export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  const bounded =
    subject.length > MAX_PLAIN_SUBJECT_LENGTH
      ? `sha256:${createHash('sha256').update(subject).digest('base64url')}`
      : subject;
  return `${rule.name}:${bounded}`;
}

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now): RateLimiter {
  return {
    async check(rule, subject) {
      const { count, resetAt } = await store.hit(rateLimitKey(rule, subject), rule.windowMs);
      const allowed = count <= rule.limit;
      const secondsLeft = Math.ceil((resetAt - now()) / 1000);
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: allowed ? 0 : Math.max(1, secondsLeft),
        resetAt,
      };
    },
    reset: (rule, subject) => store.reset(rateLimitKey(rule, subject)),
    refund: (rule, subject) => store.refund(rateLimitKey(rule, subject)),
  };
}
