import { tyiynToUdsDecimal, tyiynToUdsNumber, udsAmountToTyiyn, udsPointsToWhole } from './uds-amounts.js';
import {
  UdsCalcResponse,
  UdsFindResponse,
  type UdsListedRow,
  UdsOperationResponse,
  UdsOperationsPage,
  UdsRefundAnswer,
  UdsSettings,
} from './uds-responses.js';
import { createUdsTransport, type UdsTransportOptions } from './uds-transport.js';

export type UdsClientOptions = UdsTransportOptions;

/** A customer found by the code from their UDS app, priced against one bill. */
export interface UdsCustomerQuote {
  /** Whole points (1 point = 1 som), rounded down. */
  balancePoints: number;
  /** The most points this bill may spend: min(balance, the company's share of the bill). */
  maxPoints: number;
  /** Valid for 24 h; keep it with the order and spend with it after the payment. */
  longCode: string;
  customerUid: string;
  displayName: string;
}

/** A customer as the account shows them: found by a code from their app, or by the uid kept from one. */
export interface UdsCustomer {
  customerUid: string;
  displayName: string;
  /** Whole points, rounded down. */
  balancePoints: number;
}

/** What a bill would mean for a customer paying it all in money. */
export interface UdsBillPreview extends UdsCustomer {
  /** The most points the bill may spend: min(balance, the company's share of the bill). */
  maxPoints: number;
  /** The points the bill would earn, whole; null when UDS does not say (`cashBack` is optional). */
  earnPoints: number | null;
}

export interface UdsPurchaseInput {
  /** The long code from `findCustomer` (or a 6-digit code). */
  code: string;
  /** Stable per order, so a retry after a timeout cannot spend twice. */
  nonce: string;
  totalTyiyn: number;
  /** Must be `totalTyiyn - points * 100`, or UDS answers `invalid_checksum`. */
  cashTyiyn: number;
  points: number;
  receiptNumber: string;
}

export interface UdsOperation {
  operationId: number;
  state: string;
  createdAt: string;
  totalTyiyn: number;
  cashTyiyn: number;
  /** Whole points, signed as UDS reports them: spent negative, returned positive. */
  points: number;
  receiptNumber: string | null;
  customerUid: string | null;
  /** For a refund: the purchase it reverses. */
  originId: number | null;
}

/** A row of the operations list: any field UDS left out (or sent oddly) is null. */
export type UdsListedOperation = { [K in keyof UdsOperation]: UdsOperation[K] | null };

export interface UdsRefundInput {
  operationId: number;
  /** Part of the purchase's total to refund; the whole purchase when absent. */
  partialAmountTyiyn?: number;
}

const CASHIER = { externalId: 'web-shop', name: 'Aruu online store' } as const;

/** The store's adapter for the UDS Partner API v2 (loyalty points). Every failure is a `UdsError`. */
export function createUdsClient(options: UdsClientOptions) {
  const call = createUdsTransport(options);

  return {
    /** Credentials check: the settings of the company the key belongs to. */
    async getSettings() {
      const settings = await call({ method: 'GET', path: '/settings', response: UdsSettings });
      return {
        companyId: settings.id,
        name: settings.name,
        /** ISO 4217; null when UDS does not say. */
        currency: settings.currency,
        maxScoresDiscount: settings.loyaltyProgramSettings?.maxScoresDiscount ?? null,
      };
    },

    /** Balance and allowance for a bill, exchanging the short code for a 24-hour one. */
    async findCustomer(input: { code: string; totalTyiyn: number }): Promise<UdsCustomerQuote> {
      const found = await call({
        method: 'GET',
        path: '/customers/find',
        query: { code: input.code, exchangeCode: 'true', total: tyiynToUdsDecimal(input.totalTyiyn) },
        response: UdsFindResponse,
      });
      return {
        balancePoints: udsPointsToWhole(found.user.participant.points),
        maxPoints: udsPointsToWhole(found.purchase?.maxPoints ?? 0),
        longCode: found.code ?? input.code,
        customerUid: found.user.uid,
        displayName: found.user.displayName ?? '',
      };
    },

    /** The customer behind a code (not exchanged: nothing is to be spent) or a uid (read-only by UDS-SPEC). */
    async lookupCustomer(input: { code: string } | { uid: string }): Promise<UdsCustomer> {
      const found = await call({ method: 'GET', path: '/customers/find', query: input, response: UdsFindResponse });
      return toCustomer(found.user);
    },

    /**
     * `POST /operations/calc` for a bill paid without points (a uid may not spend): the points it
     * would earn, and how many it could take when paid by the app's code instead.
     */
    async previewBill(input: { uid: string; totalTyiyn: number }): Promise<UdsBillPreview> {
      const calc = await call({
        method: 'POST',
        path: '/operations/calc',
        body: {
          participant: { uid: input.uid },
          receipt: {
            total: tyiynToUdsNumber(input.totalTyiyn),
            points: 0,
            skipLoyaltyTotal: null,
            unredeemableTotal: null,
          },
        },
        response: UdsCalcResponse,
      });
      const cashBack = calc.purchase.cashBack;
      return {
        ...toCustomer(calc.user),
        maxPoints: udsPointsToWhole(calc.purchase.maxPoints),
        earnPoints: cashBack == null ? null : udsPointsToWhole(cashBack),
      };
    },

    /**
     * Spends the points (and records the purchase). UDS documents the nonce as usable once, not what
     * a reuse answers: never send one purchase twice (decision 046); find an unanswered one in
     * `listOperations` by its receipt number instead.
     */
    async purchase(input: UdsPurchaseInput): Promise<{ operationId: number; pointsSpent: number }> {
      assertWholePoints(input.points);
      const operation = await call({
        method: 'POST',
        path: '/operations',
        body: {
          code: input.code,
          participant: null,
          nonce: input.nonce,
          cashier: CASHIER,
          receipt: {
            total: tyiynToUdsNumber(input.totalTyiyn),
            cash: tyiynToUdsNumber(input.cashTyiyn),
            points: input.points,
            number: input.receiptNumber,
            skipLoyaltyTotal: null,
            unredeemableTotal: null,
          },
        },
        response: UdsOperationResponse,
      });
      // `0 -`, not unary minus: a purchase without points spent 0, not -0.
      return { operationId: operation.id, pointsSpent: 0 - udsPointsToWhole(operation.points) };
    },

    /**
     * Refunds a purchase, wholly or in part. UDS has no idempotency key here, but refuses to
     * refund more than is left: after a refusal, look for the refund in `listOperations`. Null
     * when UDS made the refund but did not describe it (an empty 200): look for it there too.
     */
    async refund(input: UdsRefundInput): Promise<UdsOperation | null> {
      const partialAmount = input.partialAmountTyiyn === undefined ? null : tyiynToUdsNumber(input.partialAmountTyiyn);
      const operation = await call({
        method: 'POST',
        path: `/operations/${encodeURIComponent(String(input.operationId))}/refund`,
        body: { partialAmount },
        response: UdsRefundAnswer,
      });
      return operation && toOperation(operation);
    },

    async getOperation(operationId: number): Promise<UdsOperation> {
      const operation = await call({
        method: 'GET',
        path: `/operations/${encodeURIComponent(String(operationId))}`,
        response: UdsOperationResponse,
      });
      return toOperation(operation);
    },

    /** One page of the company's operations, newest first; pass the answer's cursor for the next. */
    async listOperations(input: {
      max: number;
      cursor?: string;
    }): Promise<{ rows: UdsListedOperation[]; cursor: string | null }> {
      const page = await call({
        method: 'GET',
        path: '/operations',
        query: { max: String(input.max), ...(input.cursor ? { cursor: input.cursor } : {}) },
        response: UdsOperationsPage,
      });
      return { rows: page.rows.map(toListedOperation), cursor: page.cursor ?? null };
    },
  };
}
export type UdsClient = ReturnType<typeof createUdsClient>;

function toCustomer(user: UdsFindResponse['user']): UdsCustomer {
  return {
    customerUid: user.uid,
    displayName: user.displayName ?? '',
    balancePoints: udsPointsToWhole(user.participant.points),
  };
}

function toOperation(operation: UdsOperationResponse): UdsOperation {
  return {
    operationId: operation.id,
    state: operation.state,
    createdAt: operation.dateCreated,
    totalTyiyn: udsAmountToTyiyn(operation.total),
    cashTyiyn: udsAmountToTyiyn(operation.cash),
    points: udsPointsToWhole(operation.points),
    receiptNumber: operation.receiptNumber ?? null,
    customerUid: operation.customer?.uid ?? null,
    originId: operation.origin?.id ?? null,
  };
}

function toListedOperation(row: UdsListedRow): UdsListedOperation {
  const amount = (value: number | null | undefined) => (value == null ? null : udsAmountToTyiyn(value));
  return {
    operationId: row.id ?? null,
    state: row.state ?? null,
    createdAt: row.dateCreated ?? null,
    totalTyiyn: amount(row.total),
    cashTyiyn: amount(row.cash),
    points: row.points == null ? null : udsPointsToWhole(row.points),
    receiptNumber: row.receiptNumber ?? null,
    customerUid: row.customer?.uid ?? null,
    originId: row.origin?.id ?? null,
  };
}

function assertWholePoints(points: number) {
  if (!Number.isSafeInteger(points) || points < 0) {
    throw new RangeError(`points must be a whole, non-negative number, got ${points}`);
  }
}
