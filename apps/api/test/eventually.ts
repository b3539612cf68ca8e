import { setTimeout as sleep } from 'node:timers/promises';
import { TestRunner } from 'vitest';

/**
 * Asks `check` again every `intervalMs` until it passes (returns without throwing), and answers
 * what it returned. It has no deadline of its own: what a test waits for either comes — later on
 * a busy machine, which is no failure — or never, and then the test's own timeout fails it and
 * aborts its signal, which ends this loop with the check's last error. So it waits inside a test
 * only, never in a hook, where nothing would end a wait that never ends.
 */
export async function eventually<T>(check: () => T | Promise<T>, intervalMs = 20): Promise<T> {
  const test = TestRunner.getCurrentTest();
  if (!test) throw new Error('eventually() waits inside a test, whose timeout ends it');
  const { signal } = test.context;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (signal.aborted) throw error;
      await sleep(intervalMs);
    }
  }
}
