import type { OrderChangeKind, OrderChangePreview, OrderChangeSide } from '@aruu/contract/order-changes';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import { goodsOf, parcelOf, totalOf } from '../checkout/pricing.js';
import type { OrderItemRow, OrderRow } from '../orders/orders.service.js';

// A change priced as the checkout prices an order (checkout/pricing.ts): the goods at their order
// (or, for a new line, today's catalogue) prices, the promo code's rule on the new goods, delivery
// re-quoted on the new parcel, the points capped by what is left to pay. All amounts in tyiyn.

/** An order line as a change sees it; `orderItemId` null for the line a change adds. */
export interface ChangeLine {
  orderItemId: number | null;
  variationId: number;
  productId: number;
  title: string;
  variationName: string;
  image: string;
  unitPrice: number;
  quantity: number;
}

/** What a change does to the lines, its new line already snapshotted from the catalogue. */
export interface LineChange {
  kind: OrderChangeKind;
  orderItemId: number | null;
  /** A reduction's new quantity. */
  quantity: number | null;
  newLine: Omit<ChangeLine, 'orderItemId'> | null;
}

export interface PriceParts {
  subtotal: number;
  discount: number;
  deliveryFee: number;
  /** Whole UDS points (1 point = 1 som). */
  points: number;
  total: number;
}

export const lineOfItem = (item: OrderItemRow): ChangeLine => ({
  orderItemId: item.id,
  variationId: item.variationId,
  productId: item.productId,
  title: item.title,
  variationName: item.variationName,
  image: item.image,
  unitPrice: item.unitPrice,
  quantity: item.quantity,
});

export const partsOfOrder = (order: OrderRow): PriceParts => ({
  subtotal: order.subtotal,
  discount: order.discount,
  deliveryFee: order.deliveryFee,
  points: order.udsPoints,
  total: order.total,
});

/** What the parts charge before points: the goods, less the discount, with delivery. */
export const beforePoints = (parts: PriceParts) => parts.subtotal - parts.discount + parts.deliveryFee;

/** The parts with the order using `points` whole points: the total follows, as the checkout computes it. */
export const withPoints = (parts: PriceParts, points: number): PriceParts => ({
  ...parts,
  points,
  total: totalOf({ ...parts, points: points * 100 }),
});

const emptiesOrder = () =>
  new AppError('conflict', 'order_change_empties_order', "This is the order's last line: cancel the order instead");

const notBelow = () =>
  new AppError('invalid_data', 'validation_failed', 'A reduction leaves fewer units than the line has', {
    quantity: { code: 'invalid_value', message: 'Must be less than the line’s present quantity' },
  });

/** The order's lines once the change is in it; refuses a line that is not the order's, and emptying the order. */
export function linesAfter(before: ChangeLine[], change: LineChange): ChangeLine[] {
  const target =
    change.orderItemId === null ? undefined : before.find((line) => line.orderItemId === change.orderItemId);
  if (change.kind !== 'add' && !target) throw notFound('Order line');
  const added = change.newLine ? [{ ...change.newLine, orderItemId: null }] : [];
  switch (change.kind) {
    case 'remove':
      if (before.length === 1) throw emptiesOrder();
      return before.filter((line) => line !== target);
    case 'reduce':
      if (change.quantity === null || change.quantity >= target!.quantity) throw notBelow();
      return before.map((line) => (line === target ? { ...line, quantity: change.quantity! } : line));
    case 'replace':
      return [...before.filter((line) => line !== target), ...added];
    case 'add':
      return [...before, ...added];
  }
}

/** The parcel delivery is priced on, for a re-quote of the courier fee outside the transaction. */
export function parcelAfter(lines: ChangeLine[], discount: number) {
  return parcelOf(goodsOf(lines.map(pricedLine)), discount);
}

const pricedLine = (line: ChangeLine) => ({ unit_price: line.unitPrice, quantity: line.quantity });

/** A removal or a reduction: the shop's doing, so delivery never costs more than was charged for it. */
const takesOnly = (kind: OrderChangeKind) => kind === 'remove' || kind === 'reduce';

/**
 * The new price parts. `promo`: the order's code on the new goods (undefined: none); `quotedFee`:
 * the courier fee re-quoted on the new parcel (undefined: delivery is not re-priced — pickup, or
 * no delivery chosen yet). Falling under the free-delivery threshold by a removal is the shop's
 * doing: then the fee stays at most what was charged.
 */
export function priceAfter(
  order: OrderRow,
  kind: OrderChangeKind,
  lines: ChangeLine[],
  promo: { discount: number; minOrder: number } | undefined,
  quotedFee: number | undefined,
) {
  const goods = goodsOf(lines.map(pricedLine));
  const discount = promo ? promo.discount : 0;
  const deliveryFee =
    quotedFee === undefined ? order.deliveryFee : takesOnly(kind) ? Math.min(quotedFee, order.deliveryFee) : quotedFee;
  // The points never pay for more than is left to pay once the goods change.
  const pointsCap = Math.max(0, goods.subtotal - discount + deliveryFee);
  const points = Math.min(order.udsPoints, Math.floor(pointsCap / 100));
  const total = totalOf({ subtotal: goods.subtotal, discount, deliveryFee, points: points * 100 });
  const promoNote =
    promo === undefined
      ? null
      : goods.subtotal < promo.minOrder
        ? ('minimum_waived' as const)
        : discount !== order.discount
          ? ('discount_recomputed' as const)
          : null;
  return { parts: { subtotal: goods.subtotal, discount, deliveryFee, points, total }, promoNote };
}

const sideOf = (lines: ChangeLine[], parts: PriceParts): OrderChangeSide => ({
  lines: lines.map((line) => ({
    order_item_id: line.orderItemId,
    variation_id: line.variationId,
    product_id: line.productId,
    title: line.title,
    variation_name: line.variationName,
    image: line.image,
    unit_price: tyiynToSom(line.unitPrice),
    quantity: line.quantity,
  })),
  totals: {
    subtotal: tyiynToSom(parts.subtotal),
    delivery: tyiynToSom(parts.deliveryFee),
    discount: tyiynToSom(parts.discount),
    points: parts.points,
    total: tyiynToSom(parts.total),
  },
});

/**
 * The preview in som: both sides, and what happens to the money — a refund (a paid order's
 * difference to the card, the UDS points part), or what is left to pay on top.
 */
export function previewOf(input: {
  kind: OrderChangeKind;
  order: OrderRow;
  before: ChangeLine[];
  after: ChangeLine[];
  parts: PriceParts;
  promoNote: 'minimum_waived' | 'discount_recomputed' | null;
  refund: { card: number; points: number; pointsBack: number | null } | null;
}): OrderChangePreview {
  const { order, parts } = input;
  const difference = parts.total - order.total;
  const paid = order.paidAt !== null;
  return {
    kind: input.kind,
    needs_consent: input.kind === 'replace' || input.kind === 'add' || difference > 0,
    before: sideOf(input.before, partsOfOrder(order)),
    after: sideOf(input.after, parts),
    money: {
      difference: tyiynToSom(difference),
      refund: input.refund && {
        card: tyiynToSom(input.refund.card),
        points: tyiynToSom(input.refund.points),
        points_back: input.refund.pointsBack,
      },
      to_pay: paid && difference > 0 ? tyiynToSom(difference) : 0,
      promo_note: input.promoNote,
    },
  };
}
