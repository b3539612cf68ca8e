import type { Db } from '../../db/client.js';
import type { CartService } from '../cart/cart.service.js';
import { isUnpaid } from '../orders/order-status.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import { type LoyaltyService, notEnoughBonuses } from './loyalty.service.js';
import type { PointsHolds } from './points-holds.js';

export type OrderPointsService = ReturnType<typeof createOrderPointsService>;

/** The bill UDS prices points against: the goods after promo discounts, without delivery. */
const goodsOf = (order: OrderRow) => order.subtotal - order.discount;

/** UDS points on an order: what the shopper may spend, applying them, and holding them before payment. */
export function createOrderPointsService(deps: {
  db: Db;
  loyalty: LoyaltyService;
  holds: PointsHolds;
  orders: OrdersService;
  cart: CartService;
}) {
  const { db, loyalty, holds, orders } = deps;

  /** Points this customer has debited for this order already: theirs to spend on it again. */
  async function heldFor(orderId: number, customerUid: string): Promise<number> {
    const hold = await holds.activeHold(orderId);
    return hold?.state === 'spent' && hold.customerUid === customerUid ? hold.points : 0;
  }

  /** The buyer's points balance and what this order (or the cart) may spend. */
  async function udsPoints(userId: number, code: string, orderId: number | undefined) {
    if (orderId === undefined) {
      const quote = await loyalty.quote(code, await deps.cart.subtotal(userId));
      return { customer_name: quote.customerName, balance: quote.balance, max_points: quote.maxPoints };
    }
    const order = await orders.ownOrder(userId, orderId);
    const quote = await loyalty.quote(code, goodsOf(order));
    // UDS's balance no longer counts what this order holds. The allowance with them is at least
    // what is held (it was allowed); a larger one is checked against UDS when it is applied.
    const held = await heldFor(orderId, quote.customerUid);
    return {
      customer_name: quote.customerName,
      balance: quote.balance + held,
      max_points: Math.max(quote.maxPoints, held),
    };
  }

  /**
   * Applies points to an unpaid order; they are debited at UDS when the shopper proceeds to pay.
   * Points held already for other points are given back first, so the new ones are priced
   * against the whole balance.
   */
  async function setUdsDiscount(userId: number, orderId: number, code: string, points: number) {
    let order = await orders.ownUnpaidOrder(userId, orderId);
    let quote = points > 0 ? await loyalty.quote(code, goodsOf(order)) : undefined;
    if (quote && (await heldFor(orderId, quote.customerUid)) === points) return orders.detail(userId, orderId);
    if (await holds.activeHold(orderId)) {
      await releaseHolds(orderId);
      await holds.releaseWaiting(orderId);
      order = await orders.ownUnpaidOrder(userId, orderId);
      if (quote) quote = await loyalty.quote(code, goodsOf(order));
    }
    if (quote && (points > quote.balance || points > quote.maxPoints)) throw notEnoughBonuses();
    await db.transaction(async (tx) => {
      await orders.lockUnpaid(tx, orderId);
      // A payment started meanwhile may have held the old points.
      await holds.releaseAll(tx, orderId);
      await orders.savePoints(tx, orderId, points, quote && { code: quote.longCode, customerUid: quote.customerUid });
    });
    return orders.detail(userId, orderId);
  }

  async function releaseHolds(orderId: number) {
    await db.transaction(async (tx) => {
      await orders.lockUnpaid(tx, orderId);
      await holds.releaseAll(tx, orderId);
    });
  }

  /**
   * Debits the order's points at UDS before the shopper is sent to pay (the hold). Throws
   * `not_enough_bonuses` when UDS refuses them, e.g. because another order holds them now.
   */
  async function holdForPayment(orderId: number) {
    await holds.releaseWaiting(orderId);
    // A second round only after a hold whose purchase was proved never made was closed.
    for (let round = 0; round < 2; round++) {
      const claimed = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId);
        return order && isUnpaid(order.status) ? holds.claim(tx, order) : undefined;
      });
      if (!claimed || (await holds.spend(claimed)) === 'done') return;
    }
  }

  return { udsPoints, setUdsDiscount, holdForPayment };
}
