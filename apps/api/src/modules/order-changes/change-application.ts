import type { OrderChangeRequest } from '@aruu/contract/order-changes';
import type { OrderStatus } from '@aruu/contract/orders';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { AllocationTarget } from '../inventory/stock-allocation.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import type { Actor } from '../orders/order-status.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import type { PromotionsService } from '../promotions/promotions.service.js';
import type { RefundsService } from '../refunds/refunds.service.js';
import {
  beforePoints,
  type ChangeLine,
  type LineChange,
  lineOfItem,
  linesAfter,
  type PriceParts,
  parcelAfter,
  partsOfOrder,
  previewOf,
  priceAfter,
  withPoints,
} from './change-pricing.js';

/** Placed and not yet handed over: its contents may still change. */
const changeableStatuses: readonly OrderStatus[] = ['processed', 'pay', 'assembly', 'ready'];
export const isChangeable = (order: OrderRow) => changeableStatuses.includes(order.status);

export const notChangeable = () =>
  new AppError(
    'conflict',
    'order_not_changeable',
    'This order was handed over, cancelled or closed: its contents can no longer change',
  );

/** Units that are not there to sell stay off the shelf unless staff say otherwise. */
export const restockByDefault = (body: Pick<OrderChangeRequest, 'reason' | 'restock'>) =>
  body.restock ?? !(body.reason === 'out_of_stock' || body.reason === 'damaged');

const allocationTarget = (order: OrderRow): AllocationTarget =>
  order.deliveryMethod === 'pickup' && order.pickupShopId
    ? { method: 'pickup', shopCode: order.pickupShopId }
    : { method: 'courier' };

export interface ApplicationDeps {
  db: Db;
  orders: OrdersService;
  cart: CartService;
  inventory: InventoryService;
  promotions: PromotionsService;
  delivery: DeliveryService;
  holds: PointsHolds;
  refunds: RefundsService;
}

/** A change priced against the order as it is: both sides, the new parts, and the preview in som. */
export type PricedChange = Awaited<ReturnType<ReturnType<typeof createChangeApplication>['price']>>;

/**
 * Pricing a change and putting it in the order: the lines, stock, points and money in the
 * caller's transaction with the order locked.
 */
export function createChangeApplication(deps: ApplicationDeps) {
  const { db, orders, cart, inventory, promotions, delivery, holds, refunds } = deps;

  /** The staff's request as a line change; a new line is snapshotted at today's price in the order's language. */
  async function lineChangeOf(dbOrTx: DbOrTx, order: OrderRow, body: OrderChangeRequest): Promise<LineChange> {
    const newLine =
      body.kind === 'replace' || body.kind === 'add'
        ? await cart.lineOf(dbOrTx, body.variation_id, body.quantity, order.language)
        : undefined;
    return {
      kind: body.kind,
      orderItemId: body.kind === 'add' ? null : body.order_item_id,
      quantity: body.kind === 'reduce' ? body.quantity : null,
      newLine: newLine
        ? {
            variationId: newLine.variation_id,
            productId: newLine.product_id,
            title: newLine.title,
            variationName: newLine.variation_name,
            image: newLine.image,
            unitPrice: newLine.unit_price,
            quantity: newLine.quantity,
          }
        : null,
    };
  }

  /**
   * The courier fee on the changed parcel, asked of the delivery service outside any transaction
   * (as checkout's setDelivery does); undefined when delivery is not re-priced (pickup, none chosen).
   */
  async function quoteFee(order: OrderRow, change: LineChange): Promise<number | undefined> {
    if (order.deliveryMethod !== 'courier' || order.deliveryCityCode === null) return undefined;
    const draft = await price(db, order, change, undefined);
    const parcel = parcelAfter(draft.after, draft.parts.discount);
    return (await delivery.quote({ method: 'courier', city_code: order.deliveryCityCode }, parcel)).feeTyiyn;
  }

  /** Pass the transaction holding the order's lock, or the database for a preview. */
  async function price(dbOrTx: DbOrTx, order: OrderRow, change: LineChange, quotedFee: number | undefined) {
    const before = (await orders.items(order.id, dbOrTx)).map(lineOfItem);
    const after = linesAfter(before, change);
    const subtotal = after.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const promo = await promotions.rediscount(dbOrTx, order.id, subtotal);
    const capped = priceAfter(order, change.kind, after, promo, quotedFee);
    const basis = givesBack(order, capped.parts) ? refundBasis(order, capped.parts) : null;
    const assessed = basis && (await refunds.assessChange(dbOrTx, order, basis));
    // The points UDS gives back with the refund are points the order no longer uses (decision 086).
    const parts = assessed ? withPoints(capped.parts, order.udsPoints - assessed.points) : capped.parts;
    const refund = assessed && { card: assessed.card, points: assessed.uds, pointsBack: assessed.udsPoints };
    const preview = previewOf({ kind: change.kind, order, before, after, parts, promoNote: capped.promoNote, refund });
    return { before, after, parts, basis, preview };
  }

  /**
   * Puts a priced change in the order (locked by the caller, `priced` made in this transaction):
   * units taken out go back on the shelf (`restock`) or are written off, new units are reserved by
   * the order's allocation rule, an unpaid card order's held points are given back to be held
   * anew at payment, a paid order made cheaper is refunded the difference (to the card, and in
   * the points UDS gives back with it, which the order's parts no longer count), points the new
   * total caps go back at UDS when they stay spent, and the order's lines and parts change with
   * an `order_changed` event. Answers the refund, if one was made.
   */
  async function apply(
    tx: Tx,
    order: OrderRow,
    change: LineChange,
    priced: PricedChange,
    options: { changeId: number; restock: boolean; actor: Actor; actorId: number | null },
  ) {
    const target = priced.before.find((line) => line.orderItemId === change.orderItemId);
    const kept = target && priced.after.find((line) => line.orderItemId === target.orderItemId);
    const removedUnits = target ? target.quantity - (kept?.quantity ?? 0) : 0;
    if (target && removedUnits > 0) {
      await inventory.dropFromOrder(
        tx,
        [{ variationId: target.variationId, quantity: removedUnits }],
        { orderId: order.id, actorId: options.actorId },
        options.restock,
      );
    }
    if (change.newLine) await reserve(tx, order, change.newLine);
    const refund = priced.basis
      ? await refunds.refundChange(tx, order, { id: options.changeId, ...priced.basis, actorId: options.actorId })
      : undefined;
    if (!pointsStaySpent(order)) await holds.releaseAll(tx, order.id);
    await orders.revise(tx, order, {
      removeIds: target && !kept ? [target.orderItemId!] : [],
      quantities:
        kept && kept.quantity !== target!.quantity ? [{ id: kept.orderItemId!, quantity: kept.quantity }] : [],
      add: change.newLine ? [itemOf(change.newLine)] : [],
      parts: {
        subtotal: priced.parts.subtotal,
        discount: priced.parts.discount,
        deliveryFee: priced.parts.deliveryFee,
        udsPoints: priced.parts.points,
      },
      actor: options.actor,
    });
    return refund;
  }

  async function reserve(tx: Tx, order: OrderRow, line: Omit<ChangeLine, 'orderItemId'>) {
    const reservation = await inventory.reserve(tx, [line], allocationTarget(order));
    if (reservation.short.length > 0) {
      throw new AppError('conflict', 'not_enough_stock', `Not enough in stock: ${line.title} (${line.variationName})`);
    }
    await reservation.record(order.id);
  }

  return { lineChangeOf, quoteFee, price, apply };
}

/**
 * A card order not yet paid holds its points again at payment, on the new total (its hold is
 * released). Any other order's points were spent at UDS when it was paid or placed (cash, bank
 * transfer) and stay spent with it: what the new total caps away goes back (decision 083).
 */
const pointsStaySpent = (order: OrderRow) => order.paidAt !== null || order.paymentMethod !== 'card';

/** Something goes back: the money of a paid order made cheaper, or points capped that stay spent. */
const givesBack = (order: OrderRow, parts: PriceParts) =>
  (order.paidAt !== null && parts.total < order.total) || (pointsStaySpent(order) && parts.points < order.udsPoints);

/**
 * What the change takes off the order before its points, the goods taken out at the order's
 * prices (the base of the UDS part that goes with a card refund), and the points capped that
 * are to go back whatever else does.
 */
const refundBasis = (order: OrderRow, parts: PriceParts) => ({
  difference: beforePoints(partsOfOrder(order)) - beforePoints(parts),
  goodsRemoved: Math.max(0, order.subtotal - parts.subtotal),
  pointsCapped: pointsStaySpent(order) ? Math.max(0, order.udsPoints - parts.points) : 0,
});

const itemOf = (line: Omit<ChangeLine, 'orderItemId'>) => ({
  variationId: line.variationId,
  productId: line.productId,
  title: line.title,
  variationName: line.variationName,
  image: line.image,
  unitPrice: line.unitPrice,
  quantity: line.quantity,
});
