import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startUdsSandbox,
  TEST_UDS_API_KEY,
  TEST_UDS_COMPANY_ID,
  type UdsSandboxServer,
} from '../../../test/support/uds-sandbox-server.js';
import { sandboxUdsCustomers } from '../../db/schema/index.js';
import { createUdsClient, type UdsClientOptions } from './uds-client.js';
import { UdsError } from './uds-error.js';

let sandbox: UdsSandboxServer;
let uds: ReturnType<typeof createUdsClient>;

const clientFor = (options: Partial<UdsClientOptions> = {}) =>
  createUdsClient({ baseUrl: sandbox.baseUrl, companyId: TEST_UDS_COMPANY_ID, apiKey: TEST_UDS_API_KEY, ...options });

beforeAll(async () => {
  sandbox = await startUdsSandbox();
  uds = clientFor();
});
afterAll(() => sandbox?.close());

async function balanceOf(customerId: number) {
  const [row] = await sandbox.database.db
    .select({ points: sandboxUdsCustomers.pointsTyiyn })
    .from(sandboxUdsCustomers)
    .where(eq(sandboxUdsCustomers.id, customerId));
  return row!.points / 100;
}

/** Runs `work` and returns the UdsError it must fail with. */
async function udsError(work: Promise<unknown>): Promise<UdsError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UdsError);
  return error as UdsError;
}

/** A purchase of `points` on a bill of `totalSom`, paid consistently. */
const bill = (code: string, totalSom: number, points: number, nonce = randomUUID()) => ({
  code,
  nonce,
  totalTyiyn: totalSom * 100,
  cashTyiyn: (totalSom - points) * 100,
  points,
  receiptNumber: `ORDER-${nonce.slice(0, 8)}`,
});

describe('UDS client against the sandbox', () => {
  it('checks credentials through the settings', async () => {
    const settings = await uds.getSettings();
    expect(settings).toMatchObject({ companyId: TEST_UDS_COMPANY_ID, currency: 'KGS', maxScoresDiscount: 50 });
  });

  it('finds a demo customer with balance and the allowance for the bill', async () => {
    const quote = await uds.findCustomer({ code: '111111', totalTyiyn: 100_000 });
    expect(quote).toMatchObject({ balancePoints: 1500, maxPoints: 500, displayName: 'Айгерим' });
    expect(quote.customerUid).toMatch(/^[0-9a-f-]{36}$/);
    expect(quote.longCode).not.toBe('111111');
    // Half of 999.99 som is 499.995: points are rounded down, never up.
    expect((await uds.findCustomer({ code: '111111', totalTyiyn: 99_999 })).maxPoints).toBe(499);
    // The balance caps the allowance.
    expect((await uds.findCustomer({ code: '222222', totalTyiyn: 1_000_000 })).maxPoints).toBe(300);
  });

  it('exchanges the 6-digit code for a long code that lives 24 hours', async () => {
    const customer = await sandbox.addCustomer({ points: 400, codeExpiresAt: new Date(Date.now() + 45 * 60_000) });
    const { longCode } = await uds.findCustomer({ code: customer.code, totalTyiyn: 50_000 });
    expect(longCode).toMatch(/^[A-Za-z0-9_-]{20}$/);
    // The short code expires after 45 minutes; the long one still works.
    sandbox.advanceClock(46 * 60_000);
    expect((await udsError(uds.findCustomer({ code: customer.code, totalTyiyn: 50_000 }))).kind).toBe('code_not_found');
    const again = await uds.findCustomer({ code: longCode, totalTyiyn: 50_000 });
    expect(again).toMatchObject({ longCode, balancePoints: 400, maxPoints: 250 });
    expect((await uds.purchase(bill(longCode, 500, 100))).pointsSpent).toBe(100);
    sandbox.advanceClock(24 * 60 * 60_000);
    expect((await udsError(uds.findCustomer({ code: longCode, totalTyiyn: 50_000 }))).kind).toBe('code_not_found');
    sandbox.advanceClock(-(24 * 60 + 46) * 60_000);
  });

  it('spends points and records the purchase with its receipt', async () => {
    const customer = await sandbox.addCustomer({ points: 300 });
    const { longCode } = await uds.findCustomer({ code: customer.code, totalTyiyn: 100_000 });
    const purchase = bill(longCode, 1000, 120);
    const first = await uds.purchase(purchase);
    expect(first.pointsSpent).toBe(120);
    expect(await balanceOf(customer.id)).toBe(180);

    const operation = await uds.getOperation(first.operationId);
    expect(operation).toMatchObject({ state: 'NORMAL', totalTyiyn: 100_000, cashTyiyn: 88_000, points: -120 });
    expect(operation.receiptNumber).toBe(purchase.receiptNumber);
  });

  // UDS-SPEC (POST /operations): "A nonce is an arbitrary number that can only be used once" — what a
  // reuse answers is not documented, so the simulator answers the unfavourable ways (decision 046).
  it('debits again for a replayed nonce by default, and can refuse it instead', async () => {
    const customer = await sandbox.addCustomer({ points: 300 });
    const { longCode } = await uds.findCustomer({ code: customer.code, totalTyiyn: 100_000 });
    const purchase = bill(longCode, 1000, 100);
    const first = await uds.purchase(purchase);
    const replay = await uds.purchase(purchase);
    expect(replay.operationId).not.toBe(first.operationId);
    expect(await balanceOf(customer.id)).toBe(100);

    await sandbox.setBehaviour({ nonceReplay: 'reject' });
    try {
      const refused = await udsError(uds.purchase(purchase));
      expect(refused).toMatchObject({ kind: 'bad_request', status: 400, errorCode: 'badRequest' });
      expect(await balanceOf(customer.id)).toBe(100);
    } finally {
      await sandbox.setBehaviour({ nonceReplay: 'new-operation' });
    }
  });

  it('debits for each of several requests with one nonce at once', async () => {
    const customer = await sandbox.addCustomer({ points: 500 });
    const purchase = bill(customer.code, 1000, 100);
    const results = await Promise.all(Array.from({ length: 3 }, () => uds.purchase(purchase)));
    expect(new Set(results.map((result) => result.operationId)).size).toBe(3);
    expect(await balanceOf(customer.id)).toBe(200);
  });

  it('never drives a balance negative under concurrent purchases', async () => {
    const customer = await sandbox.addCustomer({ points: 1500 });
    const { longCode } = await uds.findCustomer({ code: customer.code, totalTyiyn: 100_000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => uds.purchase(bill(longCode, 1000, 200))),
    );
    const spent = outcomes
      .filter((outcome) => outcome.status === 'fulfilled')
      .reduce(
        (sum, outcome) => sum + (outcome as PromiseFulfilledResult<{ pointsSpent: number }>).value.pointsSpent,
        0,
      );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as UdsError).kind).toBe('insufficient_points');
    }
    expect(spent).toBeLessThanOrEqual(1500);
    expect(spent).toBe(1400);
    expect(await balanceOf(customer.id)).toBe(1500 - spent);
  });

  it('refuses more points than the balance', async () => {
    const error = await udsError(uds.purchase(bill('333333', 1000, 10)));
    expect(error).toMatchObject({ kind: 'insufficient_points', status: 400, errorCode: 'insufficientFunds' });
    expect(error.retryable).toBe(false);
  });

  it('refuses more points than the allowed share of the bill', async () => {
    const customer = await sandbox.addCustomer({ points: 1000 });
    const error = await udsError(uds.purchase(bill(customer.code, 1000, 501)));
    expect(error).toMatchObject({ kind: 'discount_limit', errorCode: 'discountLimitExceed' });
    expect(await balanceOf(customer.id)).toBe(1000);
  });

  it('refuses a receipt whose cash does not match total minus points', async () => {
    const customer = await sandbox.addCustomer({ points: 1000 });
    const error = await udsError(uds.purchase({ ...bill(customer.code, 1000, 100), cashTyiyn: 100_000 }));
    expect(error).toMatchObject({ kind: 'invalid_checksum', errorCode: 'invalidChecksum' });
    expect(await balanceOf(customer.id)).toBe(1000);
  });

  it('answers code_not_found for unknown and expired codes', async () => {
    const unknown = await udsError(uds.findCustomer({ code: '987654', totalTyiyn: 100 }));
    expect(unknown).toMatchObject({ kind: 'code_not_found', status: 404, errorCode: 'notFound' });
    expect((await udsError(uds.purchase(bill('987654', 100, 0)))).kind).toBe('code_not_found');
    const expired = await sandbox.addCustomer({ points: 100, codeExpiresAt: new Date(Date.now() - 1000) });
    expect((await udsError(uds.findCustomer({ code: expired.code, totalTyiyn: 100 }))).kind).toBe('code_not_found');
  });

  it('spends a one-off 6-digit code with the purchase that uses it', async () => {
    const customer = await sandbox.addCustomer({ points: 100, codeExpiresAt: new Date(Date.now() + 45 * 60_000) });
    await uds.purchase(bill(customer.code, 100, 10));
    expect((await udsError(uds.purchase(bill(customer.code, 100, 10)))).kind).toBe('code_not_found');
  });

  it('reports a blocked customer', async () => {
    expect(await udsError(uds.findCustomer({ code: '444444', totalTyiyn: 100 }))).toMatchObject({
      kind: 'blocked',
      errorCode: 'participantIsBlocked',
    });
    expect((await udsError(uds.purchase(bill('444444', 100, 10)))).kind).toBe('blocked');
  });

  it('reports bad credentials', async () => {
    const error = await udsError(clientFor({ apiKey: 'wrong' }).findCustomer({ code: '111111', totalTyiyn: 100 }));
    expect(error).toMatchObject({
      kind: 'unauthorized',
      status: 401,
      errorCode: 'unauthorized',
      message: 'The request requires user authentication.',
    });
  });

  it('refunds in part and then the rest, giving the points back', async () => {
    const customer = await sandbox.addCustomer({ points: 300 });
    const { operationId } = await uds.purchase(bill(customer.code, 1000, 300));
    expect(await balanceOf(customer.id)).toBe(0);

    const partial = await uds.refund({ operationId, partialAmountTyiyn: 50_000 });
    expect(partial).toMatchObject({ state: 'REVERSAL', originId: operationId, totalTyiyn: -50_000, points: 150 });
    expect(await balanceOf(customer.id)).toBe(150);

    const rest = await uds.refund({ operationId });
    expect(rest).toMatchObject({ state: 'REVERSAL', totalTyiyn: -50_000, points: 150 });
    expect(await balanceOf(customer.id)).toBe(300);

    expect((await udsError(uds.refund({ operationId }))).kind).toBe('bad_request');
    expect((await udsError(uds.refund({ operationId: 42 }))).kind).toBe('code_not_found');
  });

  it('lists operations newest first, page by page, refunds pointing at their purchase', async () => {
    const customer = await sandbox.addCustomer({ points: 300 });
    const first = await uds.purchase(bill(customer.code, 200, 50));
    const second = await uds.purchase(bill(customer.code, 200, 50));
    const refund = await uds.refund({ operationId: first.operationId });
    const page = await uds.listOperations({ max: 2 });
    expect(page.rows.map((row) => row.operationId)).toEqual([refund?.operationId, second.operationId]);
    expect(page.rows[0]).toMatchObject({ state: 'REVERSAL', originId: first.operationId, points: 50 });
    expect(page.cursor).toEqual(expect.any(String));
    const next = await uds.listOperations({ max: 2, cursor: page.cursor! });
    expect(next.rows[0]).toMatchObject({ operationId: first.operationId, state: 'NORMAL', points: -50 });
    expect((await udsError(uds.listOperations({ max: 2, cursor: 'bm9wZQ' }))).kind).toBe('bad_request');
  });

  it('sends Basic auth, JSON headers and a fresh request id on every call', async () => {
    const seen: Array<{ url: string; headers: Record<string, string> }> = [];
    const recording = clientFor({
      fetch: (input, init) => {
        seen.push({ url: String(input), headers: init?.headers as Record<string, string> });
        return fetch(input, init);
      },
    });
    await recording.findCustomer({ code: '222222', totalTyiyn: 123_405 });
    await recording.getSettings();
    const [find, settings] = seen;
    expect(new URL(find!.url).searchParams.get('total')).toBe('1234.05');
    expect(new URL(find!.url).searchParams.get('exchangeCode')).toBe('true');
    expect(find!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TEST_UDS_COMPANY_ID}:${TEST_UDS_API_KEY}`).toString('base64')}`,
    );
    expect(find!.headers.accept).toBe('application/json');
    expect(find!.headers['x-origin-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(find!.headers['x-origin-request-id']).not.toBe(settings!.headers['x-origin-request-id']);
    expect(new Date(find!.headers['x-timestamp']!).toISOString()).toBe(find!.headers['x-timestamp']);
  });
});

describe('UDS client when UDS is unavailable', () => {
  it('gives up on a request that never answers, at its deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const hanging = clientFor({ timeoutMs: 50, fetch: () => new Promise<Response>(() => {}) });
      let settled = false;
      const failure = udsError(hanging.findCustomer({ code: '111111', totalTyiyn: 100 })).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await failure;
      expect(error).toMatchObject({ kind: 'unavailable', retryable: true });
      expect(error.message).toContain('50 ms');
    } finally {
      vi.useRealTimers();
    }
  });

  it('treats 5xx, garbage and network failures as unavailable', async () => {
    const failing = clientFor({ fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(await udsError(failing.getSettings())).toMatchObject({ kind: 'unavailable', status: 502 });
    const garbage = clientFor({ fetch: async () => new Response('{"unexpected":true}', { status: 200 }) });
    expect(await udsError(garbage.getSettings())).toMatchObject({ kind: 'unavailable', errorCode: 'invalidResponse' });
    const unreachable = clientFor({ baseUrl: 'http://127.0.0.1:9/partner/v2', timeoutMs: 2000 });
    expect((await udsError(unreachable.getSettings())).kind).toBe('unavailable');
  });
});

describe('UDS client: a customer linked to an account', () => {
  it('finds the customer by a code without exchanging it, then by the uid it answered', async () => {
    const byCode = await uds.lookupCustomer({ code: '222222' });
    expect(byCode).toMatchObject({ displayName: 'Бакыт', balancePoints: 300 });
    expect(await uds.lookupCustomer({ uid: byCode.customerUid })).toEqual(byCode);
  });

  it('previews a bill paid in money: what it earns and the most points it could take', async () => {
    const { customerUid } = await uds.lookupCustomer({ code: '111111' });
    const preview = await uds.previewBill({ uid: customerUid, totalTyiyn: 1_234_50 });
    // The sandbox company: 5 % cashback on money, at most 50 % of a bill in points.
    expect(preview).toMatchObject({ balancePoints: 1500, maxPoints: 617, earnPoints: 61 });
  });

  it('refuses a uid UDS does not know', async () => {
    const error = await udsError(uds.previewBill({ uid: randomUUID(), totalTyiyn: 100_00 }));
    expect(error.kind).toBe('code_not_found');
  });
});
