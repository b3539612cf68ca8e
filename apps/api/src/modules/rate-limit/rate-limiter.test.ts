import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from '../../../test/support/rate-limit-store.js';
import * as authRules from './auth-rules.js';
import * as helpRules from './help-rules.js';
import { createRateLimiter, type RateLimitRule, rateLimitKey } from './rate-limiter.js';
import * as shopRules from './shop-rules.js';
import * as stockAlertRules from './stock-alert-rules.js';

const rule: RateLimitRule = { name: 'try', limit: 2, windowMs: 10_000 };

describe('createRateLimiter', () => {
  it('allows up to the limit, then refuses with the seconds left in the window', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(
      createMemoryRateLimitStore(() => now),
      () => now,
    );
    expect(await limiter.check(rule, 'a')).toEqual({
      allowed: true,
      remaining: 1,
      retryAfterSeconds: 0,
      resetAt: 1_010_000,
    });
    expect((await limiter.check(rule, 'a')).remaining).toBe(0);
    now += 2_500;
    expect(await limiter.check(rule, 'a')).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 8 });
    // Never 0 while refused, even in the window's last moments.
    now = 1_009_999;
    expect((await limiter.check(rule, 'a')).retryAfterSeconds).toBe(1);
    now = 1_010_000;
    expect((await limiter.check(rule, 'a')).allowed).toBe(true);
  });

  it("keeps rules' and subjects' counters apart, and forgets one on reset", async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore());
    const other: RateLimitRule = { ...rule, name: 'other' };
    await limiter.check(rule, 'a');
    await limiter.check(rule, 'a');
    expect((await limiter.check(rule, 'b')).remaining).toBe(1);
    expect((await limiter.check(other, 'a')).remaining).toBe(1);
    await limiter.reset(rule, 'a');
    expect((await limiter.check(rule, 'a')).remaining).toBe(1);
  });

  it('takes back one counted hit on refund', async () => {
    const limiter = createRateLimiter(createMemoryRateLimitStore());
    await limiter.check(rule, 'a');
    await limiter.check(rule, 'a');
    await limiter.refund(rule, 'a');
    expect(await limiter.check(rule, 'a')).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.check(rule, 'a')).allowed).toBe(false);
  });

  it('bounds keys by hashing long subjects', () => {
    expect(rateLimitKey(rule, 'shopper@example.kg')).toBe('try:shopper@example.kg');
    const long = `${'x'.repeat(5000)}@example.kg`;
    const key = rateLimitKey(rule, long);
    expect(key).toMatch(/^try:sha256:[\w-]{43}$/);
    expect(rateLimitKey(rule, `${long}!`)).not.toBe(key);
  });
});

describe('the rules', () => {
  const isRule = (value: object): value is RateLimitRule => 'limit' in value;
  // Every rule of every file, the login rule sets opened up.
  const rules = [authRules, helpRules, stockAlertRules, shopRules].flatMap((file) =>
    Object.values(file).flatMap((value: object) => (isRule(value) ? [value] : Object.values(value))),
  );

  it('have distinct names across the files, so no two share a counter, and positive limits', () => {
    expect(rules.length).toBeGreaterThan(30);
    expect(new Set(rules.map((r) => r.name)).size).toBe(rules.length);
    for (const r of rules) {
      expect(Number.isInteger(r.limit) && r.limit > 0).toBe(true);
      expect(Number.isInteger(r.windowMs) && r.windowMs > 0).toBe(true);
    }
  });

  it('guard an employee more strictly than a shopper', () => {
    expect(authRules.shopperLoginRules.pair).toMatchObject({ limit: 5, windowMs: 15 * 60_000 });
    expect(authRules.shopperLoginRules.account).toMatchObject({ limit: 50, windowMs: 60 * 60_000 });
    for (const kind of ['pair', 'account', 'device'] as const) {
      const [staff, shopper] = [authRules.staffLoginRules[kind], authRules.shopperLoginRules[kind]];
      expect(staff.limit / staff.windowMs).toBeLessThan(shopper.limit / shopper.windowMs);
    }
    expect(authRules.loginFailuresPerIp).toMatchObject({ limit: 30, windowMs: 15 * 60_000 });
    expect(authRules.forgotPasswordPerAccount).toMatchObject({ limit: 3, windowMs: 3_600_000 });
  });
});
