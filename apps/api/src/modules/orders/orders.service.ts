import type { Language } from '@aruu/contract/common';
import type { OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import type { CreateOrderRequest, OrderDetail, OrderStatus } from '@aruu/contract/orders';
import { pagePath } from '@aruu/contract/pages';
import type { TakenChannel } from '@aruu/contract/staff-order-entry';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { CartService, OrderLine } from '../cart/cart.service.js';
import type { EnqueueOptions, JobQueue } from '../jobs/job-queue.js';
import { orderShop } from '../locations/locations.service.js';
import { enqueueMail, type MailAttachmentRef } from '../mail/mail-jobs.js';
import { mailOf } from '../mail/mail-templates.js';
import { linePhotoOf, orderLinePhotos } from '../photos/line-photo.js';
import { type Actor, canTransition, isUnpaid, undoTarget } from './order-status.js';
import { toDetail, toMailSummary, toOrderedProduct, toSummary } from './order-view.js';
import * as repo from './orders.repository.js';

/** Photos per order in the shopper's list. */
const LIST_THUMBNAILS = 4;

export type { OrderItemRow, OrderRow } from './orders.repository.js';

export const EXPIRE_ORDER_JOB = 'orders.expire';

export interface OrderSettings {
  paymentTtlMinutes: number;
  /** The same for a card order staff took for a customer (order-entry), paid through the link mailed to them. */
  takenPaymentTtlMinutes: number;
  /** Origin of the storefront, for the order link in emails. */
  publicUrl: string;
}

/**
 * What the state machine needs of the steps around an order. app.ts hands them in, so orders
 * depend on neither checkout nor loyalty (both depend on orders).
 */
export interface OrderPorts {
  /** With the order locked and being cancelled: gives back what checkout took for it. */
  undoCheckout(tx: DbOrTx, order: repo.OrderRow, items: repo.OrderItemRow[]): Promise<void>;
  /** With the order locked: are its points held at UDS, so that its payment may be accepted? */
  pointsHeld(tx: DbOrTx, order: repo.OrderRow): Promise<boolean>;
  /** Beside the buyer's status mail, in its transaction: the WhatsApp message of that status, if any. */
  statusMessage(tx: DbOrTx, order: repo.OrderRow, status: OrderStatus): Promise<void>;
}

/**
 * Tells the shop of an order it must now assemble. The notifications module implements it on top
 * of this one; app.ts hands it in, so orders do not depend on notifications.
 */
export interface ShopNotice {
  /** Inside the transaction that made the order paid, with the order's items. */
  orderToAssemble(tx: DbOrTx, order: repo.OrderRow, items: repo.OrderItemRow[]): Promise<void>;
}

/** A new order's contents, priced in tyiyn by checkout. */
export interface NewOrder {
  userId: number;
  form: CreateOrderRequest;
  language: Language;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  /** An order staff take for the customer (order-entry): the channel, who took it, its link's token hash. */
  taken?: { channel: TakenChannel; takenBy: number; accessTokenHash: string };
}

/** A change of an open order's lines and price by staff (modules/order-changes), in tyiyn. */
export interface OrderRevision {
  removeIds: number[];
  quantities: Array<{ id: number; quantity: number }>;
  add: Array<Omit<repo.NewOrderItem, 'orderId' | 'id' | 'createdAt'>>;
  parts: { subtotal: number; discount: number; deliveryFee: number; udsPoints: number };
  actor: Actor;
}

export type OrdersService = ReturnType<typeof createOrdersService>;

const notEditable = () => new AppError('conflict', 'order_not_editable', 'A paid or closed order cannot be changed');

/** Still open to changes: unpaid, and not yet placed to pay in cash or by bank transfer (the shop has it). */
const isEditable = (order: repo.OrderRow) => isUnpaid(order.status) && order.paymentMethod === 'card';

export function createOrdersService(deps: {
  db: Db;
  queue: JobQueue;
  cart: CartService;
  ports: OrderPorts;
  shop: ShopNotice;
  settings: OrderSettings;
}) {
  const { db, queue, cart, ports, shop, settings } = deps;

  /** How long an unpaid card order waits for its payment from its creation. */
  const paymentWindowMs = (taken: boolean) =>
    (taken ? settings.takenPaymentTtlMinutes : settings.paymentTtlMinutes) * 60_000;

  /**
   * Inside checkout's transaction: stores the order with its items at the cart's prices, opens
   * its timeline and schedules its expiry.
   */
  async function open(tx: DbOrTx, input: NewOrder): Promise<repo.OrderRow> {
    const { form } = input;
    const order = await repo.insertOrder(tx, {
      userId: input.userId,
      customerName: form.customer_name,
      phone: form.phone,
      email: form.email,
      country: form.country,
      city: form.city,
      // A pickup order may have none: its documents name the shop (the order's pickup location).
      address: form.address ?? '',
      comment: form.comment ?? null,
      language: input.language,
      subtotal: input.subtotal,
      discount: input.discount,
      total: input.subtotal - input.discount,
      expiresAt: new Date(Date.now() + paymentWindowMs(input.taken !== undefined)),
      ...(input.taken && {
        channel: input.taken.channel,
        takenBy: input.taken.takenBy,
        accessTokenHash: input.taken.accessTokenHash,
      }),
    });
    await repo.insertItems(
      tx,
      input.lines.map((line) => ({
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
    await repo.insertEvent(tx, order.id, 'processed', input.taken ? 'staff' : 'buyer');
    await queue.enqueue(
      tx,
      EXPIRE_ORDER_JOB,
      { orderId: order.id },
      { runAt: order.expiresAt, dedupeKey: `order-expire:${order.id}` },
    );
    return order;
  }

  /**
   * Moves an order along the state machine, or refuses. Cancelling gives back what checkout
   * took (stock while unpaid, the promo code, held UDS points); the buyer is emailed about every change.
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

  /**
   * Takes back staff's last status change: within `STATUS_UNDO_WINDOW_MS`, for a move `canUndo`
   * allows, and only while it is still the order's last event and `from` is the status staff saw.
   * The order returns to the status it came from; the timeline says so (`status_undone`). The
   * buyer is not mailed again: the undo is for a mis-tap, and a second mail would confuse more.
   */
  async function undoStaffMove(
    orderId: number,
    from: OrderStatus,
    alongside: (tx: Tx, change: { from: OrderStatus; to: OrderStatus }) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      const back = undoTarget(order.status, await repo.listEvents(tx, orderId));
      if (!back || order.status !== from) {
        throw new AppError('conflict', 'status_not_undoable', 'This status change cannot be undone');
      }
      if (Date.now() > back.until.getTime()) {
        throw new AppError('conflict', 'undo_window_passed', 'The time to undo this status change has passed');
      }
      await repo.setStatus(tx, order.id, back.status);
      await repo.insertEvent(tx, order.id, back.status, 'staff', 'status_undone');
      await alongside(tx, { from: order.status, to: back.status });
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
    const context = { actor, deliveryMethod: order.deliveryMethod, paymentMethod: order.paymentMethod };
    if (!canTransition(order.status, to, context)) {
      throw new AppError('conflict', 'invalid_status_transition', `An order cannot go from ${order.status} to ${to}`);
    }
    await repo.setStatus(tx, order.id, to);
    await repo.insertEvent(tx, order.id, to, actor, note);
    if (to === 'cancelled') await ports.undoCheckout(tx, order, await repo.listItems(tx, [order.id]));
    // Paid is when a card order becomes the shop's to assemble (docs/decisions/018); a cash or
    // bank-transfer order became it when it was placed (placeOffline).
    if (to === 'pay' && order.paymentMethod === 'card') {
      await shop.orderToAssemble(tx, order, await repo.listItems(tx, [order.id]));
    }
    await mailStatus(tx, order, to);
  }

  /**
   * With the order locked and still editable: the buyer will pay in cash or by bank transfer.
   * The order waits for staff instead of the payment timer — a cash order without a deadline,
   * a bank-transfer order until its invoice lapses (`payBy`) — and the shop is told to assemble
   * it now, as for a paid card order (docs/decisions/023).
   */
  async function placeOffline(tx: DbOrTx, order: repo.OrderRow, method: OfflinePaymentMethod, payBy: Date | null) {
    await repo.setPaymentMethod(tx, order.id, method, payBy);
    // Staff place the orders they take (order-entry) at once; the buyer places their own.
    await repo.insertEvent(tx, order.id, 'processed', order.takenBy === null ? 'buyer' : 'staff', `awaiting_${method}`);
    const placed = { ...order, paymentMethod: method, expiresAt: payBy ?? order.expiresAt };
    await shop.orderToAssemble(tx, placed, await repo.listItems(tx, [order.id]));
    // A bank transfer's mail carries its invoice (made when the mail is sent, after this commits).
    const invoice = method === 'bank_transfer' ? [{ kind: 'order-invoice' as const, id: order.id }] : undefined;
    await mailStatus(tx, placed, 'processed', undefined, invoice);
    if (payBy) {
      await queue.enqueue(
        tx,
        EXPIRE_ORDER_JOB,
        { orderId: order.id },
        { runAt: payBy, dedupeKey: `order-expire-invoice:${order.id}` },
      );
    }
  }

  /**
   * With the order locked: staff record the money of a cash or bank-transfer order. A placed
   * order becomes paid (`pay`); a cash order assembled before its money came keeps its status,
   * and the timeline notes the payment. `note` names who recorded it.
   */
  async function acceptOfflinePayment(tx: DbOrTx, order: repo.OrderRow, note: string) {
    if (order.status === 'processed') await applyTransition(tx, order, 'pay', 'staff', note);
    else await repo.insertEvent(tx, order.id, order.status, 'staff', note);
    await repo.markPaid(tx, order.id);
  }

  /**
   * The card payment went through (called inside the settling transaction): the order becomes
   * `pay` and its stock stays sold. False when the order cannot take this payment: it expired or
   * was cancelled meanwhile, its total is no longer the amount paid, or its points are not held.
   */
  async function acceptPayment(tx: DbOrTx, orderId: number, amountTyiyn: number): Promise<boolean> {
    const order = await repo.lockOrder(tx, orderId);
    // A cash or bank-transfer order takes no card payment: one started before it was placed is refunded.
    const context = {
      actor: 'system' as const,
      deliveryMethod: order?.deliveryMethod ?? null,
      paymentMethod: order?.paymentMethod,
    };
    if (!order || !canTransition(order.status, 'pay', context)) return false;
    if (order.total !== amountTyiyn || !(await ports.pointsHeld(tx, order))) return false;
    await applyTransition(tx, order, 'pay', 'system', 'card_payment_received');
    await repo.markPaid(tx, orderId);
    return true;
  }

  /**
   * With the order locked, inside the change's transaction: its lines and price parts as the
   * change makes them (the total follows), and the timeline notes `order_changed` at its status.
   */
  async function revise(tx: DbOrTx, order: repo.OrderRow, revision: OrderRevision) {
    await repo.reviseItems(tx, order.id, revision);
    await repo.insertItems(
      tx,
      revision.add.map((line) => ({ ...line, orderId: order.id })),
    );
    await repo.setPriceParts(tx, order.id, revision.parts);
    await repo.insertEvent(tx, order.id, order.status, revision.actor, 'order_changed');
    return (await repo.findOrder(tx, order.id))!;
  }

  /** Mails the buyer the order as it is now (re-read in `tx`: delivery, points) with what `status` means. */
  async function mailStatus(
    tx: DbOrTx,
    order: repo.OrderRow,
    status: OrderStatus,
    options?: EnqueueOptions,
    attachments?: MailAttachmentRef[],
  ) {
    const current = (await repo.findOrder(tx, order.id)) ?? order;
    const mail = mailOf('order-status', {
      lang: current.language,
      name: current.customerName,
      orderId: current.id,
      status,
      orderUrl: `${settings.publicUrl}${pagePath('order', current.id)}`,
      summary: toMailSummary(
        current,
        await repo.listItemsIn(tx, [current.id], current.language),
        await orderShop(tx, current.pickupShopId, current.language),
      ),
    });
    await enqueueMail(queue, tx, { to: current.email, ...mail, ...(attachments ? { attachments } : {}) }, options);
    await ports.statusMessage(tx, current, status);
  }

  /**
   * With the order locked, as a card payment starts: keeps the order payable until `until`, the
   * end of the payment page's life, with its expiry moved there. Only a start inside the order's
   * own payment window may do it, so stock is held at most one page's life past that window
   * (docs/decisions/044). False when the order may not be held that long.
   */
  async function holdForPaymentPage(tx: DbOrTx, order: repo.OrderRow, until: Date): Promise<boolean> {
    if (until.getTime() <= order.expiresAt.getTime()) return true;
    const windowEnds = order.createdAt.getTime() + paymentWindowMs(order.takenBy !== null);
    if (Date.now() >= windowEnds) return false;
    await repo.setExpiresAt(tx, order.id, until);
    await queue.enqueue(
      tx,
      EXPIRE_ORDER_JOB,
      { orderId: order.id },
      { runAt: until, dedupeKey: `order-expire:${order.id}:${until.getTime()}` },
    );
    return true;
  }

  /**
   * With the order locked, in the transaction that starts its first card payment: the buyer's
   * order confirmation, once per order (a retried payment sends none; paid, the receipt follows).
   */
  function confirmCardOrder(tx: DbOrTx, order: repo.OrderRow) {
    return mailStatus(tx, order, 'processed', { dedupeKey: `order-placed-mail:${order.id}` });
  }

  /**
   * The expiry job: an order still unpaid when its time is up is cancelled and restocked. A
   * cash order has no time: it waits for the shop.
   */
  async function expire(orderId: number) {
    const order = await repo.findOrder(db, orderId);
    if (!order || !isUnpaid(order.status) || order.paymentMethod === 'cash') return;
    if (order.expiresAt.getTime() > Date.now()) return;
    const note = order.paymentMethod === 'bank_transfer' ? 'invoice_expired' : 'payment_time_expired';
    try {
      await transition(orderId, 'cancelled', 'system', { note });
    } catch (error) {
      // Paid or cancelled in the meantime: nothing left to expire.
      if (!(error instanceof AppError && error.code === 'invalid_status_transition')) throw error;
    }
  }

  async function cancelByBuyer(userId: number, orderId: number, lang?: Language) {
    const order = await ownOrder(userId, orderId);
    if (!isUnpaid(order.status)) {
      throw new AppError(
        'conflict',
        'order_not_cancellable',
        'Only an unpaid order can be cancelled here; contact the shop',
      );
    }
    await transition(orderId, 'cancelled', 'buyer', { userId, note: 'cancelled_by_buyer' });
    return detail(userId, orderId, db, lang);
  }

  async function confirmDelivery(userId: number, orderId: number, lang?: Language) {
    await transition(orderId, 'delivered', 'buyer', { userId, note: 'confirmed_by_buyer' });
    return detail(userId, orderId, db, lang);
  }

  /** The shopper's orders; the thumbnails' alt texts name the lines in `lang` (the page's). */
  async function list(userId: number, lang: Language) {
    const rows = await repo.listUserOrders(db, userId);
    const orderIds = rows.map(({ order }) => order.id);
    const [items, photos] = await Promise.all([repo.listItemsIn(db, orderIds, lang), orderLinePhotos(db, orderIds)]);
    const thumbnails = new Map<number, NonNullable<ReturnType<typeof linePhotoOf>>[]>();
    for (const item of items) {
      const photo = linePhotoOf(photos.get(item.id), item.title);
      const shown = thumbnails.get(item.orderId) ?? [];
      if (photo && shown.length < LIST_THUMBNAILS) thumbnails.set(item.orderId, [...shown, photo]);
    }
    return rows.map(({ order, itemCount }) => ({
      ...toSummary(order, itemCount),
      thumbnails: thumbnails.get(order.id) ?? [],
    }));
  }

  /** The order as its buyer sees it, its lines named in `lang` (the page's; by default the order's). */
  async function detail(userId: number, orderId: number, dbOrTx: DbOrTx = db, lang?: Language): Promise<OrderDetail> {
    const order = await ownOrder(userId, orderId, dbOrTx);
    // One read after another: inside checkout's transaction they share one connection, which runs
    // one query at a time (node-postgres deprecates queueing them; pg 9 refuses). On the caller's
    // connection, because a read through `db` would wait for that transaction (PGlite has one
    // connection) and hang.
    const items = await repo.listItemsIn(dbOrTx, [orderId], lang ?? order.language);
    const events = await repo.listEvents(dbOrTx, orderId);
    const photos = await orderLinePhotos(dbOrTx, [orderId]);
    const shop = await orderShop(dbOrTx, order.pickupShopId, order.language);
    return toDetail(order, items, events, photos, shop);
  }

  async function orderedProducts(userId: number, lang: Language) {
    return (await repo.orderedProducts(db, userId, lang)).map(toOrderedProduct);
  }

  /** Puts a past order's items back in the cart at today's prices, as far as stock allows. */
  async function reorder(userId: number, orderId: number, lang: Language) {
    await ownOrder(userId, orderId);
    return cart.refill(userId, await repo.listItems(db, [orderId]), lang);
  }

  /** The user's order; someone else's is as absent as a missing one. */
  async function ownOrder(userId: number, orderId: number, dbOrTx: DbOrTx = db) {
    const order = await repo.findUserOrder(dbOrTx, userId, orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  /** The user's order while it may still change (unpaid, not placed offline); refuses otherwise. */
  async function ownUnpaidOrder(userId: number, orderId: number) {
    const order = await ownOrder(userId, orderId);
    if (!isEditable(order)) throw notEditable();
    return order;
  }

  /** Locks the order for a change inside the caller's transaction; refuses once it is paid, placed or closed. */
  async function lockUnpaid(tx: DbOrTx, orderId: number) {
    const order = await repo.lockOrder(tx, orderId);
    if (!order || !isEditable(order)) throw notEditable();
    return order;
  }

  return {
    open,
    acceptPayment,
    placeOffline,
    confirmCardOrder,
    holdForPaymentPage,
    acceptOfflinePayment,
    transition,
    undoStaffMove,
    expire,
    cancelByBuyer,
    confirmDelivery,
    list,
    detail,
    orderedProducts,
    reorder,
    ownOrder,
    ownUnpaidOrder,
    lockUnpaid,
    find: (orderId: number, dbOrTx: DbOrTx = db) => repo.findOrder(dbOrTx, orderId),
    /** The order whose customer link's token hashes to `hash` (order-entry). */
    findByAccessToken: (hash: string) => repo.findOrderByAccessToken(db, hash),
    saveAccessToken: repo.setAccessTokenHash,
    lock: (tx: DbOrTx, orderId: number) => repo.lockOrder(tx, orderId),
    items: (orderId: number, dbOrTx: DbOrTx = db) => repo.listItems(dbOrTx, [orderId]),
    /** The orders' lines named in `lang` from the catalogue, for a document in one language (invoice, slip). */
    itemsIn: (orderIds: number[], lang: Language, dbOrTx: DbOrTx = db) => repo.listItemsIn(dbOrTx, orderIds, lang),
    revise,
    /** The order's timeline, oldest first. */
    events: (orderId: number, dbOrTx: DbOrTx = db) => repo.listEvents(dbOrTx, orderId),
    saveDelivery: repo.setDelivery,
    savePoints: repo.setUdsPoints,
  };
}
