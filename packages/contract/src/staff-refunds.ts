import { z } from 'zod';
import { IdParam, MAX_SOM, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, optionalText, requiredText } from './fields.js';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from './idempotency.js';
import { OrderIdParam } from './orders.js';

/**
 * Refunds and returns in the back office (spec §9: a proper-quality item comes back within 7
 * days of receipt; the payment rules give back 100% before the goods are supplied, 50% within 30
 * days of supply, nothing after). Staff with `payments.refund` only.
 */

/** An amount staff type in som: positive, whole tyiyn. */
const SomAmount = z
  .number(fieldError('invalid_value'))
  .positive('invalid_value')
  .max(MAX_SOM, 'invalid_value')
  .multipleOf(0.01, 'invalid_value');

/** A refund or a return is created once per key: a double click or a retry answers the first. */
export const RequiredIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.meta({
    description:
      'Required. One value (e.g. a UUID) per intended refund or return: repeating it with the same body answers the first one (200); with another body, 422 `idempotency_key_reused`.',
  }),
});

export const RefundParams = OrderIdParam.extend({ refund_id: IdParam.shape.id });

export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export const RefundState = z.enum(refundStates);
export const returnReasons = ['defect', 'proper_quality'] as const;
export const ReturnReason = z.enum(returnReasons);
export type ReturnReason = z.infer<typeof ReturnReason>;

export const Refund = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    return_id: z.number().int().nullable(),
    /** To the card; 0 when only UDS points go back (a change capped them, decision 083). */
    amount: Som,
    reason: z.enum(['order_cancelled', 'return', 'manual', 'order_changed']),
    note: z.string().nullable(),
    state: RefundState,
    attempts: z.number().int(),
    /** Why the last try did not go through (the provider's words), while pending or failed. */
    last_error: z.string().nullable(),
    /** The part of the order's UDS purchase (in som) whose points go back with it; null for none. */
    uds_amount: Som.nullable(),
    /**
     * The whole points that part gives back, when the store names them (a change's: decisions
     * 083, 086); null for none, or for a return's share, whose points UDS works out.
     */
    uds_points: z.number().int().positive().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    /**
     * The worker running it stopped (a restart or a crash) at this time: another takes it up once
     * that run's lease ends, within a minute, and nothing is done twice. Null while all is well.
     */
    worker_stopped_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'StaffRefund' });
export type Refund = z.infer<typeof Refund>;

export const ReturnLine = z.strictObject({
  order_item_id: Id,
  quantity: z.number(fieldError('invalid_value')).int('invalid_value').min(1, 'invalid_value').max(99, 'invalid_value'),
});

const returnFields = {
  items: z
    .array(ReturnLine)
    .min(1, 'required')
    .max(100, 'invalid_value')
    .refine((lines) => new Set(lines.map((line) => line.order_item_id)).size === lines.length, 'invalid_value'),
  reason: ReturnReason,
};

/** What the rules give for a return, before it is recorded. */
export const ReturnQuoteBody = z.strictObject(returnFields);
export type ReturnQuoteBody = z.input<typeof ReturnQuoteBody>;
export type ReturnQuoteRequest = z.output<typeof ReturnQuoteBody>;

export const ReturnQuote = z.object({
  /** Share of the returned goods' price the rules give back: 100, 50 or 0. */
  percent: z.number().int(),
  /** Why: `not_supplied` (100%), `defect` (100%), `within_30_days` (50%), `after_30_days` (0). */
  rule: z.enum(['not_supplied', 'defect', 'within_30_days', 'after_30_days']),
  /** False for a proper-quality item more than 7 days after receipt: only an override takes it. */
  within_return_window: z.boolean(),
  /** What the returned goods cost the buyer in money (points and promo shares taken out). */
  goods_paid: Som,
  amount: Som,
  /** The most any refund of this order may still be. */
  refundable: Som,
});
export type ReturnQuote = z.infer<typeof ReturnQuote>;

export const CreateReturnBody = z.strictObject({
  ...returnFields,
  note: optionalText(1000, { multiline: true }),
  /** Back on the shelf (sellable) or not (damaged). */
  restock: z.boolean(fieldError('invalid_value')),
  /** A manager's own amount, outside the rules; the note says why. */
  override: z
    .strictObject({ amount: z.union([z.literal(0), SomAmount]), note: requiredText(1000, { multiline: true }) })
    .optional(),
});
export type CreateReturnBody = z.input<typeof CreateReturnBody>;
export type CreateReturnRequest = z.output<typeof CreateReturnBody>;

export const OrderReturn = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    reason: ReturnReason,
    note: z.string().nullable(),
    restock: z.boolean(),
    items: z.array(
      z.object({
        order_item_id: z.number().int(),
        title: z.string(),
        variation_name: z.string(),
        quantity: z.number().int(),
      }),
    ),
    rule_percent: z.number().int(),
    rule_amount: Som,
    amount: Som,
    override_note: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StaffOrderReturn' });
export type OrderReturn = z.infer<typeof OrderReturn>;

export const CreatedReturn = z.object({ return: OrderReturn, refund: Refund.nullable() });

export const CreateRefundBody = z.strictObject({ amount: SomAmount, note: requiredText(1000, { multiline: true }) });
export type CreateRefundBody = z.input<typeof CreateRefundBody>;
export type CreateRefundRequest = z.output<typeof CreateRefundBody>;

export const OrderRefunds = z
  .object({
    order_id: z.number().int(),
    /** A cancelled order takes no return and no further refund (its cancellation refunded it). */
    order_cancelled: z.boolean(),
    /** The card payment the money goes back to; 0 when the order was not paid by card. */
    paid: Som,
    /** Succeeded, and pending (on its way). */
    refunded: Som,
    pending: Som,
    refundable: Som,
    /** When the buyer received the goods (the return window and schedule count from it). */
    delivered_at: z.iso.datetime().nullable(),
    items: z.array(
      z.object({
        order_item_id: z.number().int(),
        title: z.string(),
        variation_name: z.string(),
        unit_price: Som,
        quantity: z.number().int(),
        returned: z.number().int(),
      }),
    ),
    refunds: z.array(Refund),
    returns: z.array(OrderReturn),
    /** The buyer's returns for reasons other than defects; at 5 the shop may refuse orders (spec §6). */
    customer_returns: z.number().int(),
    customer_flagged: z.boolean(),
  })
  .meta({ id: 'StaffOrderRefunds' });
export type OrderRefunds = z.infer<typeof OrderRefunds>;

/** Why a paid order is cancelled; its money goes back in full. */
export const CancelPaidOrderBody = z.strictObject({ note: requiredText(500, { multiline: true }) });

export const staffRefundsEndpoints = endpoints({
  'GET /staff/orders/:order_id/refunds': {
    summary: "An order's refunds and returns, what is left to refund, and the buyer's return count",
    params: OrderIdParam,
    response: OrderRefunds,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/orders/:order_id/refunds': {
    summary: 'Refund part of a paid order to its card (a goodwill refund; a note says why)',
    params: OrderIdParam,
    headers: RequiredIdempotencyHeaders,
    body: CreateRefundBody,
    response: Refund,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'POST /staff/orders/:order_id/cancel-paid': {
    summary: 'Cancel a paid order: the card is refunded in full, UDS points and goods go back',
    params: OrderIdParam,
    body: CancelPaidOrderBody,
    response: OrderRefunds,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/refunds/:refund_id/retry': {
    summary: 'Send a failed refund again',
    params: RefundParams,
    response: Refund,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/returns/quote': {
    summary: 'What the rules give back for returned items, without recording anything',
    params: OrderIdParam,
    body: ReturnQuoteBody,
    response: ReturnQuote,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/returns': {
    summary: 'Record returned items (restocked or not) and refund what the rules or an override give',
    params: OrderIdParam,
    headers: RequiredIdempotencyHeaders,
    body: CreateReturnBody,
    response: CreatedReturn,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
});
