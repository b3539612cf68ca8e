import type { Language } from '@aruu/contract/common';
import type { DeliveryChoice } from '@aruu/contract/delivery';
import type { CreateOrderRequest, OrderDetail, OrderStatus } from '@aruu/contract/orders';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import * as cartRepo from '../cart/cart.repository.js';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import { enqueueMail } from '../mail/mail-jobs.js';
import { orderStatusMail } from '../mail/templates/order-status.js';
import { claimPromoCode, recordRedemption, releasePromoCode } from '../promotions/promotions.repository.js';
import { isBlocked } from '../users/users.repository.js';
import { type Actor, canTransition, isUnpaid } from './order-status.js';
import * as repo from './orders.repository.js';

export const EXPIRE_ORDER_JOB = 'orders.expire';

export interface OrderSettings {
  paymentTtlMinutes: number;
  /** Origin of the storefront, for the order link in emails. */
  publicUrl: string;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

const notEditable = () => new AppError('conflict', 'order_not_editable', 'A paid or closed order cannot be changed');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createOrdersService(deps: {
  db: Db;
  queue: JobQueue;
  cart: CartService;
  delivery: DeliveryService;
  points: PointsHolds;
  settings: OrderSettings;
}) {
  const { db, queue, cart, delivery, points, settings } = deps;

  /**
   * Turns the cart into an order in one transaction: prices are snapshotted, every unit is taken
   * out of stock (or nothing is), the cart is emptied, and the order's expiry is scheduled.
   * `recordOutcome` (an idempotency key's) stores the answer in that same transaction.
   */
  async function createFromCart(
    userId: number,
    form: CreateOrderRequest,
    lang: Language,
    recordOutcome?: (tx: DbOrTx, order: OrderDetail) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      if (await isBlocked(tx, userId)) {
        throw new AppError('forbidden', 'customer_blocked', 'This account cannot place orders; contact the shop');
      }
      const lines = await repo.cartLinesForOrder(tx, userId, lang);
      if (lines.length === 0) throw new AppError('invalid_data', 'cart_empty', 'Your cart is empty');
      const short = [];
      for (const line of lines) {
        if (!(await repo.takeStock(tx, line.variation_id, line.quantity))) short.push(line);
      }
      if (short.length > 0) {
        const names = short.map((line) => `${line.title} (${line.variation_name})`).join(', ');
        throw new AppError('conflict', 'not_enough_stock', `Not enough in stock: ${names}`);
      }
      const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
      const promo = form.promo_code ? await claimPromoCode(tx, { code: form.promo_code, userId, subtotal }) : undefined;
      const discount = promo?.discount ?? 0;
      const order = await repo.insertOrder(tx, {
        userId,
        customerName: form.customer_name,
        phone: form.phone,
        email: form.email,
        country: form.country,
        city: form.city,
        address: form.address,
        comment: form.comment ?? null,
        language: lang,
        subtotal,
        discount,
        total: subtotal - discount,
        expiresAt: new Date(Date.now() + settings.paymentTtlMinutes * 60_000),
      });
      await repo.insertItems(
        tx,
        lines.map((line) => ({
          orderId: order.id,
          variationId: line.variation_id,
          productId: line.product_id,
          title: line.title,
          variationName: line.variation_name,
          image: line.image,
          unitPrice: line.unit_price,
          quantity: line.quantity,
        })),
      );
      if (promo) await recordRedemption(tx, promo.promoCodeId, userId, order.id);
      await repo.insertEvent(tx, order.id, 'processed', 'buyer');
      await cartRepo.clearCart(tx, userId);
      await queue.enqueue(
        tx,
        EXPIRE_ORDER_JOB,
        { orderId: order.id },
        { runAt: order.expiresAt, dedupeKey: `order-expire:${order.id}` },
      );
      const created = await detail(userId, order.id, tx);
      await recordOutcome?.(tx, created);
      return created;
    });
  }

  /**
   * Moves an order along the state machine, or refuses. Leaving `processed` for `cancelled`
   * gives the stock back; cancelling gives held UDS points back; the buyer is emailed about every change.
   */
  async function transition(
    orderId: number,
    to: OrderStatus,
    actor: Actor,
    options: {
      note?: string | null;
      userId?: number;
      /** Runs in the change's transaction with the order as it was (the back office's audit entry). */
      alongside?: (tx: Tx, before: repo.OrderRow) => Promise<void>;
    } = {},
  ) {
    await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order || (options.userId !== undefined && order.userId !== options.userId)) throw notFound('Order');
      await applyTransition(tx, order, to, actor, options.note);
      await options.alongside?.(tx, order);
    });
  }

  /** The one place a status changes, inside the caller's transaction with the order locked. */
  async function applyTransition(
    tx: DbOrTx,
    order: repo.OrderRow,
    to: OrderStatus,
    actor: Actor,
    note?: string | null,
  ) {
    if (!canTransition(order.status, to, { actor, deliveryMethod: order.deliveryMethod })) {
      throw new AppError('conflict', 'invalid_status_transition', `An order cannot go from ${order.status} to ${to}`);
    }
    await repo.setStatus(tx, order.id, to);
    await repo.insertEvent(tx, order.id, to, actor, note);
    if (to === 'cancelled' && isUnpaid(order.status)) await repo.returnStock(tx, order.id);
    if (to === 'cancelled') {
      await releasePromoCode(tx, order.id);
      await points.releaseAll(tx, order.id);
    }
    await mailStatus(tx, order, to);
  }

  /**
   * The card payment went through (called inside the settling transaction): the order becomes
   * `pay` and its stock stays sold. False when the order cannot take this payment: it expired or
   * was cancelled meanwhile, its total is no longer the amount paid, or its points are not held.
   */
  async function acceptPayment(tx: DbOrTx, orderId: number, amountTyiyn: number): Promise<boolean> {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !canTransition(order.status, 'pay', { actor: 'system', deliveryMethod: order.deliveryMethod }))
      return false;
    if (order.total !== amountTyiyn || !(await points.isHeld(tx, order))) return false;
    await applyTransition(tx, order, 'pay', 'system', 'card_payment_received');
    await repo.markPaid(tx, orderId);
    return true;
  }

  async function mailStatus(tx: DbOrTx, order: repo.OrderRow, status: OrderStatus) {
    const mail = orderStatusMail({
      lang: order.language,
      name: order.customerName,
      orderId: order.id,
      status,
      orderUrl: `${settings.publicUrl}/order-tracking/${order.id}`,
    });
    await enqueueMail(queue, tx, { to: order.email, ...mail });
  }

  /** The expiry job: an order still unpaid when its time is up is cancelled and restocked. */
  async function expire(orderId: number) {
    const order = await repo.findOrder(db, orderId);
    if (!order || !isUnpaid(order.status) || order.expiresAt.getTime() > Date.now()) return;
    try {
      await transition(orderId, 'cancelled', 'system', { note: 'payment_time_expired' });
    } catch (error) {
      // Paid or cancelled in the meantime: nothing left to expire.
      if (!(error instanceof AppError && error.code === 'invalid_status_transition')) throw error;
    }
  }

  /** Chooses courier or pickup for an unpaid order and prices it into the total. */
  async function setDelivery(userId: number, orderId: number, choice: DeliveryChoice) {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw notFound('Order');
    if (!isUnpaid(order.status)) throw notEditable();
    const items = await repo.listItems(db, [orderId]);
    // Priced before the transaction: no row lock is held while CDEK answers.
    const quote = await delivery.quote(choice, {
      valueTyiyn: order.subtotal - order.discount,
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    });
    await db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked || !isUnpaid(locked.status)) throw notEditable();
      await repo.setDelivery(tx, orderId, quote);
    });
    return detail(userId, orderId);
  }

  async function cancelByBuyer(userId: number, orderId: number) {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw notFound('Order');
    if (!isUnpaid(order.status)) {
      throw new AppError(
        'conflict',
        'order_not_cancellable',
        'Only an unpaid order can be cancelled here; contact the shop',
      );
    }
    await transition(orderId, 'cancelled', 'buyer', { userId, note: 'cancelled_by_buyer' });
    return detail(userId, orderId);
  }

  async function confirmDelivery(userId: number, orderId: number) {
    await transition(orderId, 'delivered', 'buyer', { userId, note: 'confirmed_by_buyer' });
    return detail(userId, orderId);
  }

  async function list(userId: number) {
    const rows = await repo.listUserOrders(db, userId);
    return rows.map(({ order, itemCount }) => summary(order, itemCount));
  }

  async function detail(userId: number, orderId: number, dbOrTx: DbOrTx = db): Promise<OrderDetail> {
    const order = await repo.findUserOrder(dbOrTx, userId, orderId);
    if (!order) throw notFound('Order');
    const [items, events] = await Promise.all([repo.listItems(dbOrTx, [orderId]), repo.listEvents(dbOrTx, orderId)]);
    return {
      ...summary(
        order,
        items.reduce((sum, item) => sum + item.quantity, 0),
      ),
      customer: { name: order.customerName, phone: order.phone, email: order.email },
      address: { country: order.country, city: order.city, address: order.address },
      comment: order.comment,
      delivery_details: order.deliveryMethod
        ? {
            method: order.deliveryMethod,
            city: order.deliveryCity,
            city_code: order.deliveryCityCode,
            shop_id: order.pickupShopId,
          }
        : null,
      items: items.map((item) => ({
        variation_id: item.variationId,
        product_id: item.productId,
        title: item.title,
        variation_name: item.variationName,
        image: item.image,
        unit_price: tyiynToSom(item.unitPrice),
        quantity: item.quantity,
        line_total: tyiynToSom(item.unitPrice * item.quantity),
      })),
      totals: {
        subtotal: tyiynToSom(order.subtotal),
        delivery: tyiynToSom(order.deliveryFee),
        discount: tyiynToSom(order.discount),
        points: tyiynToSom(order.pointsDiscount),
        total: tyiynToSom(order.total),
      },
      expires_at: isUnpaid(order.status) ? iso(order.expiresAt) : null,
      timeline: events.map((event) => ({
        status: event.status,
        actor: event.actor,
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
    };
  }

  async function orderedProducts(userId: number) {
    const rows = await repo.orderedProducts(db, userId);
    return rows.map(({ item, orderedAt }) => ({
      order_id: item.orderId,
      product_id: item.productId,
      variation_id: item.variationId,
      title: item.title,
      variation_name: item.variationName,
      image: item.image,
      quantity: item.quantity,
      unit_price: tyiynToSom(item.unitPrice),
      ordered_at: orderedAt.toISOString(),
    }));
  }

  /** Puts a past order's items back in the cart at today's prices, as far as stock allows. */
  async function reorder(userId: number, orderId: number, lang: Language) {
    const order = await repo.findUserOrder(db, userId, orderId);
    if (!order) throw notFound('Order');
    const items = await repo.listItems(db, [orderId]);
    // An order has each variation once, so the cart as it was before is all the loop needs.
    const inCart = new Map((await cart.view(userId, lang)).products.map((line) => [line.variation_id, line.quantity]));
    const skipped = [];
    for (const item of items) {
      const stock = await cartRepo.variationStock(db, item.variationId);
      const wanted = Math.min(item.quantity, Math.max(0, (stock ?? 0) - (inCart.get(item.variationId) ?? 0)));
      const added =
        wanted > 0 && (await cartRepo.addToLine(db, userId, item.variationId, wanted)) !== undefined ? wanted : 0;
      const reason: 'discontinued' | 'out_of_stock' | 'reduced' | null =
        stock === undefined ? 'discontinued' : added === 0 ? 'out_of_stock' : added < item.quantity ? 'reduced' : null;
      if (reason) skipped.push({ variation_id: item.variationId, title: item.title, reason, added });
    }
    return { cart: await cart.view(userId, lang), skipped };
  }

  return {
    createFromCart,
    setDelivery,
    acceptPayment,
    transition,
    expire,
    cancelByBuyer,
    confirmDelivery,
    list,
    detail,
    orderedProducts,
    reorder,
  };
}

function summary(order: repo.OrderRow, itemCount: number) {
  return {
    order_id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    item_count: itemCount,
    total: tyiynToSom(order.total),
    delivery: order.deliveryMethod,
    paid: order.paidAt !== null,
  };
}
