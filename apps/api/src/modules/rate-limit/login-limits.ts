import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { loginFailuresPerAccount, loginFailuresPerAccountAndIp, loginFailuresPerIp } from './auth-rules.js';
import { bodyEmail, refusal } from './rate-limit-hook.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

type Counter = [rule: RateLimitRule, subject: string];

/**
 * Limits on wrong passwords, keyed so that guessing cannot lock the owner out: strict for one
 * address guessing one account, looser for one account across all addresses (a distributed
 * guess), and one for an address across accounts (spraying). A right password is no failure
 * and forgets the failures of its account from its address.
 *
 * Each attempt is counted as a failure *before* the password is checked and taken back when it
 * was not one: checking first and counting afterwards would let a burst of concurrent guesses
 * all pass under the limit. A refused attempt answers 429 before argon2 runs.
 */
export function createLoginLimits(limiter: RateLimiter) {
  // The address first: an attempt refused there is not counted against the account.
  function countersOf(request: FastifyRequest): Counter[] {
    const email = bodyEmail(request) ?? '';
    return [
      [loginFailuresPerIp, request.ip],
      [loginFailuresPerAccountAndIp, `${email} ${request.ip}`],
      [loginFailuresPerAccount, email],
    ];
  }

  const refund = (counters: Counter[]) => Promise.all(counters.map(([rule, subject]) => limiter.refund(rule, subject)));

  /** A preHandler (after validation, so the email is normalised): counts the attempt, or refuses it. */
  async function count(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const counted: Counter[] = [];
    for (const counter of countersOf(request)) {
      const decision = await limiter.check(...counter);
      if (!decision.allowed) {
        // The attempt never happens, so it is no failure under the limits that let it through.
        await refund(counted);
        throw refusal(reply, counter[0], decision);
      }
      counted.push(counter);
    }
  }

  /** Runs the login the attempt was counted for, and takes the count back unless the password was wrong. */
  async function settle<T>(request: FastifyRequest, login: () => Promise<T>): Promise<T> {
    const [perIp, pair, perAccount] = countersOf(request) as [Counter, Counter, Counter];
    let result: T;
    try {
      result = await login();
    } catch (error) {
      const wrongPassword = error instanceof AppError && error.code === 'invalid_credentials';
      if (!wrongPassword) await refund([perIp, pair, perAccount]);
      throw error;
    }
    await Promise.all([refund([perIp, perAccount]), limiter.reset(...pair)]);
    return result;
  }

  return { count, settle };
}
