import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FixtureAnswer,
  laravelCreatedOperation,
  laravelErrors,
  laravelFoundCustomer,
  laravelRefund,
  laravelSettings,
  pyOperation,
  pyOperationsList,
  pySettings,
  specCreatedOperation,
  specListWithOddRows,
  specSettingsWithoutCurrency,
  startUdsFixtureServer,
} from '../../../test/support/uds-fixtures.js';
import {
  startUdsSandbox,
  TEST_UDS_API_KEY,
  TEST_UDS_COMPANY_ID,
  type UdsSandboxServer,
} from '../../../test/support/uds-sandbox-server.js';
import { createUdsClient } from './uds-client.js';
import { checkUdsCompany } from './uds-company.js';
import { UdsError } from './uds-error.js';

/** The adapter against one set of documented answers, over real HTTP. */
async function clientFor(answers: Record<string, FixtureAnswer>) {
  const server = await startUdsFixtureServer(answers);
  servers.push(server);
  return createUdsClient({ baseUrl: server.baseUrl, companyId: '111111111111', apiKey: 'test-valid-key' });
}
const servers: Array<{ close: () => Promise<void> }> = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

const ok = (body: unknown): FixtureAnswer => ({ status: 200, body });

async function failure(work: Promise<unknown>): Promise<UdsError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UdsError);
  return error as UdsError;
}

const purchase = {
  code: '123456',
  nonce: 'n-1',
  totalTyiyn: 100_000,
  cashTyiyn: 70_000,
  points: 300,
  receiptNumber: '123456',
};

describe('the UDS adapter reads the documented answers', () => {
  it('settings: LARAVEL and PY (RUB companies), UDS-SPEC with a null currency', async () => {
    const laravel = await clientFor({ 'GET /settings': ok(laravelSettings) });
    expect(await laravel.getSettings()).toEqual({
      companyId: '111111111111',
      name: 'Тестовая интеграция',
      currency: 'RUB',
      maxScoresDiscount: 50,
    });
    expect(await checkUdsCompany(laravel)).toEqual({
      status: 'wrong_currency',
      companyId: '111111111111',
      name: 'Тестовая интеграция',
      currency: 'RUB',
    });
    const py = await clientFor({ 'GET /settings': ok(pySettings) });
    expect(await py.getSettings()).toMatchObject({ companyId: '123456', currency: 'RUB', maxScoresDiscount: null });
    const spec = await clientFor({ 'GET /settings': ok(specSettingsWithoutCurrency) });
    expect(await spec.getSettings()).toMatchObject({ name: 'Aruu', currency: null });
    expect(await checkUdsCompany(spec)).toMatchObject({ status: 'wrong_currency', currency: null });
  });

  it('find customer: LARAVEL calc answer with the exchanged code', async () => {
    const uds = await clientFor({ 'GET /customers/find': ok(laravelFoundCustomer) });
    expect(await uds.findCustomer({ code: '123456', totalTyiyn: 100_000 })).toEqual({
      balancePoints: 300,
      maxPoints: 300,
      longCode: 'long-code-valid-for-24-hours',
      customerUid: 'xxxxxxxx-test-user-uuid-xxxxxxxx',
      displayName: 'Тестовый Профиль',
    });
  });

  it('create operation: LARAVEL and UDS-SPEC answers', async () => {
    const laravel = await clientFor({ 'POST /operations': ok(laravelCreatedOperation) });
    expect(await laravel.purchase(purchase)).toEqual({ operationId: 1234567890, pointsSpent: 300 });
    const spec = await clientFor({ 'POST /operations': ok(specCreatedOperation) });
    expect(await spec.purchase({ ...purchase, cashTyiyn: 100_000, points: 0 })).toEqual({
      operationId: 1,
      pointsSpent: 0,
    });
  });

  it('get operation: PY answer, whose customer has no uid', async () => {
    const uds = await clientFor({ 'GET /operations/123': ok(pyOperation) });
    expect(await uds.getOperation(123)).toEqual({
      operationId: 123,
      state: 'NORMAL',
      createdAt: '2024-01-01T12:00:00Z',
      totalTyiyn: 100_000,
      cashTyiyn: 95_000,
      points: 50,
      receiptNumber: null,
      customerUid: null,
      originId: 100,
    });
  });

  it('refund: LARAVEL answer, and the empty 200 the PY client accepts', async () => {
    const laravel = await clientFor({ 'POST /operations/1234567890/refund': ok(laravelRefund) });
    expect(await laravel.refund({ operationId: 1234567890, partialAmountTyiyn: 10_000 })).toEqual({
      operationId: 1234567891,
      state: 'REVERSAL',
      createdAt: '2022-01-01T00:00:00.000Z',
      totalTyiyn: -10_000,
      cashTyiyn: -9000,
      points: 10,
      receiptNumber: null,
      customerUid: 'xxxxxxxx-test-user-uuid-xxxxxxxx',
      originId: 1234567890,
    });
    const empty = await clientFor({ 'POST /operations/1234567890/refund': ok('') });
    expect(await empty.refund({ operationId: 1234567890 })).toBeNull();
  });

  it('list operations: PY page without cursor, and UDS-SPEC rows the store does not make', async () => {
    const py = await clientFor({ 'GET /operations': ok(pyOperationsList) });
    expect(await py.listOperations({ max: 50 })).toEqual({
      rows: [
        {
          operationId: 123,
          state: 'NORMAL',
          createdAt: '2024-01-01T12:00:00Z',
          totalTyiyn: 100_000,
          cashTyiyn: 95_000,
          points: 50,
          receiptNumber: null,
          customerUid: null,
          originId: null,
        },
      ],
      cursor: null,
    });
    const spec = await clientFor({ 'GET /operations': ok(specListWithOddRows) });
    const { rows } = await spec.listOperations({ max: 50 });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ operationId: 77, points: 25, totalTyiyn: null, cashTyiyn: null });
    expect(rows[1]).toMatchObject({ operationId: null, state: null, createdAt: null });
    expect(rows[2]).toMatchObject({ operationId: 76, state: 'CANCELED' });
    expect(rows[3]).toMatchObject({ operationId: null });
    expect(rows[4]).toMatchObject({ operationId: 75, receiptNumber: 'ARUU-17', points: -300, totalTyiyn: 100_000 });
  });

  it('errors: LARAVEL 401, 404 and invalidChecksum, and a bare 500', async () => {
    const uds = await clientFor({
      'GET /settings': { status: 401, body: laravelErrors.unauthorized },
      'POST /operations': { status: 400, body: laravelErrors.invalidChecksum },
      'GET /customers/find': { status: 500, body: 'Server Error' },
    });
    expect(await failure(uds.getSettings())).toMatchObject({ kind: 'unauthorized', errorCode: 'unauthorized' });
    expect(await failure(uds.purchase(purchase))).toMatchObject({ kind: 'invalid_checksum', retryable: false });
    expect(await failure(uds.findCustomer({ code: '1', totalTyiyn: 1 }))).toMatchObject({
      kind: 'unavailable',
      retryable: true,
    });
    expect(await failure(uds.getOperation(5))).toMatchObject({ kind: 'code_not_found', errorCode: 'notFound' });
  });
});

describe('the settings check for operators', () => {
  it('tells a wrong key, a URL that is not UDS and one nobody answers apart', async () => {
    const refused = await clientFor({ 'GET /settings': { status: 401, body: laravelErrors.unauthorized } });
    expect(await checkUdsCompany(refused)).toEqual({
      status: 'unauthorized',
      reason: 'UDS refused the company id and API key (HTTP 401)',
    });
    const notUds = await clientFor({ 'GET /settings': ok('<html>Welcome to nginx!</html>') });
    expect(await checkUdsCompany(notUds)).toEqual({
      status: 'unreachable',
      reason: 'the URL answers, but not with UDS company settings',
    });
    const wrongPath = await clientFor({});
    expect(await checkUdsCompany(wrongPath)).toEqual({
      status: 'unreachable',
      reason: 'UDS_URL answered HTTP 404, not UDS company settings',
    });
    const nobody = createUdsClient({ baseUrl: 'http://127.0.0.1:9/partner/v2', companyId: '1', apiKey: 'k' });
    expect(await checkUdsCompany(nobody)).toEqual({ status: 'unreachable', reason: 'UDS could not be reached' });
  });
});

/**
 * The documented shapes (UDS-SPEC components), as far as every source agrees: the fixtures above
 * must fit them, and so must the simulator's answers, so a simulator drifting from the
 * documentation fails here.
 */
const MembershipTier = z.object({ name: z.string(), rate: z.number(), maxScoresDiscount: z.number().nullish() });
const DocOperation = z.object({
  id: z.number().int(),
  dateCreated: z.iso.datetime({ offset: true }),
  action: z.literal('PURCHASE'),
  state: z.enum(['NORMAL', 'CANCELED', 'REVERSAL']),
  points: z.number(),
  cash: z.number(),
  total: z.number(),
  receiptNumber: z.string().nullish(),
  customer: z.object({ id: z.number(), uid: z.string().nullish(), displayName: z.string() }),
  cashier: z.object({ id: z.number(), displayName: z.string() }).nullish(),
  branch: z.object({ id: z.number(), displayName: z.string() }).nullish(),
  origin: z.object({ id: z.number().int() }).nullish(),
});
const DocSettings = z.object({
  id: z.number().int(),
  name: z.string(),
  promoCode: z.string(),
  currency: z.string().length(3).nullable(),
  baseDiscountPolicy: z.enum(['APPLY_DISCOUNT', 'CHARGE_SCORES']),
  purchaseByPhone: z.boolean(),
  writeInvoice: z.boolean(),
  slug: z.string(),
  loyaltyProgramSettings: z.object({
    baseMembershipTier: MembershipTier,
    membershipTiers: z.array(MembershipTier),
  }),
});
const DocFound = z.object({
  user: z.object({
    uid: z.string(),
    displayName: z.string(),
    participant: z.object({ id: z.number(), points: z.number(), membershipTier: MembershipTier }),
  }),
  code: z.string().nullable(),
  purchase: z.object({ maxPoints: z.number(), total: z.number(), cash: z.number(), points: z.number() }).nullable(),
});
/** A list page: UDS-SPEC's `Operation` requires only `action`. */
const DocListPage = z.object({
  rows: z.array(z.object({ action: z.literal('PURCHASE') }).loose()),
  cursor: z.string().nullish(),
});

describe('the documented shapes', () => {
  it('fit the fixtures they were read from', () => {
    expect(DocSettings.safeParse(laravelSettings).success).toBe(true);
    expect(DocSettings.safeParse(pySettings).success).toBe(true);
    expect(DocOperation.safeParse(laravelCreatedOperation).success).toBe(true);
    expect(DocOperation.safeParse(laravelRefund).success).toBe(true);
    expect(DocOperation.safeParse(specCreatedOperation).success).toBe(true);
    expect(DocFound.safeParse(laravelFoundCustomer).success).toBe(true);
    expect(DocListPage.safeParse(pyOperationsList).success).toBe(true);
  });
});

describe('the simulator answers in the documented shapes', () => {
  let sandbox: UdsSandboxServer;
  const auth = {
    authorization: `Basic ${Buffer.from(`${TEST_UDS_COMPANY_ID}:${TEST_UDS_API_KEY}`).toString('base64')}`,
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    sandbox.app.inject({
      method,
      url: `/_sandbox/uds/partner/v2${url}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    sandbox = await startUdsSandbox();
  });
  afterAll(() => sandbox?.close());

  it('settings, with the currency a test sets', async () => {
    expect(DocSettings.parse((await call('GET', '/settings')).json())).toMatchObject({ currency: 'KGS' });
    await sandbox.setBehaviour({ currency: null });
    expect(DocSettings.parse((await call('GET', '/settings')).json())).toMatchObject({ currency: null });
    await sandbox.setBehaviour({ currency: 'KGS' });
  });

  it('find, purchase, refund and list; an empty refund body and odd rows when switched on', async () => {
    const customer = await sandbox.addCustomer({ points: 500 });
    const found = DocFound.parse(
      (await call('GET', `/customers/find?code=${customer.code}&exchangeCode=true&total=1000`)).json(),
    );
    const receipt = { total: 1000, cash: 800, points: 200, number: 'ARUU-1' };
    const bought = await call('POST', '/operations', { code: found.code, nonce: crypto.randomUUID(), receipt });
    const operation = DocOperation.parse(bought.json());
    expect(Object.keys(operation).sort()).toEqual(expect.arrayContaining(Object.keys(laravelCreatedOperation).sort()));
    const refund = DocOperation.parse(
      (await call('POST', `/operations/${operation.id}/refund`, { partialAmount: 100 })).json(),
    );
    expect(refund).toMatchObject({ state: 'REVERSAL', origin: { id: operation.id }, total: -100 });

    await sandbox.setBehaviour({ emptyRefundBody: true, oddRows: true });
    try {
      const empty = await call('POST', `/operations/${operation.id}/refund`, { partialAmount: 100 });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toBe('');
      // Three operations so far, and one odd row.
      const page = DocListPage.parse((await call('GET', '/operations?max=5')).json());
      expect(page.rows).toHaveLength(4);
      const odd = page.rows.filter((row) => !DocOperation.safeParse(row).success);
      expect(odd).toHaveLength(1);
    } finally {
      await sandbox.setBehaviour({ emptyRefundBody: false, oddRows: false });
    }
    for (const row of DocListPage.parse((await call('GET', '/operations?max=5')).json()).rows) DocOperation.parse(row);
  });
});
