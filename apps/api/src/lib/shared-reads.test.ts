import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads.js';

/**
 * A value that writes move (the catalogue's version) and reads of it that return when told, each
 * with the value as it was when the read began: what a database statement sees.
 */
function versionedStore() {
  let value = 1;
  let begun = 0;
  const pending: Array<() => void> = [];
  return {
    write: () => {
      value += 1;
    },
    read: () => {
      const seen = value;
      begun += 1;
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
    },
    /** How many reads have begun. */
    reads: () => begun,
    /** Returns the oldest read still under way and lets its callers go on. */
    async returnOne() {
      pending.shift()?.();
      // Its callers, and whoever it hands on to, run before the test goes on.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    },
  };
}

describe('sharedReads', () => {
  it('gives everyone who asks while a read is under way one read between them, begun after they asked', async () => {
    const store = versionedStore();
    const read = sharedReads(store.read);
    const first = read();
    const waiting = [read(), read(), read()];
    expect(store.reads()).toBe(1);
    await store.returnOne();
    // The three share the one read that began once the first returned.
    expect(store.reads()).toBe(2);
    await store.returnOne();
    expect(await first).toBe(1);
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    expect(store.reads()).toBe(2);
  });

  it('never hands a caller the read that was under way when it asked: a write before the ask is seen', async () => {
    const store = versionedStore();
    const read = sharedReads(store.read);
    const before = read();
    // A write commits while that read is on its way back; then someone asks.
    store.write();
    const after = read();
    await store.returnOne();
    await store.returnOne();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
  });

  it('reads afresh once nothing is under way, and a failed read fails only its own callers', async () => {
    let calls = 0;
    const read = sharedReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read()).rejects.toThrow('connection lost');
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
  });
});
