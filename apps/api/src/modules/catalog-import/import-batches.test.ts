import { describe, expect, it } from 'vitest';
import { readAhead } from './import-batches.js';

/** A source that records what was asked of it: each item it started producing, and whether it was closed. */
function recordingSource(items: number[], failAt?: number) {
  const log: string[] = [];
  async function* source() {
    try {
      for (const item of items) {
        log.push(`read ${item}`);
        await Promise.resolve();
        if (item === failAt) throw new Error(`unreadable ${item}`);
        yield item;
      }
    } finally {
      log.push('closed');
    }
  }
  return { log, items: source() };
}

describe('readAhead', () => {
  it('hands over every item in order, the next one read while the caller works on this one', async () => {
    const { log, items } = recordingSource([1, 2, 3]);
    const seen: number[] = [];
    for await (const item of readAhead(items)) {
      // The caller's statements for this batch: the next one is being read meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`used ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([1, 2, 3]);
    // The end of the file is found while the last item is in use.
    expect(log).toEqual(['read 1', 'read 2', 'used 1', 'read 3', 'used 2', 'closed', 'used 3']);
  });

  it('surfaces a failure where the caller asks for that item, after the items before it', async () => {
    const { items } = recordingSource([1, 2, 3], 2);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(items)) seen.push(item);
      })(),
    ).rejects.toThrow('unreadable 2');
    expect(seen).toEqual([1]);
  });

  it('closes the source when the caller stops early', async () => {
    const { log, items } = recordingSource([1, 2, 3]);
    for await (const item of readAhead(items)) if (item === 1) break;
    expect(log.at(-1)).toBe('closed');
    expect(log).not.toContain('read 3');
  });
});
