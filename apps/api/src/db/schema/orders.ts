import { orderStatuses, paymentMethods } from '@aruu/contract/orders';
import { orderChannels } from '@aruu/contract/staff-orders';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, timestamps, variations } from './catalog.js';
import { users } from './users.js';

/**
 * The digits of an order's phone (`+996 555 12-34-56` → `996555123456`). The phone indexes are
 * built on this expression, so a query must use it unchanged to reach them.
 */
export const orderPhoneDigits = (phone: AnyColumn | SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/** Money columns are integer tyiyn; `total = subtotal + delivery_fee - discount - points_discount`. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('processed'),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    comment: text('comment'),
    /** The language of the buyer's emails about this order. */
    language: text('language', { enum: ['ru', 'en', 'ky'] }).notNull(),
    deliveryMethod: text('delivery_method', { enum: ['courier', 'pickup'] }),
    /** Courier: the CDEK city; pickup: one of the shops of `storeInfo`. */
    deliveryCityCode: integer('delivery_city_code'),
    deliveryCity: text('delivery_city'),
    pickupShopId: text('pickup_shop_id'),
    /** Courier through CDEK: the tariff priced at checkout and its expected days; null otherwise. */
    cdekTariffCode: integer('cdek_tariff_code'),
    cdekTariffName: text('cdek_tariff_name'),
    deliveryDaysMin: integer('delivery_days_min'),
    deliveryDaysMax: integer('delivery_days_max'),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    pointsDiscount: integer('points_discount').notNull().default(0),
    total: integer('total').notNull(),
    /** UDS points applied to the order (1 point = 1 som); debited at UDS by a hold (`uds_holds`) before payment. */
    udsPoints: integer('uds_points').notNull().default(0),
    /** The 24-hour code UDS exchanged for the shopper's app code; the hold spends with it. */
    udsCode: text('uds_code'),
    /** Whose points they are (UDS's customer uid). */
    udsCustomerUid: text('uds_customer_uid'),
    /** An unpaid order gives its stock back at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** How the buyer pays: by card through Freedom Pay, or cash / bank transfer confirmed by staff. */
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
    /** Where the order was placed: the site by its buyer, or a channel staff took it on (order-entry). */
    channel: text('channel', { enum: orderChannels }).notNull().default('site'),
    /** The employee who took the order on its channel; null for the site's orders. */
    takenBy: integer('taken_by').references(() => users.id),
    /**
     * SHA-256 (hex) of the token in the customer's link to a taken order (`/order-access/:token`);
     * the token itself is never stored. A new link replaces it.
     */
    accessTokenHash: text('access_token_hash'),
    /**
     * What the back office's search matches: name, email and the phone's digits, lower-cased, so
     * one trigram index answers "contains" for any of them (`staff-orders`).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(customer_name || ' ' || email || ' ' || regexp_replace(phone, '[^0-9]', '', 'g'))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    // The orders board: newest first, overall or within a status (staff-orders).
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_total_idx').on(t.total, t.id),
    // The sales report's pass over paid orders by their time, answered from the index alone
    // (index-only scan) instead of the wide order rows (modules/reports).
    index('orders_paid_report_idx')
      .on(t.createdAt, t.id, t.subtotal, t.discount, t.pointsDiscount, t.channel, t.paymentMethod, t.pickupShopId)
      .where(sql`${t.paidAt} is not null`),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A phone typed in full or by its last digits: a prefix or a suffix of its digits (staff-orders).
    index('orders_phone_digits_idx').using('btree', sql`${orderPhoneDigits(t.phone)} text_pattern_ops`),
    // An email typed in full matches exactly (staff-orders).
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_phone_digits_reversed_idx').using(
      'btree',
      sql`reverse(${orderPhoneDigits(t.phone)}) text_pattern_ops`,
    ),
    check('orders_total_non_negative', sql`${t.total} >= 0`),
    uniqueIndex('orders_access_token_idx').on(t.accessTokenHash),
  ],
);

/**
 * The number of orders per status as tally marks: a trigger on `orders` adds one row per
 * statement that inserts, deletes or moves orders between statuses (+n to the status gained, -n
 * to the one left), so a status's count is the sum of its rows, exact in every transaction and
 * never locking a shared row. Readers fold the rows into one per status now and then
 * (staff-orders' `statusCounts`). Migration `order_status_tallies`; decision record 022.
 */
export const orderStatusTallies = pgTable('order_status_tallies', {
  status: text('status', { enum: orderStatuses }).notNull(),
  delta: integer('delta').notNull(),
});

/** Staff's internal notes on an order; the buyer never sees them. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Snapshots taken when the order was placed: later catalogue edits do not change it. */
    title: text('title').notNull(),
    variationName: text('variation_name').notNull(),
    image: text('image').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The variation's cost when the line was written (tyiyn); null when none was entered then. */
    unitCost: integer('unit_cost'),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An order's lines; the other columns let the sales report read them from the index alone.
    index('order_items_order_idx').on(t.orderId, t.productId, t.variationId, t.unitPrice, t.quantity, t.unitCost),
    // The units open orders hold of a variation (modules/inventory's `reserved`), and "does this
    // variation appear in orders?" (one that does cannot be deleted).
    index('order_items_variation_idx').on(t.variationId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** The order's timeline: every status it entered, who moved it and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    actor: text('actor', { enum: ['buyer', 'staff', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    // The sales report's cancellations of paid orders, found by the day they happened (modules/reports).
    index('order_events_cancelled_idx').on(t.createdAt).where(sql`${t.status} = 'cancelled'`),
  ],
);

export const paymentStatuses = ['pending', 'paid', 'failed', 'refunding', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * One attempt to pay an order by card. A declined attempt leaves the order payable; a new
 * attempt is a new row. The provider's callback is matched by `id` (sent as pg_order_id).
 * pending → paid | failed; pending → refunding → refunded when the money arrived for an order
 * that could not take it (expired, cancelled, or its total changed since the attempt started).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['freedom_pay'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** Integer tyiyn, fixed when the attempt starts; a callback for another amount is refused. */
    amount: integer('amount').notNull(),
    /**
     * `order`: the order's total; `supplement`: the difference of a change that made a paid order
     * dearer (modules/order-changes), settled without touching the order's own payment.
     */
    purpose: text('purpose', { enum: ['order', 'supplement'] })
      .notNull()
      .default('order'),
    /** The change a supplement pays for (order_changes.id). */
    orderChangeId: integer('order_change_id'),
    currency: text('currency').notNull().default('KGS'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** What settled it: the provider's callback, or the reconciliation job asking the provider. */
    settledBy: text('settled_by', { enum: ['callback', 'reconciliation'] }),
    /** The verified callback or status report that settled it, for reconciliation and disputes. */
    callback: jsonb('callback'),
    /** The provider's answer to the refund of a payment the order could not take. */
    refund: jsonb('refund'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
  ],
);
