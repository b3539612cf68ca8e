import { sandboxUdsCustomers } from '@aruu/api/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startUdsSandbox,
  TEST_UDS_API_KEY,
  TEST_UDS_COMPANY_ID,
  type UdsSandboxServer,
} from '../../../../api/test/support/uds-sandbox-server.js';
import { seedUdsSandbox } from './uds-sandbox-seed.js';

let sandbox: UdsSandboxServer;
const auth = `Basic ${Buffer.from(`${TEST_UDS_COMPANY_ID}:${TEST_UDS_API_KEY}`).toString('base64')}`;
const api = '/_sandbox/uds/partner/v2';

beforeAll(async () => {
  sandbox = await startUdsSandbox();
});
afterAll(() => sandbox?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = { authorization: auth }) =>
  sandbox.app.inject({ method: 'POST', url: `${api}${url}`, payload: payload as object, headers });

describe('UDS sandbox protocol', () => {
  it('answers a stranger 401 the way UDS does', async () => {
    for (const authorization of [undefined, 'Basic bm9wZTpub3Bl', 'Bearer x']) {
      const response = await sandbox.app.inject({
        url: `${api}/settings`,
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        errorCode: 'unauthorized',
        message: 'The request requires user authentication.',
      });
    }
  });

  it('echoes the origin request id and answers unknown paths with notFound', async () => {
    const response = await sandbox.app.inject({
      url: `${api}/no-such-thing`,
      headers: { authorization: auth, 'x-origin-request-id': 'abc-123' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errorCode: 'notFound', message: 'The page you requested is not found.' });
    expect(response.headers['x-origin-request-id']).toBe('abc-123');
    expect(response.headers['x-request-id']).toBeDefined();
  });

  it('answers an invalid body with badRequest and the field', async () => {
    const response = await post('/operations', { code: '111111', receipt: { cash: 10 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('badRequest');
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'receipt.total' })]));
    const threeDecimals = await post('/operations/calc', { code: '111111', receipt: { total: 10.005 } });
    expect(threeDecimals.json().errorCode).toBe('badRequest');
  });

  it('previews a purchase with calc', async () => {
    const response = await post('/operations/calc', { code: '222222', receipt: { total: 1000, points: null } });
    expect(response.statusCode).toBe(200);
    const { user, purchase } = response.json();
    expect(user.participant.points).toBe(300);
    expect(purchase).toMatchObject({ total: 1000, maxPoints: 300, points: 300, cash: 700, maxScoresDiscount: 50 });
  });

  it('spends points only by code', async () => {
    const [customer] = await sandbox.database.db
      .select()
      .from(sandboxUdsCustomers)
      .where(eq(sandboxUdsCustomers.paymentCode, '222222'));
    const receipt = { total: 100, cash: 90, points: 10 };
    const byUid = await post('/operations', { participant: { uid: customer!.uid }, nonce: 'n-uid', receipt });
    expect(byUid.json().errorCode).toBe('withdrawNotPermitted');
    const byPhone = await post('/operations', { participant: { phone: customer!.phone }, nonce: 'n-phone', receipt });
    expect(byPhone.json().errorCode).toBe('purchaseByPhoneDisabled');
  });
});

describe('UDS sandbox seed and page', () => {
  it('seeds idempotently and restores the demo codes, keeping balances', async () => {
    const codes = await seedUdsSandbox(sandbox.database.db);
    expect(codes.map((c) => [c.displayName, c.code, c.blocked])).toEqual([
      ['Айгерим', '111111', false],
      ['Бакыт', '222222', false],
      ['Нурлан', '333333', false],
      ['Жылдыз', '444444', true],
    ]);
    await sandbox.database.db
      .update(sandboxUdsCustomers)
      .set({ paymentCodeExpiresAt: new Date(0), pointsTyiyn: 100 })
      .where(eq(sandboxUdsCustomers.paymentCode, '333333'));
    const again = await seedUdsSandbox(sandbox.database.db);
    expect(again).toHaveLength(4);
    expect(again.find((c) => c.code === '333333')!.points).toBe(1);
    const found = await sandbox.app.inject({
      url: `${api}/customers/find?code=333333`,
      headers: { authorization: auth },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().code).toBeNull();
  });

  it('shows customers, codes and operations as escaped HTML without scripts', async () => {
    const hostile = await sandbox.addCustomer({ points: 50 });
    await sandbox.database.db
      .update(sandboxUdsCustomers)
      .set({ displayName: '<script>alert(1)</script>' })
      .where(eq(sandboxUdsCustomers.id, hostile.id));
    await post('/operations', {
      code: hostile.code,
      nonce: 'page-nonce',
      receipt: { total: 100, cash: 80, points: 20, number: '<b>ORDER-1</b>' },
    });
    const page = await sandbox.app.inject({ url: '/_sandbox/uds' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('111111');
    expect(page.body).toContain('Айгерим');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('&lt;b&gt;ORDER-1&lt;/b&gt;');
    expect(page.body).toContain('-20.00');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<b>');
    expect((await sandbox.app.inject({ url: '/_sandbox/uds/' })).statusCode).toBe(200);
  });

  it('restores the demo balances from the page form', async () => {
    await sandbox.database.db
      .update(sandboxUdsCustomers)
      .set({ pointsTyiyn: 0 })
      .where(eq(sandboxUdsCustomers.paymentCode, '111111'));
    const reset = await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/uds/reset-balances',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe('/_sandbox/uds');
    const [row] = await sandbox.database.db
      .select()
      .from(sandboxUdsCustomers)
      .where(eq(sandboxUdsCustomers.paymentCode, '111111'));
    expect(row!.pointsTyiyn).toBe(150_000);
  });
});
