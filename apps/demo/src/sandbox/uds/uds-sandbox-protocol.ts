import { somToTyiyn } from '@aruu/api/lib/money';
import { z } from 'zod';

/**
 * The UDS Partner API v2 as the simulator speaks it (research notes `integrations.md` §1).
 * Written independently of the store's adapter (`modules/loyalty`), so that a misreading of
 * the protocol on one side shows up in the tests instead of being shared by both.
 */

/** An error the way UDS answers it: `{errorCode, message}` with the given status. */
export class UdsProtocolError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 500,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'UdsProtocolError';
  }
}

export const udsErrors = {
  notFound: () => new UdsProtocolError(404, 'notFound', 'The page you requested is not found.'),
  unauthorized: () => new UdsProtocolError(401, 'unauthorized', 'The request requires user authentication.'),
  badRequest: (message: string) => new UdsProtocolError(400, 'badRequest', message),
  insufficientFunds: () => new UdsProtocolError(400, 'insufficientFunds', 'Not enough points.'),
  discountLimitExceed: () =>
    new UdsProtocolError(400, 'discountLimitExceed', 'Points exceed the allowed share of the bill.'),
  invalidChecksum: () => new UdsProtocolError(400, 'invalidChecksum', 'Receipt total, cash and points do not agree.'),
  participantIsBlocked: () => new UdsProtocolError(400, 'participantIsBlocked', 'The customer is blocked.'),
  withdrawNotPermitted: () =>
    new UdsProtocolError(400, 'withdrawNotPermitted', 'Points may not be spent by customer uid.'),
  purchaseByPhoneDisabled: () =>
    new UdsProtocolError(400, 'purchaseByPhoneDisabled', 'Purchases by phone are disabled for this company.'),
};

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A JSON amount (two decimals at most), read as tyiyn. */
const Amount = z.number().nonnegative().max(1e9).refine(twoDecimals, 'at most two decimals').transform(somToTyiyn);
/** The same in a query string. */
const QueryAmount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'a decimal with at most two places')
  .transform((value) => somToTyiyn(Number(value)));

export const ErrorBody = z.object({
  errorCode: z.string(),
  message: z.string(),
  /** With `badRequest`: one entry per invalid field. */
  errors: z.array(z.object({ errorCode: z.string(), field: z.string(), message: z.string() })).optional(),
});

export const FindQuery = z.object({
  code: z.string().trim().min(1).max(64).optional(),
  phone: z.string().trim().max(32).optional(),
  uid: z.string().trim().max(64).optional(),
  exchangeCode: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  total: QueryAmount.optional(),
  skipLoyaltyTotal: QueryAmount.optional(),
  unredeemableTotal: QueryAmount.optional(),
});
export type FindQuery = z.output<typeof FindQuery>;

const Participant = z.object({ uid: z.string().nullish(), phone: z.string().nullish() });

const Receipt = z.object({
  total: Amount,
  points: Amount.nullish(),
  skipLoyaltyTotal: Amount.nullish(),
  unredeemableTotal: Amount.nullish(),
});

export const CalcBody = z.object({
  code: z.string().max(64).nullish(),
  participant: Participant.nullish(),
  receipt: Receipt,
});
export type CalcBody = z.output<typeof CalcBody>;

export const OperationBody = z.object({
  code: z.string().max(64).nullish(),
  participant: Participant.nullish(),
  nonce: z.string().min(1).max(128).nullish(),
  cashier: z.object({ externalId: z.string().max(128).nullish(), name: z.string().max(200).nullish() }).nullish(),
  receipt: Receipt.extend({ cash: Amount, number: z.string().max(128).nullish() }),
  tags: z.array(z.number()).nullish(),
});
export type OperationBody = z.output<typeof OperationBody>;

/** `GET /operations`: `cursor` is the opaque value the previous page answered. */
export const ListQuery = z.object({
  max: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
});
export type ListQuery = z.output<typeof ListQuery>;

export const RefundBody = z.object({ partialAmount: Amount.nullish() }).nullish();

export const OperationIdParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
});

const MembershipTier = z.object({
  uid: z.string(),
  name: z.string(),
  rate: z.number(),
  maxScoresDiscount: z.number(),
});

export const SettingsResponse = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  promoCode: z.string(),
  slug: z.string(),
  currency: z.string().nullable(),
  baseDiscountPolicy: z.string(),
  purchaseByPhone: z.boolean(),
  usePointsByPhone: z.boolean(),
  writeInvoice: z.boolean(),
  loyaltyProgramSettings: z.object({
    maxScoresDiscount: z.number(),
    membershipTiers: z.array(MembershipTier),
    baseMembershipTier: MembershipTier,
  }),
});

export const UserView = z.object({
  uid: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  gender: z.string(),
  channelName: z.string(),
  participant: z.object({
    id: z.number(),
    points: z.number(),
    discountRate: z.number(),
    cashbackRate: z.number(),
    membershipTier: MembershipTier,
  }),
});

export const PurchaseView = z.object({
  maxPoints: z.number(),
  total: z.number(),
  cash: z.number(),
  points: z.number(),
  discountAmount: z.number(),
  discountPercent: z.number(),
  netDiscount: z.number(),
  netDiscountPercent: z.number(),
  cashBack: z.number(),
  cashTotal: z.number(),
  skipLoyaltyTotal: z.number(),
  unredeemableTotal: z.number(),
  certificatePoints: z.number(),
  pointsPercent: z.number(),
  maxScoresDiscount: z.number(),
  extras: z.object({}),
});

export const FindResponse = z.object({
  user: UserView,
  purchase: PurchaseView.nullable(),
  code: z.string().nullable(),
  type: z.literal('PURCHASE'),
});

export const CalcResponse = z.object({ user: UserView, purchase: PurchaseView });

export const OperationView = z.object({
  id: z.number(),
  dateCreated: z.string(),
  action: z.literal('PURCHASE'),
  state: z.enum(['NORMAL', 'REVERSAL']),
  points: z.number(),
  cash: z.number(),
  total: z.number(),
  receiptNumber: z.string().nullable(),
  certificatePoints: z.number(),
  customer: z.object({ id: z.number(), uid: z.string(), displayName: z.string(), membershipTier: MembershipTier }),
  cashier: z.object({ id: z.number(), displayName: z.string() }).nullable(),
  branch: z.object({ id: z.number(), displayName: z.string() }).nullable(),
  origin: z.object({ id: z.number() }).nullable(),
});
export type OperationView = z.infer<typeof OperationView>;

/** A list row UDS-SPEC allows besides the simulator's own: only `action` is required. */
export const OddOperationView = z.object({
  id: z.number().optional(),
  dateCreated: z.string().optional(),
  action: z.literal('PURCHASE'),
  state: z.enum(['NORMAL', 'CANCELED', 'REVERSAL']).optional(),
  points: z.number().optional(),
  cash: z.number().optional(),
  total: z.number().optional(),
  receiptNumber: z.string().nullable().optional(),
});
export type ListedOperation = OperationView | z.infer<typeof OddOperationView>;

/** UDS answers `total: 0` on lists ("to optimize the request speed"). */
export const OperationsPage = z.object({
  rows: z.array(z.union([OperationView, OddOperationView])),
  total: z.literal(0),
  cursor: z.string().nullable(),
});
