import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitHit, RateLimitStore } from '../../src/modules/rate-limit/rate-limit-store.js';
import { eventually } from '../eventually.js';

/** An in-process store for tests of the limiter and the hook, which are not about storage. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore & { failing: boolean } {
  const windows = new Map<string, RateLimitHit>();
  return {
    failing: false,
    async hit(key, windowMs) {
      if (this.failing) throw new Error('store unavailable');
      const current = windows.get(key);
      const next =
        current && current.resetAt > now()
          ? { count: current.count + 1, resetAt: current.resetAt }
          : { count: 1, resetAt: now() + windowMs };
      windows.set(key, next);
      return next;
    },
    async reset(key) {
      windows.delete(key);
    },
    async refund(key) {
      const current = windows.get(key);
      if (current && current.resetAt > now() && current.count > 0)
        windows.set(key, { ...current, count: current.count - 1 });
    },
  };
}

/** Keys no other test, file or parallel run uses. */
export function uniqueKey(label: string): string {
  return `${label}-${randomBytes(6).toString('hex')}`;
}

/** The behaviour every `RateLimitStore` must have, run against each implementation. */
export function describeRateLimitStore(name: string, getStore: () => RateLimitStore) {
  describe(`${name}: the RateLimitStore contract`, () => {
    let store: RateLimitStore;
    beforeAll(() => {
      store = getStore();
    });

    it('counts hits in one window and reports when it ends', async () => {
      const key = uniqueKey('count');
      const before = Date.now();
      const first = await store.hit(key, 60_000);
      const second = await store.hit(key, 60_000);
      const third = await store.hit(key, 60_000);
      expect([first.count, second.count, third.count]).toEqual([1, 2, 3]);
      expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000 + 50);
      // Later hits fall in the same window: its end does not move.
      expect(Math.abs(third.resetAt - first.resetAt)).toBeLessThan(1000);
    });

    it('keeps keys apart', async () => {
      const [a, b] = [uniqueKey('apart-a'), uniqueKey('apart-b')];
      await store.hit(a, 60_000);
      await store.hit(a, 60_000);
      expect((await store.hit(b, 60_000)).count).toBe(1);
    });

    it('starts a new window once the old one has ended', async () => {
      const key = uniqueKey('expiry');
      // Two seconds: the second hit lands in the first's window on a busy machine too.
      const first = await store.hit(key, 2_000);
      expect((await store.hit(key, 2_000)).count).toBe(2);
      // The store keeps the server's time, so it is waited for, not faked: hits go on counting in
      // the old window until the first one after its end starts a new window at 1.
      const fresh = await eventually(async () => {
        const hit = await store.hit(key, 2_000);
        expect(hit.count).toBe(1);
        return hit;
      }, 100);
      expect(fresh.resetAt).toBeGreaterThan(first.resetAt);
    });

    it('forgets a key on reset, and resetting an unknown key is fine', async () => {
      const key = uniqueKey('reset');
      for (let i = 0; i < 3; i++) await store.hit(key, 60_000);
      await store.reset(key);
      expect((await store.hit(key, 60_000)).count).toBe(1);
      await expect(store.reset(uniqueKey('never-hit'))).resolves.toBeUndefined();
    });

    it('takes back one hit on refund, never below zero, and never revives an ended window', async () => {
      const key = uniqueKey('refund');
      for (let i = 0; i < 3; i++) await store.hit(key, 60_000);
      await store.refund(key);
      expect((await store.hit(key, 60_000)).count).toBe(3);
      for (let i = 0; i < 5; i++) await store.refund(key);
      expect((await store.hit(key, 60_000)).count).toBe(1);
      await expect(store.refund(uniqueKey('never-hit'))).resolves.toBeUndefined();

      const ended = uniqueKey('refund-ended');
      await store.hit(ended, 300);
      const last = await store.hit(ended, 300);
      // The store keeps the server's time (this machine's): wait past the window's end without
      // hitting it, since a hit would open the next window.
      await eventually(() => expect(Date.now()).toBeGreaterThan(last.resetAt + 100), 50);
      await store.refund(ended);
      expect((await store.hit(ended, 300)).count).toBe(1);
    });

    it('counts 50 concurrent hits on one key to exactly 50, each seeing its own count', async () => {
      const key = uniqueKey('concurrent');
      const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 60_000)));
      const counts = hits.map((hit) => hit.count).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect((await store.hit(key, 60_000)).count).toBe(51);
    });

    it('refuses a window that is not a positive whole number of milliseconds', async () => {
      await expect(store.hit(uniqueKey('bad-window'), 0)).rejects.toThrow(RangeError);
      await expect(store.hit(uniqueKey('bad-window'), 1.5)).rejects.toThrow(RangeError);
    });
  });
}
