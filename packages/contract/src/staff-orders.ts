import { z } from 'zod';
import { INT4_MAX, paginationQuery, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { requiredText, typedText } from './fields.js';
import { LocationCode, OrderShop } from './locations.js';
import { OrderEvent, OrderIdParam, OrderStatus, OrderTotals, orderStatuses, PaymentMethod } from './orders.js';
import { Photo } from './photos.js';

/** A calendar day as `YYYY-MM-DD`, read in the shop's time zone. */
const Day = z.iso.date();
const DeliveryMethod = z.enum(['courier', 'pickup']);

/** Where the order was placed: the site by its buyer, or taken by staff on a channel (staff-order-entry.ts). */
export const orderChannels = ['site', 'phone', 'instagram', 'whatsapp', 'shop'] as const;
export const OrderChannel = z.enum(orderChannels);
export type OrderChannel = z.infer<typeof OrderChannel>;

export const staffOrderSorts = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;

/** The orders board's filters; every one optional, combined with AND. */
export const StaffOrderListQuery = z.object({
  status: OrderStatus.optional(),
  delivery: DeliveryMethod.optional(),
  paid: z.enum(['true', 'false']).optional(),
  payment_method: PaymentMethod.optional(),
  channel: OrderChannel.optional(),
  /** Placed on or after this day, and on or before `to` (both inclusive). */
  from: Day.optional(),
  to: Day.optional(),
  city: typedText(60).optional(),
  /** An order number (`123` or `#123`), a phone (any way it is typed), an email or a name. */
  q: typedText(100).optional(),
  /**
   * A location's code: orders with units held there or being brought there by a transfer, or
   * collected there (a warehouse worker's own shop).
   */
  location: LocationCode.optional(),
  sort: z.enum(staffOrderSorts).default('newest'),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type StaffOrderListQuery = z.input<typeof StaffOrderListQuery>;
export type StaffOrderFilters = z.output<typeof StaffOrderListQuery>;

export const StaffOrderRow = z.object({
  order_id: z.number().int(),
  status: OrderStatus,
  created_at: z.iso.datetime(),
  customer_name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  delivery: DeliveryMethod.nullable(),
  payment_method: PaymentMethod,
  channel: OrderChannel,
  paid: z.boolean(),
  total: Som,
  item_count: z.number().int(),
});
export type StaffOrderRow = z.infer<typeof StaffOrderRow>;

/** Orders per status under the same filters (the status filter aside), for the board's tabs. */
export const StatusCounts = z.object(
  Object.fromEntries(orderStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof orderStatuses)[number],
    z.ZodNumber
  >,
);
export type StatusCounts = z.infer<typeof StatusCounts>;

export const StaffOrderList = z.object({
  items: z.array(StaffOrderRow),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Orders matching every filter, the status included. */
  total: z.number().int(),
  counts: StatusCounts,
});
export type StaffOrderList = z.infer<typeof StaffOrderList>;

/** A location as the orders pages name it, in the asked language. */
export const OrderLocation = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type OrderLocation = z.infer<typeof OrderLocation>;

/**
 * Where a line's units are: held at a location (`stock_allocations`), possibly with the
 * transfer that is to bring them to the pickup shop (`created`: still on the source's shelf), or
 * on the road with that transfer (`in_transit`, `location` is where they left).
 */
export const OrderLineSource = z.object({
  location: OrderLocation,
  quantity: z.number().int(),
  transfer: z.object({ id: z.number().int(), status: z.enum(['created', 'in_transit']), to: OrderLocation }).nullable(),
});
export type OrderLineSource = z.infer<typeof OrderLineSource>;

export const StaffOrderItem = z.object({
  /** The order line, as an order change names it (`POST /staff/orders/:order_id/changes`). */
  order_item_id: z.number().int(),
  variation_id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  /**
   * The product's and variation's names in the asked language (the staff member's), as the
   * catalogue has them; the line's snapshot in the buyer's language where a translation is empty.
   */
  title: z.string(),
  variation_name: z.string(),
  image: z.string(),
  /** The shade's photo, else the product's main one; null without uploaded photos (then `image`). */
  photo: Photo.nullable(),
  unit_price: Som,
  /**
   * What one unit cost the shop when the line was written (its snapshot, so a past margin never
   * moves); null when no cost was entered then. Present only for roles holding `reports.view`.
   */
  unit_cost: Som.nullable().optional(),
  quantity: z.number().int(),
  line_total: Som,
  /** Where its units are held or come from; empty once the order no longer holds any (handed over, cancelled). */
  sources: z.array(OrderLineSource),
});
export type StaffOrderItem = z.infer<typeof StaffOrderItem>;

export const StaffPaymentAttempt = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  amount: Som,
  status: z.enum(['pending', 'paid', 'failed', 'refunding', 'refunded']),
  settled_by: z.enum(['callback', 'reconciliation']).nullable(),
  created_at: z.iso.datetime(),
  refunded_at: z.iso.datetime().nullable(),
});

export const StaffUdsHold = z.object({
  id: z.number().int(),
  points: z.number().int(),
  state: z.enum(['pending', 'spent', 'refused', 'releasing', 'released']),
  operation_id: z.number().int().nullable(),
  refund_operation_id: z.number().int().nullable(),
  created_at: z.iso.datetime(),
});

export const StaffOrderNote = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  at: z.iso.datetime(),
});
export type StaffOrderNote = z.infer<typeof StaffOrderNote>;

/** The statuses staff may move to from here, each with the permission it takes. */
export const StaffOrderAction = z.object({
  status: OrderStatus,
  permission: z.enum(['orders.fulfil', 'orders.manage']),
  /** Cancelling a paid order gives its money back: it goes through `POST /staff/orders/:order_id/cancel-paid`. */
  refund: z.boolean(),
});
export type StaffOrderAction = z.infer<typeof StaffOrderAction>;

export const StaffOrderDetail = z
  .object({
    order_id: z.number().int(),
    status: OrderStatus,
    created_at: z.iso.datetime(),
    language: z.enum(['ru', 'en', 'ky']),
    payment_method: PaymentMethod,
    paid_at: z.iso.datetime().nullable(),
    channel: OrderChannel,
    /** The employee who took the order on its channel; null for the site's orders. */
    taken_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    customer: z.object({
      user_id: z.number().int(),
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      blocked: z.boolean(),
    }),
    address: z.object({ country: z.string(), city: z.string(), address: z.string() }),
    comment: z.string().nullable(),
    delivery: z
      .object({
        method: DeliveryMethod,
        /** Courier: the CDEK city and its code. */
        city: z.string().nullable(),
        city_code: z.number().int().nullable(),
        /** Pickup: the location's code, and its name, address and hours (in Russian, the shop's working language). */
        shop_id: z.string().nullable(),
        shop: OrderShop.nullable(),
        fee: Som,
        /** The CDEK tariff chosen at checkout and the days CDEK expected; null for pickup or the shop's city. */
        tariff: z
          .object({ code: z.number().int(), name: z.string(), days_min: z.number().int(), days_max: z.number().int() })
          .nullable(),
      })
      .nullable(),
    items: z.array(StaffOrderItem),
    /**
     * Σ (unit price − unit cost) × quantity over the lines whose cost is known, before the
     * order's discounts, promo code and points; `lines_without_cost` tells how many lines it
     * leaves out. Present only for roles holding `reports.view`.
     */
    margin: z.object({ amount: Som, lines_without_cost: z.number().int() }).optional(),
    payments: z.array(StaffPaymentAttempt),
    uds: z.object({ points: z.number().int(), customer_uid: z.string().nullable(), holds: z.array(StaffUdsHold) }),
    promo_code: z.string().nullable(),
    totals: OrderTotals,
    timeline: z.array(OrderEvent),
    notes: z.array(StaffOrderNote),
    /** What the signed-in employee may do next, by the state machine and their role. */
    actions: z.array(StaffOrderAction),
    /**
     * Staff's last status change, while it may still be taken back (`POST .../undo-status`): the
     * status it would return to and until when. Null for moves that cannot be undone (delivered,
     * cancelled), after the window, or without `orders.fulfil`.
     */
    undo: z.object({ from: OrderStatus, to: OrderStatus, until: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'StaffOrderDetail' });
export type StaffOrderDetail = z.infer<typeof StaffOrderDetail>;

/** Where an order goes in fulfilment: assembly, then ready (pickup) or delivery (courier), then delivered. */
export const FulfilStatus = z.enum(['assembly', 'ready', 'delivery', 'delivered']);
export const FulfilOrderBody = z.strictObject({ status: FulfilStatus, note: typedText(500).optional() });
/**
 * How long staff may take back a status they set: long enough to catch a mis-tap on the board,
 * short enough that nobody has acted on the new status yet (issue 29).
 */
export const STATUS_UNDO_WINDOW_MINUTES = 5;

/** Takes back the status `from`, as the page showed it: a change made meanwhile is not undone by mistake. */
export const UndoStatusBody = z.strictObject({ from: FulfilStatus });
export const CancelOrderBody = z.strictObject({ note: requiredText(500, { multiline: true }) });
export const AddOrderNoteBody = z.strictObject({ text: requiredText(2000, { multiline: true }) });

/** Every order in assembly with what to take from the shelves, for one printed picking list. */
export const PickingList = z.object({
  generated_at: z.iso.datetime(),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      customer_name: z.string(),
      delivery: DeliveryMethod.nullable(),
      /** The pickup shop, by its location's name. */
      pickup_shop: OrderLocation.nullable(),
      items: z.array(
        StaffOrderItem.pick({ sku: true, title: true, variation_name: true, quantity: true, sources: true }),
      ),
    }),
  ),
  /** The same units summed per SKU, in SKU order: one walk through the warehouse. */
  totals: z.array(
    z.object({ sku: z.string(), title: z.string(), variation_name: z.string(), quantity: z.number().int() }),
  ),
});
export type PickingList = z.infer<typeof PickingList>;

/** The picking list of one location: the orders the board's `location` filter lists. */
export const PickingListQuery = z.object({ location: LocationCode.optional() });
export type PickingListQuery = z.input<typeof PickingListQuery>;

export const EventsTicket = z.object({ ticket: z.string(), expires_at: z.iso.datetime() });
export const EventsQuery = z.object({ ticket: z.string().max(1000).optional() });

/**
 * What the live feed (`GET /staff/orders/events`, server-sent events of type `order`) says: an
 * order was placed or changed status.
 */
export const OrderFeedEvent = z.object({
  kind: z.enum(['created', 'status']),
  order_id: z.number().int().positive().max(INT4_MAX),
  status: OrderStatus,
});
export type OrderFeedEvent = z.infer<typeof OrderFeedEvent>;

export const staffOrderEndpoints = endpoints({
  'GET /staff/orders': {
    summary: 'The orders board: filters, search, sorting, a page, and counts per status',
    query: StaffOrderListQuery,
    response: StaffOrderList,
    errors: [400, 401, 403, 422],
  },
  'POST /staff/orders/events/ticket': {
    summary: 'A one-minute ticket to open the live feed of orders (EventSource cannot send a token)',
    response: EventsTicket,
    status: 201,
    errors: [401, 403],
  },
  'GET /staff/orders/events': {
    summary: 'The live feed of new orders and status changes (text/event-stream), opened with a ticket',
    query: EventsQuery,
    errors: [400, 401, 403],
  },
  'GET /staff/orders/picking-list': {
    summary:
      'Every order in assembly (of one location, optionally) with its items and where they are, and the units per SKU',
    query: PickingListQuery,
    response: PickingList,
    errors: [400, 401, 403, 422],
  },
  'GET /staff/orders/:order_id': {
    summary: 'An order as staff see it: items with SKUs, payments, points, notes, timeline, next steps',
    params: OrderIdParam,
    response: StaffOrderDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/orders/:order_id/fulfil': {
    summary: 'Move an order through assembly, ready or delivery, to delivered',
    params: OrderIdParam,
    body: FulfilOrderBody,
    response: StaffOrderDetail,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/undo-status': {
    summary: "Take back staff's last status change within a few minutes, where the state machine allows it",
    params: OrderIdParam,
    body: UndoStatusBody,
    response: StaffOrderDetail,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/cancel': {
    summary: 'Cancel an order not paid yet (stock, promo code and points go back)',
    params: OrderIdParam,
    body: CancelOrderBody,
    response: StaffOrderDetail,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/orders/:order_id/notes': {
    summary: 'Add an internal note to an order',
    params: OrderIdParam,
    body: AddOrderNoteBody,
    response: StaffOrderNote,
    status: 201,
    errors: [400, 401, 403, 404],
  },
});
