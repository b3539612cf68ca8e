import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startUdsSandbox,
  TEST_UDS_API_KEY,
  TEST_UDS_COMPANY_ID,
  type UdsSandboxServer,
} from '../../../test/support/uds-sandbox-server.js';
import { AppError } from '../../http/app-error.js';
import { createUdsClient } from './uds-client.js';
import { createUdsCurrencyGuard } from './uds-company.js';

let sandbox: UdsSandboxServer;

beforeAll(async () => {
  sandbox = await startUdsSandbox();
});
afterAll(() => sandbox?.close());

/** The guard over real HTTP to the simulator, with its own clock and a logger that keeps the lines. */
function guardFor(baseUrl = sandbox.baseUrl) {
  const lines: Array<{ level: string; message: string }> = [];
  const keep = (level: string) => (_details: unknown, message: string) => lines.push({ level, message });
  const log = { info: keep('info'), warn: keep('warn'), error: keep('error') } as unknown as FastifyBaseLogger;
  const clock = { now: 0 };
  const verdicts: boolean[] = [];
  const uds = createUdsClient({ baseUrl, companyId: TEST_UDS_COMPANY_ID, apiKey: TEST_UDS_API_KEY, timeoutMs: 10_000 });
  const guard = createUdsCurrencyGuard({
    uds,
    log,
    onVerdict: (refused) => verdicts.push(refused),
    now: () => clock.now,
  });
  return { guard, lines, clock, verdicts };
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the UDS currency guard', () => {
  it('allows spending in KGS, refuses it once UDS reports another currency, and allows it again', async () => {
    const { guard, lines, clock, verdicts } = guardFor();
    await guard.assertSpendable();
    await sandbox.setBehaviour({ currency: 'RUB' });
    try {
      // The answer is trusted for ten minutes.
      await guard.assertSpendable();
      clock.now += 10 * 60_000 + 1;
      expect(await refusal(guard.assertSpendable())).toMatchObject({
        code: 'loyalty_currency_mismatch',
        status: 422,
      });
      expect(lines.at(-1)).toEqual({
        level: 'error',
        message: 'UDS company currency is RUB, not KGS: spending points is refused',
      });
    } finally {
      await sandbox.setBehaviour({ currency: 'KGS' });
    }
    clock.now += 10 * 60_000 + 1;
    await guard.assertSpendable();
    expect(verdicts).toEqual([false, true, false]);
    expect(lines.map((line) => line.level)).toEqual(['info', 'error', 'info']);
  });

  it('refuses a company whose currency UDS leaves out', async () => {
    const { guard } = guardFor();
    await sandbox.setBehaviour({ currency: null });
    try {
      expect((await refusal(guard.assertSpendable())).code).toBe('loyalty_currency_mismatch');
    } finally {
      await sandbox.setBehaviour({ currency: 'KGS' });
    }
  });

  it('says the loyalty service is unavailable while UDS never answered', async () => {
    const down = guardFor('http://127.0.0.1:9/partner/v2');
    expect((await refusal(down.guard.assertSpendable())).code).toBe('loyalty_unavailable');
    expect(down.lines).toEqual([{ level: 'warn', message: 'could not check the UDS company settings' }]);
    expect(await down.guard.refresh()).toEqual({ status: 'unreachable', reason: 'UDS could not be reached' });
  });
});
