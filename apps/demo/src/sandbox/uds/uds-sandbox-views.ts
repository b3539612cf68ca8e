import { tyiynToSom } from '@aruu/api/lib/money';
import type { z } from 'zod';
import type { SandboxUdsCustomer, SandboxUdsOperation } from './uds-sandbox.repository.js';
import type { ListedOperation, OperationView, PurchaseView, UserView } from './uds-sandbox-protocol.js';

/** Cashback the simulated company promises (shown only: the simulator accrues none). */
export const CASHBACK_RATE = 5;
export const COMPANY_MAX_SCORES_DISCOUNT = 50;

export function membershipTier(maxScoresDiscount: number) {
  return { uid: 'base', name: 'Base', rate: CASHBACK_RATE, maxScoresDiscount };
}

export function userView(customer: SandboxUdsCustomer): z.input<typeof UserView> {
  return {
    uid: customer.uid,
    displayName: customer.displayName,
    phone: customer.phone,
    gender: 'NOT_SPECIFIED',
    channelName: 'UDS App',
    participant: {
      id: customer.id,
      points: tyiynToSom(customer.pointsTyiyn),
      discountRate: 0,
      cashbackRate: CASHBACK_RATE,
      membershipTier: membershipTier(customer.maxScoresDiscount),
    },
  };
}

export interface Bill {
  totalTyiyn: number;
  skipLoyaltyTyiyn: number;
  unredeemableTyiyn: number;
}

/** The most points a bill may take: the customer's share of the eligible part, capped by the balance. */
export function maxPointsTyiyn(customer: SandboxUdsCustomer, bill: Bill): number {
  const eligible = Math.max(0, bill.totalTyiyn - bill.skipLoyaltyTyiyn - bill.unredeemableTyiyn);
  return Math.min(customer.pointsTyiyn, Math.floor((eligible * customer.maxScoresDiscount) / 100));
}

export function purchaseView(
  customer: SandboxUdsCustomer,
  bill: Bill,
  pointsTyiyn?: number | null,
): z.input<typeof PurchaseView> {
  const maxPoints = maxPointsTyiyn(customer, bill);
  const points = pointsTyiyn ?? maxPoints;
  const cash = bill.totalTyiyn - points;
  const share = bill.totalTyiyn > 0 ? Math.round((points / bill.totalTyiyn) * 10_000) / 10_000 : 0;
  return {
    maxPoints: tyiynToSom(maxPoints),
    total: tyiynToSom(bill.totalTyiyn),
    cash: tyiynToSom(cash),
    points: tyiynToSom(points),
    discountAmount: 0,
    discountPercent: 0,
    netDiscount: tyiynToSom(points),
    netDiscountPercent: share,
    cashBack: tyiynToSom(Math.floor((Math.max(0, cash - bill.skipLoyaltyTyiyn) * CASHBACK_RATE) / 100)),
    cashTotal: tyiynToSom(cash),
    skipLoyaltyTotal: tyiynToSom(bill.skipLoyaltyTyiyn),
    unredeemableTotal: tyiynToSom(bill.unredeemableTyiyn),
    certificatePoints: 0,
    pointsPercent: share,
    maxScoresDiscount: customer.maxScoresDiscount,
    extras: {},
  };
}

export function operationView(operation: SandboxUdsOperation, customer: SandboxUdsCustomer): OperationView {
  return {
    id: operation.id,
    dateCreated: operation.createdAt.toISOString(),
    action: 'PURCHASE',
    state: operation.state,
    points: tyiynToSom(operation.pointsTyiyn),
    cash: tyiynToSom(operation.cashTyiyn),
    total: tyiynToSom(operation.totalTyiyn),
    receiptNumber: operation.receiptNumber,
    certificatePoints: 0,
    customer: {
      id: customer.id,
      uid: customer.uid,
      displayName: customer.displayName,
      membershipTier: membershipTier(customer.maxScoresDiscount),
    },
    cashier: operation.cashierName ? { id: 1, displayName: operation.cashierName } : null,
    branch: { id: 1, displayName: 'Aruu online' },
    origin: operation.originId === null ? null : { id: operation.originId },
  };
}

/**
 * Rows UDS-SPEC allows in a list that the store never makes, in turn by page: a points-only row
 * without `cash`/`total` (only `action` is required), a `CANCELED` purchase of a shop till, and a
 * bare `{action}`. Ids far above the simulator's own, dated like the row before them.
 */
export function oddOperationView(neighbour: OperationView, seed: number): ListedOperation {
  const base = { action: 'PURCHASE' as const };
  const id = 9_000_000_000 + (neighbour.id % 1_000_000);
  switch (seed % 3) {
    case 0:
      return { ...base, id, dateCreated: neighbour.dateCreated, state: 'NORMAL', points: 25, receiptNumber: null };
    case 1:
      return {
        ...base,
        id,
        dateCreated: neighbour.dateCreated,
        state: 'CANCELED',
        points: -10,
        cash: 90,
        total: 100,
        receiptNumber: 'POS-0017',
      };
    default:
      return base;
  }
}
