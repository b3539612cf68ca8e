import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '@aruu/api/db/client';
import type { SandboxUdsCustomer } from './uds-sandbox.repository.js';
import * as repo from './uds-sandbox.repository.js';
import type { UdsSandboxBehaviour } from './uds-sandbox-behaviour.js';
import {
  type CalcBody,
  type FindQuery,
  type ListedOperation,
  type ListQuery,
  type OperationBody,
  udsErrors,
} from './uds-sandbox-protocol.js';
import {
  type Bill,
  CASHBACK_RATE,
  COMPANY_MAX_SCORES_DISCOUNT,
  maxPointsTyiyn,
  membershipTier,
  oddOperationView,
  operationView,
  purchaseView,
  userView,
} from './uds-sandbox-views.js';

/** UDS: a long code from `exchangeCode=true` may be spent for 24 hours. */
const LONG_CODE_TTL_MS = 24 * 60 * 60 * 1000;
const shortCodePattern = /^\d{6}$/;

type Participant = CalcBody['participant'];

/** The simulated UDS company: the rules of the Partner API over the sandbox tables. */
export function createUdsSandbox({
  db,
  companyId,
  behaviour,
  now = () => new Date(),
}: {
  db: Db;
  companyId: string;
  /** Read on every request, so a test can change it while the simulator runs. */
  behaviour: UdsSandboxBehaviour;
  now?: () => Date;
}) {
  /** The customer a code (6-digit or long) belongs to, while it is valid. */
  async function customerByCode(tx: DbOrTx, code: string) {
    const customer = shortCodePattern.test(code)
      ? await repo.findCustomerByPaymentCode(tx, code, now())
      : await repo.findCustomerByLongCode(tx, code, now());
    if (!customer) throw udsErrors.notFound();
    return customer;
  }

  /** Who a calc or an operation is for; points may be spent only by code. */
  async function customerFor(request: { code?: string | null; participant?: Participant }, spendsPoints: boolean) {
    if (request.code) return customerByCode(db, request.code);
    const { uid, phone } = request.participant ?? {};
    if (phone) throw udsErrors.purchaseByPhoneDisabled();
    if (!uid) throw udsErrors.badRequest('Either code or participant is required.');
    if (spendsPoints) throw udsErrors.withdrawNotPermitted();
    const customer = await repo.findCustomerBy(db, { uid });
    if (!customer) throw udsErrors.notFound();
    return customer;
  }

  function checkSpending(customer: SandboxUdsCustomer, bill: Bill, pointsTyiyn: number) {
    if (customer.blocked) throw udsErrors.participantIsBlocked();
    const eligible = bill.totalTyiyn - bill.skipLoyaltyTyiyn - bill.unredeemableTyiyn;
    if (pointsTyiyn * 100 > eligible * customer.maxScoresDiscount) throw udsErrors.discountLimitExceed();
    if (pointsTyiyn > customer.pointsTyiyn) throw udsErrors.insufficientFunds();
  }

  return {
    settings() {
      return {
        id: /^\d+$/.test(companyId) ? Number(companyId) : companyId,
        name: 'Aruu (UDS sandbox)',
        promoCode: 'aruu',
        slug: 'aruu-sandbox',
        currency: behaviour.currency,
        baseDiscountPolicy: 'CHARGE_SCORES',
        purchaseByPhone: false,
        usePointsByPhone: false,
        writeInvoice: false,
        loyaltyProgramSettings: {
          maxScoresDiscount: COMPANY_MAX_SCORES_DISCOUNT,
          membershipTiers: [membershipTier(COMPANY_MAX_SCORES_DISCOUNT)],
          baseMembershipTier: { ...membershipTier(COMPANY_MAX_SCORES_DISCOUNT), rate: CASHBACK_RATE },
        },
      };
    },

    async findCustomer(query: FindQuery) {
      let customer: SandboxUdsCustomer | undefined;
      if (query.code) customer = await customerByCode(db, query.code);
      else if (query.phone) customer = await repo.findCustomerBy(db, { phone: query.phone });
      else if (query.uid) customer = await repo.findCustomerBy(db, { uid: query.uid });
      else throw udsErrors.badRequest('One of code, phone or uid is required.');
      if (!customer) throw udsErrors.notFound();
      if (customer.blocked) throw udsErrors.participantIsBlocked();

      let code: string | null = null;
      if (query.code && query.exchangeCode) {
        code = shortCodePattern.test(query.code) ? await issueLongCode(customer.id) : query.code;
      }
      const bill = query.total === undefined ? null : billOf(query.total, query);
      return {
        user: userView(customer),
        purchase: bill ? purchaseView(customer, bill) : null,
        code,
        type: 'PURCHASE' as const,
      };
    },

    async calc(body: CalcBody) {
      const points = body.receipt.points ?? null;
      const customer = await customerFor(body, (points ?? 0) > 0);
      const bill = billOf(body.receipt.total, body.receipt);
      if (points !== null) checkSpending(customer, bill, points);
      else if (customer.blocked) throw udsErrors.participantIsBlocked();
      return {
        user: userView(customer),
        purchase: purchaseView(customer, bill, points ?? maxPointsTyiyn(customer, bill)),
      };
    },

    async purchase(body: OperationBody) {
      const used = body.nonce ? await repo.findOperation(db, { nonce: body.nonce }) : undefined;
      if (used && behaviour.nonceReplay === 'reject') throw nonceUsed();
      const { receipt } = body;
      const points = receipt.points ?? 0;
      const customer = await customerFor(body, points > 0);
      if (customer.blocked) throw udsErrors.participantIsBlocked();
      if (receipt.cash !== receipt.total - points) throw udsErrors.invalidChecksum();
      checkSpending(customer, billOf(receipt.total, receipt), points);

      const operation = await db.transaction(async (tx) => {
        const values = {
          customerId: customer.id,
          state: 'NORMAL' as const,
          totalTyiyn: receipt.total,
          cashTyiyn: receipt.cash,
          pointsTyiyn: -points,
          receiptNumber: receipt.number ?? null,
          cashierName: body.cashier?.name ?? body.cashier?.externalId ?? null,
        };
        // The nonce is kept only on its first operation: with `new-operation` a replay is simply another purchase.
        let inserted = await repo.insertOperation(tx, { ...values, nonce: used ? null : (body.nonce ?? null) });
        if (!inserted) {
          // A concurrent request with the same nonce got there first.
          if (behaviour.nonceReplay === 'reject') throw nonceUsed();
          inserted = await repo.insertOperation(tx, { ...values, nonce: null });
        }
        if (points > 0 && !(await repo.spendPoints(tx, customer.id, points))) throw udsErrors.insufficientFunds();
        if (body.code && shortCodePattern.test(body.code)) await repo.spendPaymentCode(tx, customer.id, now());
        return inserted!;
      });
      return operationView(operation, customer);
    },

    /** Refunds a purchase or part of it; the points go back in proportion, rounded down. */
    async refund(operationId: number, partialAmountTyiyn: number | null) {
      const refund = await db.transaction(async (tx) => {
        const origin = await repo.findOperation(tx, { id: operationId }, { lock: true });
        if (origin?.state !== 'NORMAL') throw udsErrors.notFound();
        const refunded = await repo.refundedSoFar(tx, origin.id);
        const remaining = origin.totalTyiyn - refunded.totalTyiyn;
        const amount = partialAmountTyiyn ?? remaining;
        if (amount <= 0 || amount > remaining) {
          throw udsErrors.badRequest(`Nothing of this amount is left to refund (${remaining / 100} left).`);
        }
        const spent = -origin.pointsTyiyn;
        const pointsBack =
          amount === remaining
            ? spent - refunded.pointsTyiyn
            : Math.floor((spent * amount) / Math.max(1, origin.totalTyiyn));
        const row = await repo.insertOperation(tx, {
          customerId: origin.customerId,
          state: 'REVERSAL',
          totalTyiyn: -amount,
          cashTyiyn: -(amount - pointsBack),
          pointsTyiyn: pointsBack,
          receiptNumber: origin.receiptNumber,
          cashierName: origin.cashierName,
          originId: origin.id,
        });
        if (pointsBack > 0) await repo.returnPoints(tx, origin.customerId, pointsBack);
        return row!;
      });
      return viewOf(refund);
    },

    /**
     * Newest first; the cursor is the last row's id, opaque to the client. With `oddRows` each
     * page carries one row of a kind the store never makes, in the middle, dated like its neighbour.
     */
    async listOperations(query: ListQuery) {
      const beforeId = query.cursor === undefined ? undefined : cursorId(query.cursor);
      const odd = behaviour.oddRows && query.max > 1 ? 1 : 0;
      const size = query.max - odd;
      const rows = await repo.operationsPage(db, { beforeId, limit: size + 1 });
      const real = rows.slice(0, size).map(({ operation, customer }) => operationView(operation, customer));
      const last = rows.length > size ? real.at(-1) : undefined;
      const page: ListedOperation[] = [...real];
      if (odd && real.length > 0) {
        const middle = Math.floor(real.length / 2);
        page.splice(middle + 1, 0, oddOperationView(real[middle]!, beforeId ?? 0));
      }
      return {
        rows: page,
        total: 0 as const,
        cursor: last ? Buffer.from(String(last.id)).toString('base64url') : null,
      };
    },

    async getOperation(operationId: number) {
      const operation = await repo.findOperation(db, { id: operationId });
      if (!operation) throw udsErrors.notFound();
      return viewOf(operation);
    },
  };

  async function issueLongCode(customerId: number) {
    const code = randomBytes(15).toString('base64url');
    await repo.insertLongCode(db, { code, customerId, expiresAt: new Date(now().getTime() + LONG_CODE_TTL_MS) });
    return code;
  }

  async function viewOf(operation: repo.SandboxUdsOperation) {
    const customer = await repo.findCustomerBy(db, { id: operation.customerId });
    return operationView(operation, customer!);
  }
}
export type UdsSandbox = ReturnType<typeof createUdsSandbox>;

const nonceUsed = () => udsErrors.badRequest('The nonce has been used already.');

function cursorId(cursor: string): number {
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isSafeInteger(id) || id <= 0) throw udsErrors.badRequest('The cursor is not valid.');
  return id;
}

function billOf(
  totalTyiyn: number,
  parts: { skipLoyaltyTotal?: number | null; unredeemableTotal?: number | null },
): Bill {
  return {
    totalTyiyn,
    skipLoyaltyTyiyn: parts.skipLoyaltyTotal ?? 0,
    unredeemableTyiyn: parts.unredeemableTotal ?? 0,
  };
}
