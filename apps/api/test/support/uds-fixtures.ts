import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * UDS Partner API answers as the provider's documentation and two public clients show them,
 * copied verbatim (only whitespace changed), each with its source:
 * - UDS-SPEC: the official OpenAPI copy, `olshanskiyvv/async_uds_api` `openapi/openapi.yaml`
 *   (mirrors https://docs.uds.app);
 * - LARAVEL: `sushi-market/laravel-uds-sdk` `src/Services/HttpClientFake.php`;
 * - PY: `olshanskiyvv/async_uds_api` `tests/fixtures/operations.py`, `tests/fixtures/settings.py`,
 *   and `async_uds_api/api/operations.py` (`refund`: `… if data else Operation(action="REFUND")`).
 */

/** UDS-SPEC `POST /operations` → 200 `example`. */
export const specCreatedOperation = {
  id: 1,
  dateCreated: '2018-09-21T07:48:22.771Z',
  action: 'PURCHASE',
  state: 'NORMAL',
  customer: {
    id: 0,
    uid: 'abcdefgh-0000-1111-2222-ijklmnopqrst',
    displayName: 'Customer',
    membershipTier: { uid: 'vip', name: 'VIP', rate: 15, conditions: { totalCashSpent: { target: 100 } } },
  },
  cashier: { id: 0, displayName: 'Cashier' },
  branch: { id: 0, displayName: 'Branch' },
  points: 0,
  certificatePoints: 0,
  cash: 100,
  total: 100,
  origin: { id: 0 },
};

/**
 * UDS-SPEC `CompanySettings` has no example: this one is built from its `required` list and
 * property types, with `currency` null, which the schema allows (`nullable: true`).
 */
export const specSettingsWithoutCurrency = {
  id: 549755819292,
  name: 'Aruu',
  promoCode: 'aruu',
  currency: null,
  baseDiscountPolicy: 'CHARGE_SCORES',
  purchaseByPhone: false,
  usePointsByPhone: false,
  writeInvoice: false,
  slug: 'aruu',
};

/**
 * UDS-SPEC `Operation`: only `action` is required; `total` and `cash` come with `PurchaseOperation`
 * only; `state` may be `CANCELED`. Rows of that kind, as the schema permits them in a list page.
 */
export const specListWithOddRows = {
  rows: [
    { id: 77, dateCreated: '2024-03-02T10:00:00.000Z', action: 'PURCHASE', state: 'NORMAL', points: 25 },
    { action: 'PURCHASE' },
    {
      id: 76,
      dateCreated: '2024-03-02T09:59:00.000Z',
      action: 'PURCHASE',
      state: 'CANCELED',
      points: -10,
      cash: 90,
      total: 100,
      receiptNumber: 'POS-0017',
    },
    'not an operation',
    {
      id: 75,
      dateCreated: '2024-03-02T09:58:00.000Z',
      action: 'PURCHASE',
      state: 'NORMAL',
      points: -300,
      cash: 700,
      total: 1000,
      receiptNumber: 'ARUU-17',
      customer: { id: 1, uid: 'xxxxxxxx-test-user-uuid-xxxxxxxx', displayName: 'Тестовый Профиль' },
      origin: null,
    },
  ],
  total: 0,
  cursor: null,
};

const laravelUid = 'xxxxxxxx-test-user-uuid-xxxxxxxx';
const laravelTier = {
  uid: 'base',
  name: 'Тест - 1',
  conditions: { effectiveInvitedCount: null, totalCashSpent: null },
  maxScoresDiscount: 50,
  rate: 3,
};

/** LARAVEL `fakeSettingsResponse` (tiers shortened to the base one; `currency: "RUB"`). */
export const laravelSettings = {
  baseDiscountPolicy: 'CHARGE_SCORES',
  promoCode: 'test123',
  loyaltyProgramSettings: {
    membershipTiers: [laravelTier],
    deferPointsForDays: null,
    referralCashbackRates: [1, 0, 0],
    baseMembershipTier: laravelTier,
    receiptLimit: null,
    firstPurchasePoints: null,
    cashierAward: null,
    referralReward: 30,
    maxScoresDiscount: 50,
  },
  currency: 'RUB',
  id: 111111111111,
  slug: 'test-slug',
  writeInvoice: false,
  purchaseByPhone: true,
  name: 'Тестовая интеграция',
};

/** LARAVEL `fakeCalculateTransactionResponse`, plus the `code` `customers/find?exchangeCode=true` adds (UDS-SPEC). */
export const laravelFoundCustomer = {
  purchase: {
    cash: 700,
    discountAmount: 0.0,
    unredeemableTotal: 0.0,
    certificatePoints: 0.0,
    maxPoints: 300,
    extras: {},
    netDiscount: 300,
    points: 300,
    netDiscountPercent: 0.3,
    cashBack: 210,
    total: 1000,
    cashTotal: 700,
    skipLoyaltyTotal: 0.0,
    pointsPercent: 0.3,
    maxScoresDiscount: 50,
    discountPercent: 0,
  },
  user: {
    phone: '+79999999999',
    gender: 'NOT_SPECIFIED',
    uid: laravelUid,
    birthDate: '2000-01-00',
    channelName: 'UDS App',
    tags: [{ id: 1997, name: 'Постоянный гость' }],
    email: 'email@example.com',
    avatar: null,
    participant: {
      inviterId: null,
      discountRate: 0.0,
      cashbackRate: 3,
      dateCreated: '2022-01-01T00:00:00.000Z',
      points: 300,
      id: 1099576113739,
      lastTransactionTime: '2023-01-01T00:00:00.000Z',
      membershipTier: laravelTier,
    },
    displayName: 'Тестовый Профиль',
  },
  code: 'long-code-valid-for-24-hours',
};

/** LARAVEL `fakeCreateTransactionResponse`. */
export const laravelCreatedOperation = {
  cash: 700,
  action: 'PURCHASE',
  cashier: { id: 1234567890, displayName: 'Тестовый кассир' },
  customer: { uid: laravelUid, id: 1234567890, membershipTier: laravelTier, displayName: 'Тестовый Профиль' },
  origin: null,
  dateCreated: '2022-01-01T00:00:00.000Z',
  points: -300,
  id: 1234567890,
  total: 1000,
  receiptNumber: '123456',
  branch: { id: 1234567890, displayName: 'Тестовый филиал' },
  state: 'NORMAL',
};

/** LARAVEL `fakeRefundTransactionResponse`. */
export const laravelRefund = {
  cash: -90.0,
  action: 'PURCHASE',
  cashier: { id: 1234567890, displayName: 'Тестовый кассир' },
  customer: { uid: laravelUid, id: 1234567890, membershipTier: null, displayName: 'Тестовый Профиль' },
  origin: { id: 1234567890 },
  dateCreated: '2022-01-01T00:00:00.000Z',
  points: 10.0,
  id: 1234567891,
  total: -100,
  receiptNumber: null,
  branch: { id: 1234567890, displayName: 'Тестовый филиал' },
  state: 'REVERSAL',
};

/** LARAVEL error answers: `fakeUnauthorizedResponse`, `fakeNotFoundResponse`, `fakeInvalidCheckSumResponse`; a 500 `Server Error`. */
export const laravelErrors = {
  unauthorized: { errorCode: 'unauthorized', message: 'The request requires user authentication.' },
  notFound: { errorCode: 'notFound', message: 'The page you requested is not found.' },
  invalidChecksum: { errorCode: 'invalidChecksum', message: 'An error has occurred' },
};

/** PY `OPERATIONS_LIST_RESPONSE`: no `cursor`, `total: 1`, a row without customer or receipt. */
export const pyOperationsList = {
  rows: [
    {
      id: 123,
      dateCreated: '2024-01-01T12:00:00Z',
      action: 'PURCHASE',
      state: 'NORMAL',
      points: 50.0,
      total: 1000.0,
      cash: 950.0,
    },
  ],
  total: 1,
};

/** PY `OPERATION_RESPONSE`. */
export const pyOperation = {
  id: 123,
  dateCreated: '2024-01-01T12:00:00Z',
  action: 'PURCHASE',
  state: 'NORMAL',
  points: 50.0,
  total: 1000.0,
  cash: 950.0,
  customer: { id: 456, displayName: 'John Doe' },
  origin: { id: 100 },
};

/** PY `COMPANY_SETTINGS_RESPONSE` (no `maxScoresDiscount` beside the tiers). */
export const pySettings = {
  id: 123456,
  name: 'Test Company',
  promoCode: 'TESTCOMPANY',
  currency: 'RUB',
  baseDiscountPolicy: 'CHARGE_SCORES',
  purchaseByPhone: true,
  usePointsByPhone: true,
  writeInvoice: false,
  slug: 'test-company',
  loyaltyProgramSettings: {
    baseMembershipTier: { uid: 'base', name: 'Base', rate: 0.05, maxScoresDiscount: 50.0 },
    membershipTiers: [],
    referralCashbackRates: [0.05, 0.03, 0.01],
    cashierAward: 0.01,
    referralReward: 100.0,
    discountVip: 10.0,
    receiptLimit: 100000.0,
    deferPointsForDays: 7,
  },
};

export interface FixtureAnswer {
  status: number;
  /** Sent as JSON; a string is sent as it is (an empty one is an empty body). */
  body: unknown;
}

/**
 * A local HTTP server answering each `METHOD /path` with a fixture, so the adapter reads the
 * documented answers over real HTTP. Unknown paths answer UDS's 404.
 */
export async function startUdsFixtureServer(answers: Record<string, FixtureAnswer>) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname.replace(/^\/partner\/v2/, '');
    const answer = answers[`${request.method} ${path}`] ?? { status: 404, body: laravelErrors.notFound };
    request.resume();
    request.on('end', () => {
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/partner/v2`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
