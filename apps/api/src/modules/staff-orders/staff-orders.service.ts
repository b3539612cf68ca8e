import type { Language } from '@aruu/contract/common';
import { type OrderStatus, orderStatuses } from '@aruu/contract/orders';
import { roleMay } from '@aruu/contract/staff-access';
import type {
  PickingList,
  StaffOrderAction,
  StaffOrderDetail,
  StaffOrderFilters,
  StaffOrderList,
} from '@aruu/contract/staff-orders';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { recordAudit } from '../audit/audit.js';
import { orderShop } from '../locations/locations.service.js';
import { canTransition, undoTarget } from '../orders/order-status.js';
import type { OrdersService } from '../orders/orders.service.js';
import { linePhotoOf, orderLinePhotos } from '../photos/line-photo.js';
import type { OrderFeed } from './order-feed.js';
import { knownLocation, lineSources, pickupShops } from './order-locations.js';
import { orderMargin } from './order-margin.js';
import * as repo from './staff-orders.repository.js';

export type StaffOrdersService = ReturnType<typeof createStaffOrdersService>;

/** Who acts, as the staff guard established it. */
export interface StaffActor {
  actorId: number;
  role: string;
  requestId?: string;
  /** The language the answer's location names are in. */
  lang?: Language;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Staff move orders forward by fulfilment; cancelling is a manager's; payment is never staff's. */
const permissionFor = (status: OrderStatus) => (status === 'cancelled' ? 'orders.manage' : 'orders.fulfil');
const staffTargets = orderStatuses.filter((status) => status !== 'pay' && status !== 'error');

/** Runs the reads at once (on the pool), or one after another (on a transaction's one connection). */
async function readAll<T extends readonly unknown[]>(
  atOnce: boolean,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (atOnce) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

const unfiltered = (filters: repo.BoardFilters) => Object.values(filters).every((value) => value === undefined);

export function createStaffOrdersService(deps: {
  db: Db;
  orders: OrdersService;
  feed: OrderFeed;
  /** How long the board's per-status counts may be reused; any order change drops them. */
  countsTtlMs: number;
}) {
  const { db, orders, feed } = deps;
  // Unfiltered, the counts come from the tallies kept by the orders table's trigger. Under
  // filters they are counted, up to every order (some 400 ms at 500,000 orders with a filter as
  // wide as "courier"): staff watching the same board share that, and nobody waits for a refresh.
  const counts = new TtlCache<Record<OrderStatus, number>>({
    ttlMs: deps.countsTtlMs,
    maxEntries: 200,
    serveStale: true,
  });
  let watching: Promise<unknown> | undefined;

  /**
   * The orders' lines named as the catalogue has them now in `lang`, with their SKUs: a line keeps
   * the buyer's language of the day (its snapshot), while staff read and print one language.
   */
  async function itemsWithSku(source: DbOrTx, orderIds: number[], lang: Language) {
    const items = await orders.itemsIn(orderIds, lang, source);
    const skus = await repo.skusOf(source, [...new Set(items.map((item) => item.variationId))]);
    return items.map((item) => ({ item, sku: skus.get(item.variationId) ?? '' }));
  }

  async function list(filters: StaffOrderFilters): Promise<StaffOrderList> {
    watching ??= feed.subscribe(() => counts.clear()).catch(() => (watching = undefined));
    const { status, sort: _sort, page, page_size, ...boardFilters } = filters;
    if (filters.location) await knownLocation(db, filters.location);
    const [rows, perStatus] = await Promise.all([
      repo.listOrders(db, filters),
      unfiltered(boardFilters)
        ? repo.statusCounts(db)
        : counts.getOrLoad(JSON.stringify(boardFilters), () => repo.countByStatus(db, boardFilters)),
    ]);
    return {
      items: rows.map(({ order, itemCount }) => ({
        order_id: order.id,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        customer_name: order.customerName,
        phone: order.phone,
        email: order.email,
        city: order.city,
        delivery: order.deliveryMethod,
        payment_method: order.paymentMethod,
        channel: order.channel,
        paid: order.paidAt !== null,
        total: tyiynToSom(order.total),
        item_count: itemCount,
      })),
      page,
      page_size,
      total: status ? perStatus[status] : Object.values(perStatus).reduce((sum, count) => sum + count, 0),
      counts: perStatus,
    };
  }

  /** The tariff as stored at checkout; the four columns are written together, so the code stands for all. */
  function cdekTariffOf(order: repo.OrderWithBuyer['order']) {
    if (order.cdekTariffCode === null) return null;
    return {
      code: order.cdekTariffCode,
      name: order.cdekTariffName ?? '',
      days_min: order.deliveryDaysMin ?? 0,
      days_max: order.deliveryDaysMax ?? 0,
    };
  }

  /**
   * The next statuses this employee may choose, by the one state machine and the matrix. Cancelling
   * a paid order is offered as a refund (the refunds module's cancel-paid), never as a bare cancel.
   */
  function actionsFor(order: repo.OrderWithBuyer['order'], role: string): StaffOrderAction[] {
    return (
      staffTargets
        .filter((to) =>
          canTransition(order.status, to, {
            actor: 'staff',
            deliveryMethod: order.deliveryMethod,
            paymentMethod: order.paymentMethod,
          }),
        )
        // Cash handed back is not a card refund: a paid cash or bank-transfer order is not offered one.
        .filter((to) => !(to === 'cancelled' && order.paidAt !== null && order.paymentMethod !== 'card'))
        .map(
          (to): StaffOrderAction => ({
            status: to,
            permission: permissionFor(to),
            refund: to === 'cancelled' && order.paidAt !== null,
          }),
        )
        .filter((action) => roleMay(role, action.permission))
    );
  }

  /** Staff's last move while it may be taken back, for those who may move orders. */
  function undoOf(status: OrderStatus, events: Parameters<typeof undoTarget>[1], role: string) {
    const back = undoTarget(status, events);
    if (!back || back.until.getTime() < Date.now() || !roleMay(role, 'orders.fulfil')) return null;
    return { from: status, to: back.status, until: back.until.toISOString() };
  }

  /**
   * The order as staff see it. `tx`: read inside the caller's transaction (order-entry answers
   * the order it takes from the transaction that makes it), one query after another, since a
   * transaction has one connection.
   */
  async function detail(orderId: number, role: string, lang: Language = 'ru', tx?: DbOrTx): Promise<StaffOrderDetail> {
    const source = tx ?? db;
    const found = await repo.findOrderWithBuyer(source, orderId);
    if (!found) throw notFound('Order');
    const { order } = found;
    const [items, photos, attempts, holds, promoCode, events, notes, sourcesOf] = await readAll(tx === undefined, [
      () => itemsWithSku(source, [orderId], lang),
      () => orderLinePhotos(source, [orderId]),
      () => repo.paymentAttempts(source, orderId),
      () => repo.pointsHolds(source, orderId),
      () => repo.promoCodeOf(source, orderId),
      () => orders.events(orderId, source),
      () => repo.listNotes(source, orderId),
      () => lineSources(source, [orderId], lang),
    ] as const);
    const shop = order.deliveryMethod === 'pickup' ? await orderShop(source, order.pickupShopId, lang) : null;
    // Costs and margins are for roles holding `reports.view` only: left out of the answer for others.
    const seesCosts = roleMay(role, 'reports.view');
    return {
      order_id: order.id,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      language: order.language,
      payment_method: order.paymentMethod,
      paid_at: iso(order.paidAt),
      channel: order.channel,
      taken_by: order.takenBy === null ? null : { id: order.takenBy, name: found.takerName ?? '' },
      customer: {
        user_id: order.userId,
        name: order.customerName,
        phone: order.phone,
        email: order.email,
        blocked: found.blockedAt !== null,
      },
      address: { country: order.country, city: order.city, address: order.address },
      comment: order.comment,
      delivery: order.deliveryMethod
        ? {
            method: order.deliveryMethod,
            city: order.deliveryCity,
            city_code: order.deliveryCityCode,
            shop_id: order.pickupShopId,
            shop,
            fee: tyiynToSom(order.deliveryFee),
            tariff: cdekTariffOf(order),
          }
        : null,
      items: items.map(({ item, sku }) => ({
        order_item_id: item.id,
        variation_id: item.variationId,
        product_id: item.productId,
        sku,
        title: item.title,
        variation_name: item.variationName,
        image: item.image,
        photo: linePhotoOf(photos.get(item.id), item.title),
        unit_price: tyiynToSom(item.unitPrice),
        ...(seesCosts ? { unit_cost: item.unitCost === null ? null : tyiynToSom(item.unitCost) } : {}),
        quantity: item.quantity,
        line_total: tyiynToSom(item.unitPrice * item.quantity),
        sources: sourcesOf(orderId, item.variationId),
      })),
      ...(seesCosts ? { margin: orderMargin(items.map(({ item }) => item)) } : {}),
      payments: attempts.map((attempt) => ({
        id: attempt.id,
        provider: attempt.provider,
        provider_payment_id: attempt.providerPaymentId,
        amount: tyiynToSom(attempt.amount),
        status: attempt.status,
        settled_by: attempt.settledBy,
        created_at: attempt.createdAt.toISOString(),
        refunded_at: iso(attempt.refundedAt),
      })),
      uds: {
        points: order.udsPoints,
        customer_uid: order.udsCustomerUid,
        holds: holds.map((hold) => ({
          id: hold.id,
          points: hold.points,
          state: hold.state,
          operation_id: hold.operationId,
          refund_operation_id: hold.refundOperationId,
          created_at: hold.createdAt.toISOString(),
        })),
      },
      promo_code: promoCode,
      totals: {
        subtotal: tyiynToSom(order.subtotal),
        delivery: tyiynToSom(order.deliveryFee),
        discount: tyiynToSom(order.discount),
        points: tyiynToSom(order.pointsDiscount),
        total: tyiynToSom(order.total),
      },
      timeline: events.map((event) => ({
        status: event.status,
        actor: event.actor,
        note: event.note,
        at: event.createdAt.toISOString(),
      })),
      notes: notes.map(({ note, authorFirstName, authorLastName }) => ({
        id: note.id,
        author: { id: note.authorId, name: repo.fullName(authorFirstName, authorLastName) },
        text: note.text,
        at: note.createdAt.toISOString(),
      })),
      actions: actionsFor(order, role),
      undo: undoOf(order.status, events, role),
    };
  }

  /** One audited status change: the order's own transition, with the audit entry in its transaction. */
  async function move(orderId: number, to: OrderStatus, note: string | null, actor: StaffActor) {
    await orders.transition(orderId, to, 'staff', {
      note,
      alongside: async (tx: Tx, before) => {
        // Checked on the locked row: a card payment arriving meanwhile must not be cancelled unrefunded.
        if (to === 'cancelled' && before.paidAt) {
          throw new AppError('conflict', 'order_paid', 'A paid order is cancelled with a refund');
        }
        await recordAudit(tx, {
          actorId: actor.actorId,
          action: 'order.status_changed',
          objectType: 'order',
          objectId: orderId,
          before: { status: before.status },
          after: { status: to, note },
          requestId: actor.requestId,
        });
      },
    });
    return detail(orderId, actor.role, actor.lang);
  }

  /** Takes back staff's last status change (see `undoStaffMove`), audited in its transaction. */
  async function undo(orderId: number, from: OrderStatus, actor: StaffActor) {
    await orders.undoStaffMove(orderId, from, (tx, change) =>
      recordAudit(tx, {
        actorId: actor.actorId,
        action: 'order.status_undone',
        objectType: 'order',
        objectId: orderId,
        before: { status: change.from },
        after: { status: change.to },
        requestId: actor.requestId,
      }),
    );
    return detail(orderId, actor.role, actor.lang);
  }

  async function addNote(orderId: number, text: string, actor: StaffActor) {
    const note = await db.transaction(async (tx) => {
      if (!(await repo.findOrderWithBuyer(tx, orderId))) throw notFound('Order');
      const row = await repo.insertNote(tx, { orderId, authorId: actor.actorId, text });
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: 'order.note_added',
        objectType: 'order',
        objectId: orderId,
        before: null,
        after: { note_id: row.id, text },
        requestId: actor.requestId,
      });
      return row;
    });
    return {
      id: note.id,
      author: { id: actor.actorId, name: await repo.authorName(db, actor.actorId) },
      text: note.text,
      at: note.createdAt.toISOString(),
    };
  }

  /** Orders in assembly, of one location when `location` names one, with where each line's units are. */
  async function pickingList(location: string | undefined, lang: Language): Promise<PickingList> {
    if (location) await knownLocation(db, location);
    const inAssembly = await repo.ordersInAssembly(db, location);
    const ids = inAssembly.map((order) => order.id);
    const [items, sourcesOf, shopOf] = await Promise.all([
      itemsWithSku(db, ids, lang),
      lineSources(db, ids, lang),
      pickupShops(db, lang),
    ]);
    const totals = new Map<string, PickingList['totals'][number]>();
    for (const { item, sku } of items) {
      const line = totals.get(sku) ?? { sku, title: item.title, variation_name: item.variationName, quantity: 0 };
      line.quantity += item.quantity;
      totals.set(sku, line);
    }
    return {
      generated_at: new Date().toISOString(),
      orders: inAssembly.map((order) => ({
        order_id: order.id,
        customer_name: order.customerName,
        delivery: order.deliveryMethod,
        pickup_shop: order.deliveryMethod === 'pickup' ? shopOf(order.pickupShopId) : null,
        items: items
          .filter(({ item }) => item.orderId === order.id)
          .map(({ item, sku }) => ({
            sku,
            title: item.title,
            variation_name: item.variationName,
            quantity: item.quantity,
            sources: sourcesOf(order.id, item.variationId),
          })),
      })),
      totals: [...totals.values()].sort((a, b) => a.sku.localeCompare(b.sku)),
    };
  }

  return { list, detail, move, undo, addNote, pickingList };
}
