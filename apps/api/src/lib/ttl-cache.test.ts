import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => 42);
    const values = await Promise.all([
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
      cache.getOrLoad('k', load),
    ]);
    expect(values).toEqual([42, 42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the time to live and does not keep failures', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
      await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await cache.getOrLoad('k', async () => 1)).toBe(1);
      expect(await cache.getOrLoad('k', async () => 2)).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(await cache.getOrLoad('k', async () => 3)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the oldest entry when full and loads every time when disabled', async () => {
    const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.getOrLoad('a', async () => 'a');
    await cache.getOrLoad('b', async () => 'b');
    await cache.getOrLoad('c', async () => 'c');
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    const off = new TtlCache<string>({ ttlMs: 0, maxEntries: 2 });
    await off.getOrLoad('x', async () => 'x1');
    expect(await off.getOrLoad('x', async () => 'x2')).toBe('x2');
  });

  it('can answer an expired value while one load refreshes it, and clear() makes the next caller wait', async () => {
    vi.useFakeTimers();
    try {
      const cache = new TtlCache<number>({ ttlMs: 1000, maxEntries: 10, serveStale: true });
      expect(await cache.getOrLoad('k', async () => 1)).toBe(1);
      vi.advanceTimersByTime(1001);
      let finish: (value: number) => void = () => {};
      const refresh = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
      expect(await cache.getOrLoad('k', refresh)).toBe(1);
      expect(await cache.getOrLoad('k', refresh)).toBe(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      finish(2);
      await Promise.resolve();
      expect(await cache.getOrLoad('k', async () => 9)).toBe(2);

      // A load that began before clear() is not kept.
      vi.advanceTimersByTime(1001);
      let late: (value: number) => void = () => {};
      await cache.getOrLoad('k', () => new Promise<number>((resolve) => (late = resolve)));
      cache.clear();
      late(3);
      await Promise.resolve();
      expect(await cache.getOrLoad('k', async () => 4)).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
