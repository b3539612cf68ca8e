import type { FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { secondFactorFailuresPerAccount, secondFactorFailuresPerAccountDaily } from './auth-rules.js';
import { refusal } from './rate-limit-hook.js';
import type { RateLimiter } from './rate-limiter.js';

const rules = [secondFactorFailuresPerAccount, secondFactorFailuresPerAccountDaily];
/** The answers that mean a wrong code (or, asked again with the password, a wrong either). */
const failures = new Set(['invalid_second_factor', 'reauthentication_failed']);

/**
 * Limits on wrong second-factor codes per staff account (at sign-in, and when asked again with
 * the password before renewing recovery codes), counted like wrong passwords
 * (login-limits.ts): each attempt counts as a failure before the code is checked, so a burst of
 * guesses cannot pass under the limit together, and is taken back unless the code proved wrong.
 */
export function createSecondFactorLimits(limiter: RateLimiter) {
  return async function settle<T>(reply: FastifyReply, userId: number, attempt: () => Promise<T>): Promise<T> {
    const subject = String(userId);
    const counted: typeof rules = [];
    const refund = () => Promise.all(counted.map((rule) => limiter.refund(rule, subject)));
    for (const rule of rules) {
      const decision = await limiter.check(rule, subject);
      if (!decision.allowed) {
        await refund();
        throw refusal(reply, rule, decision);
      }
      counted.push(rule);
    }
    try {
      const result = await attempt();
      await refund();
      return result;
    } catch (error) {
      if (!(error instanceof AppError && failures.has(error.code))) await refund();
      throw error;
    }
  };
}
export type SecondFactorLimits = ReturnType<typeof createSecondFactorLimits>;
