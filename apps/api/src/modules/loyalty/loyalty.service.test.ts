import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startUdsSandbox,
  TEST_UDS_API_KEY,
  TEST_UDS_COMPANY_ID,
  type UdsSandboxServer,
} from '../../../test/support/uds-sandbox-server.js';
import { createLoyaltyService, type LoyaltyService } from './loyalty.service.js';
import { createUdsClient } from './uds-client.js';
import { createUdsCurrencyGuard } from './uds-company.js';
import { UdsError } from './uds-error.js';

let sandbox: UdsSandboxServer;
let loyalty: LoyaltyService;

beforeAll(async () => {
  sandbox = await startUdsSandbox();
  const uds = createUdsClient({ baseUrl: sandbox.baseUrl, companyId: TEST_UDS_COMPANY_ID, apiKey: TEST_UDS_API_KEY });
  const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
  loyalty = createLoyaltyService({ uds, currency: createUdsCurrencyGuard({ uds, log }) });
});
afterAll(() => sandbox?.close());

/** A customer's purchase of `points` on a bill of 1,000 som, with its receipt number. */
async function purchaseOf(points: number) {
  const customer = await sandbox.addCustomer({ points: 1000 });
  const receiptNumber = `ARUU-T${customer.id}`;
  const sentAt = new Date();
  const { operationId } = await loyalty.spend({
    code: customer.code,
    nonce: crypto.randomUUID(),
    goodsTyiyn: 100_000,
    points,
    receiptNumber,
  });
  return { operationId, sent: { receiptNumber, points, customerUid: customer.uid, sentAt } };
}

async function withBehaviour(change: Parameters<UdsSandboxServer['setBehaviour']>[0], work: () => Promise<void>) {
  await sandbox.setBehaviour(change);
  try {
    await work();
  } finally {
    await sandbox.setBehaviour({ emptyRefundBody: false, oddRows: false });
  }
}

describe('the loyalty service against the simulator', () => {
  it('finds a purchase by its receipt number among odd rows, and refuses one that is not the hold’s', async () => {
    await withBehaviour({ oddRows: true }, async () => {
      const { operationId, sent } = await purchaseOf(200);
      expect(await loyalty.findPurchase(sent)).toBe(operationId);
      expect(await loyalty.findPurchase({ ...sent, receiptNumber: 'ARUU-none' })).toBeUndefined();
      const mismatch = await loyalty.findPurchase({ ...sent, points: 150 }).catch((error: unknown) => error);
      expect(mismatch).toBeInstanceOf(UdsError);
      expect((mismatch as UdsError).kind).toBe('unavailable');
    });
  });

  it('settles refunds answered with an empty body from the list, whole and in part', async () => {
    await withBehaviour({ emptyRefundBody: true, oddRows: true }, async () => {
      const { operationId } = await purchaseOf(300);
      const part = await loyalty.refundPart(operationId, 40_000);
      expect(part.operationId).toEqual(expect.any(Number));
      expect(await loyalty.refundedOf(operationId)).toBe(40_000);
      const rest = await loyalty.refund(operationId);
      expect(rest).not.toBe(part.operationId);
      expect(await loyalty.refundedOf(operationId)).toBe(100_000);
      // Nothing is left: UDS refuses, and the newest refund made before is the answer.
      expect(await loyalty.refund(operationId)).toBe(rest);
    });
  });
});
