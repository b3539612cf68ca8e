import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { type LoginRules, loginFailuresPerIp, shopperLoginRules, staffLoginRules } from './auth-rules.js';
import { bodyEmail, refusal } from './rate-limit-hook.js';
import type { RateLimiter, RateLimitRule } from './rate-limiter.js';

/** What the limits need to know of a login attempt before its password is checked. */
export interface LoginAttempt {
  /** The email names an employee's account: staff rules. */
  staff: boolean;
  /** This browser's id when the account signed in from it before (auth/device-trust.ts). */
  device?: string;
}
export type DescribeLoginAttempt = (request: FastifyRequest, email: string) => Promise<LoginAttempt>;

interface Counter {
  rule: RateLimitRule;
  subject: string;
  /** A right password forgets this count's failures (the guesser's own), instead of refunding one. */
  forgetOnSuccess: boolean;
}

/**
 * Limits on wrong passwords, keyed so that guessing cannot lock the owner out (decisions 009,
 * 051). From a browser the account has not signed in from: strict for one address on the account,
 * looser for the account across all addresses (a distributed guess), and one for an address across
 * accounts (spraying). From a browser it has signed in from (a device token): that browser's own
 * count only, so no guess made elsewhere reaches it. Employees' accounts have stricter rules.
 *
 * Each attempt is counted as a failure *before* the password is checked and taken back when it
 * was not one: checking first and counting afterwards would let a burst of concurrent guesses
 * all pass under the limit. A refused attempt answers 429 before argon2 runs.
 */
export function createLoginLimits(limiter: RateLimiter, describe: DescribeLoginAttempt) {
  const countedFor = new WeakMap<FastifyRequest, Counter[]>();

  async function countersOf(request: FastifyRequest): Promise<Counter[]> {
    const email = bodyEmail(request) ?? '';
    const attempt = await describe(request, email);
    const rules: LoginRules = attempt.staff ? staffLoginRules : shopperLoginRules;
    if (attempt.device) return [{ rule: rules.device, subject: attempt.device, forgetOnSuccess: true }];
    // The address first: an attempt refused there is not counted against the account.
    return [
      { rule: loginFailuresPerIp, subject: request.ip, forgetOnSuccess: false },
      { rule: rules.pair, subject: `${email} ${request.ip}`, forgetOnSuccess: true },
      { rule: rules.account, subject: email, forgetOnSuccess: false },
    ];
  }

  const refund = (counters: Counter[]) =>
    Promise.all(counters.map(({ rule, subject }) => limiter.refund(rule, subject)));

  /** A preHandler (after validation, so the email is normalised): counts the attempt, or refuses it. */
  async function count(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const counted: Counter[] = [];
    for (const counter of await countersOf(request)) {
      const decision = await limiter.check(counter.rule, counter.subject);
      if (!decision.allowed) {
        // The attempt never happens, so it is no failure under the limits that let it through.
        await refund(counted);
        throw refusal(reply, counter.rule, decision);
      }
      counted.push(counter);
    }
    countedFor.set(request, counted);
  }

  /** Runs the login the attempt was counted for, and takes the count back unless the password was wrong. */
  async function settle<T>(request: FastifyRequest, login: () => Promise<T>): Promise<T> {
    const counted = countedFor.get(request) ?? [];
    let result: T;
    try {
      result = await login();
    } catch (error) {
      const wrongPassword = error instanceof AppError && error.code === 'invalid_credentials';
      if (!wrongPassword) await refund(counted);
      throw error;
    }
    await Promise.all(
      counted.map(({ rule, subject, forgetOnSuccess }) =>
        forgetOnSuccess ? limiter.reset(rule, subject) : limiter.refund(rule, subject),
      ),
    );
    return result;
  }

  return { count, settle };
}
export type LoginLimits = ReturnType<typeof createLoginLimits>;
