import { z } from 'zod';
import { IdParam, Language, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, optionalText } from './fields.js';
import { OrderIdParam, OrderStatus, OrderTotals, PaymentMethod } from './orders.js';
import { RequiredIdempotencyHeaders } from './staff-refunds.js';

/**
 * Changes to an order staff make after it was placed (spec §4, the offer's out-of-stock handling:
 * remove the item, replace it with an equivalent, or cancel), and the buyer's answer to those
 * that need it. One model for every kind: a change is priced by the checkout's pricing, moves
 * stock and points in its transaction, and makes the money follow (a refund of the difference,
 * or a payment of it). Decision 062.
 */

export const orderChangeKinds = ['remove', 'reduce', 'replace', 'add'] as const;
export const OrderChangeKind = z.enum(orderChangeKinds);
export type OrderChangeKind = z.infer<typeof OrderChangeKind>;

/** Why staff change the order: it decides whether the removed units go back on the shelf by default. */
export const orderChangeReasons = ['out_of_stock', 'damaged', 'buyer_request', 'other'] as const;
export const OrderChangeReason = z.enum(orderChangeReasons);
export type OrderChangeReason = z.infer<typeof OrderChangeReason>;

/**
 * proposed: waiting for the buyer (a replacement, an addition, or anything that costs more);
 * applied: in the order (a removal or a reduction at once, or a proposal the buyer accepted);
 * line_removed: the buyer, or no answer in time (the shop's default), chose removing the line instead;
 * order_cancelled: the buyer cancelled the whole order instead;
 * withdrawn: staff took the proposal back, or the order was cancelled or handed over meanwhile.
 */
export const orderChangeStates = ['proposed', 'applied', 'line_removed', 'order_cancelled', 'withdrawn'] as const;
export const OrderChangeState = z.enum(orderChangeStates);
export type OrderChangeState = z.infer<typeof OrderChangeState>;

const Quantity = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(99, 'invalid_value');

const changeFields = {
  reason: OrderChangeReason,
  /** Shown to the buyer with the change (in the staff's words). */
  note: optionalText(500, { multiline: true }),
  /**
   * Removed or reduced units go back on the shelf they were reserved from. Absent: false for
   * `out_of_stock` and `damaged` (the units are not there to sell), true otherwise.
   */
  restock: z.boolean().optional(),
};

export const OrderChangeBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('remove'), order_item_id: Id, ...changeFields }),
  /** `quantity` is the line's new quantity, below its present one. */
  z.strictObject({ kind: z.literal('reduce'), order_item_id: Id, quantity: Quantity, ...changeFields }),
  /** Another variation (a shade, or another product) in place of the line, at the catalogue's present price. */
  z.strictObject({
    kind: z.literal('replace'),
    order_item_id: Id,
    variation_id: Id,
    quantity: Quantity,
    ...changeFields,
  }),
  z.strictObject({ kind: z.literal('add'), variation_id: Id, quantity: Quantity, ...changeFields }),
]);
export type OrderChangeBody = z.input<typeof OrderChangeBody>;
export type OrderChangeRequest = z.output<typeof OrderChangeBody>;

export const OrderChangeLine = z.object({
  /** The order line; null for a line the change adds. */
  order_item_id: z.number().int().nullable(),
  variation_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  variation_name: z.string(),
  image: z.string(),
  unit_price: Som,
  quantity: z.number().int(),
});
export type OrderChangeLine = z.infer<typeof OrderChangeLine>;

/** The order's lines and totals on one side of a change. */
export const OrderChangeSide = z.object({ lines: z.array(OrderChangeLine), totals: OrderTotals });
export type OrderChangeSide = z.infer<typeof OrderChangeSide>;

/** What happens to the money when the change is in the order. */
export const OrderChangeMoney = z.object({
  /** New total less old total (the total counts the points the order keeps): negative when cheaper. */
  difference: z.number(),
  /**
   * What goes back to the buyer: to the card, and the part of the UDS purchase whose points UDS
   * gives back (in som, as a refund's `uds_amount`: never a number of points); `points_back`, the
   * whole points that part gives back, which the order no longer uses (decisions 083, 086), else
   * null (a part cut to what is left of the purchase) or absent (changes proposed before 083).
   */
  refund: z
    .object({ card: Som, points: Som, points_back: z.number().int().positive().nullable().optional() })
    .nullable(),
  /** What a paid order's buyer pays on top (a card order: a payment link; cash or bank transfer: the new total). */
  to_pay: Som,
  /** The promo code no longer gives what it gave (its rule on the new goods); null when unchanged or none. */
  promo_note: z.enum(['discount_recomputed', 'minimum_waived']).nullable(),
});
export type OrderChangeMoney = z.infer<typeof OrderChangeMoney>;

export const OrderChangePreview = z.object({
  kind: OrderChangeKind,
  /** True when the buyer decides (a replacement, an addition, or a higher total). */
  needs_consent: z.boolean(),
  before: OrderChangeSide,
  after: OrderChangeSide,
  money: OrderChangeMoney,
});
export type OrderChangePreview = z.infer<typeof OrderChangePreview>;

export const OrderChange = OrderChangePreview.extend({
  id: z.number().int(),
  order_id: z.number().int(),
  state: OrderChangeState,
  reason: OrderChangeReason,
  note: z.string().nullable(),
  /** A proposal: when the shop's default (removing the line) applies without an answer. */
  answer_by: z.iso.datetime().nullable(),
  decided_at: z.iso.datetime().nullable(),
  decided_by: z.enum(['buyer', 'staff', 'system']).nullable(),
  /** The refund of the difference (modules/refunds), once there is one. */
  refund_id: z.number().int().nullable(),
  /** A card order's payment of the difference: pending until the buyer pays it. */
  supplement: z.object({ amount: Som, state: z.enum(['pending', 'paid', 'failed']) }).nullable(),
  created_at: z.iso.datetime(),
}).meta({ id: 'OrderChange' });
export type OrderChange = z.infer<typeof OrderChange>;

export const OrderChangeList = z.object({ items: z.array(OrderChange) });

export const OrderChangeParams = OrderIdParam.extend({ change_id: IdParam.shape.id });

/** The buyer's link: a long random token, the only key to the page (no account needed). */
export const ChangeTokenParam = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'invalid_value') });

export const orderChangeChoices = ['accept', 'remove_line', 'cancel_order'] as const;
export const OrderChangeChoice = z.enum(orderChangeChoices);
export const DecideChangeBody = z.strictObject({ choice: OrderChangeChoice });

/** The buyer's page of a proposal, in the order's language. */
export const BuyerOrderChange = OrderChangePreview.extend({
  order_id: z.number().int(),
  order_status: OrderStatus,
  payment_method: PaymentMethod,
  paid: z.boolean(),
  language: Language,
  state: OrderChangeState,
  note: z.string().nullable(),
  answer_by: z.iso.datetime().nullable(),
  /** A card order made dearer: where to pay the difference once accepted (`POST .../pay`). */
  can_pay_difference: z.boolean(),
}).meta({ id: 'BuyerOrderChange' });
export type BuyerOrderChange = z.infer<typeof BuyerOrderChange>;

export const DifferencePayment = z.object({ payment_url: z.url() });

export const staffOrderChangeEndpoints = endpoints({
  'GET /staff/orders/:order_id/changes': {
    summary: "An order's changes, newest first",
    params: OrderIdParam,
    response: OrderChangeList,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/orders/:order_id/changes/preview': {
    summary: 'What a change would make of the order: lines, totals, money, and whether the buyer decides',
    params: OrderIdParam,
    body: OrderChangeBody,
    response: OrderChangePreview,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'POST /staff/orders/:order_id/changes': {
    summary:
      'Change an order not yet handed over: applied at once (removal, reduction) or proposed to the buyer (replacement, addition, higher total)',
    params: OrderIdParam,
    headers: RequiredIdempotencyHeaders,
    body: OrderChangeBody,
    response: OrderChange,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'POST /staff/orders/:order_id/changes/:change_id/withdraw': {
    summary: 'Take back a proposal the buyer has not answered',
    params: OrderChangeParams,
    response: OrderChange,
    errors: [400, 401, 403, 404, 409],
  },
});

export const buyerOrderChangeEndpoints = endpoints({
  'GET /order-changes/:token': {
    summary: "A proposed change to the buyer's order, by the link sent to them (no sign-in)",
    params: ChangeTokenParam,
    response: BuyerOrderChange,
    errors: [400, 404],
  },
  'POST /order-changes/:token/decide': {
    summary: 'The buyer accepts the change, has the line removed instead, or cancels the order',
    params: ChangeTokenParam,
    body: DecideChangeBody,
    response: BuyerOrderChange,
    errors: [400, 404, 409, 429],
  },
  'POST /order-changes/:token/pay': {
    summary: 'Start the card payment of the difference of an accepted change',
    params: ChangeTokenParam,
    response: DifferencePayment,
    errors: [400, 404, 409, 429, 503],
  },
});
