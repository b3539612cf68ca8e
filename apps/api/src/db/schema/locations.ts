import { stockTransferStatuses } from '@aruu/contract/locations';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { variations } from './catalog.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * Where the shop keeps goods: its shops and its online warehouse (docs/decisions/058). The
 * storefront's shop facts (pickup list, contacts, footer) are read from here.
 */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    /** Stable short name (`tsum`): orders' `pickup_shop_id`, import columns `stock_<code>`. */
    code: text('code').notNull(),
    nameRu: text('name_ru').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameKy: text('name_ky').notNull().default(''),
    addressRu: text('address_ru').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressKy: text('address_ky').notNull().default(''),
    phone: text('phone'),
    /** Opening hours, `HH:MM`, the shop's time zone; null: not open to visitors (a warehouse). */
    opens: text('opens'),
    closes: text('closes'),
    /** Weekdays it is closed and sends nothing, 0 = Sunday (Bishkek's calendar): the delivery estimates skip them. */
    closedWeekdays: integer('closed_weekdays').array().notNull().default(sql`'{}'`),
    /** Shoppers may collect orders here. */
    isPickupPoint: boolean('is_pickup_point').notNull().default(false),
    /** Courier orders are packed and sent from here. */
    shipsCourier: boolean('ships_courier').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Where stock goes when nobody names a location: the migrated single figure, imports without columns. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Days it takes to bring goods here from another location ("ready in N days"). */
    transferDays: integer('transfer_days').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('locations_code_idx').on(t.code),
    uniqueIndex('locations_one_default_idx').on(t.isDefault).where(sql`${t.isDefault}`),
    check('locations_code_format', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{0,31}$'`),
    check('locations_transfer_days_range', sql`${t.transferDays} between 0 and 60`),
    check(
      'locations_closed_weekdays_range',
      sql`${t.closedWeekdays} <@ array[0, 1, 2, 3, 4, 5, 6] and cardinality(${t.closedWeekdays}) < 7`,
    ),
    /** The default takes stock nobody placed, so it must be a location that sells. */
    check(
      'locations_default_is_active',
      sql`not ${t.isDefault} or (${t.active} and (${t.isPickupPoint} or ${t.shipsCourier}))`,
    ),
  ],
);

/**
 * Free units of a variation at a location. `variations.stock` is their sum over the active
 * locations that sell (pickup points and the ones that ship), kept by a trigger of migration 0036.
 */
export const locationStock = pgTable(
  'location_stock',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    /** Free to sell: units held for open orders are in `stock_allocations`, not here. */
    stock: integer('stock').notNull().default(0),
    /** Units at or below which this variation is low here; null: the product's or the shop's threshold. */
    lowStockThreshold: integer('low_stock_threshold'),
  },
  (t) => [
    primaryKey({ columns: [t.variationId, t.locationId] }),
    index('location_stock_location_idx').on(t.locationId),
    check('location_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/**
 * Units an order holds at a location: they left the location's free stock when the order took
 * them and are counted as reserved there until the order is handed over or given up.
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('stock_allocations_order_line_idx').on(t.orderId, t.variationId, t.locationId),
    index('stock_allocations_variation_idx').on(t.variationId, t.locationId),
    check('stock_allocations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Goods moved between locations: `created` (units still at the source), `in_transit` (they left
 * the source and belong to neither location), `received` (what arrived is at the destination) or
 * `cancelled` before leaving. A transfer with an order brings that order's units to its pickup shop.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    fromLocationId: integer('from_location_id')
      .notNull()
      .references(() => locations.id),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => locations.id),
    status: text('status', { enum: stockTransferStatuses }).notNull().default('created'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    receiptNote: text('receipt_note'),
    createdBy: integer('created_by').references(() => users.id),
    dispatchedBy: integer('dispatched_by').references(() => users.id),
    receivedBy: integer('received_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_transfers_status_idx').on(t.status, t.id.desc()),
    index('stock_transfers_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('stock_transfers_two_places', sql`${t.fromLocationId} <> ${t.toLocationId}`),
  ],
);

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id),
    quantity: integer('quantity').notNull(),
    /** Set at receipt: what arrived (at most `quantity`; fewer with the receipt's note). */
    receivedQuantity: integer('received_quantity'),
  },
  (t) => [
    uniqueIndex('stock_transfer_lines_variation_idx').on(t.transferId, t.variationId),
    index('stock_transfer_lines_in_transit_idx').on(t.variationId),
    check('stock_transfer_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'stock_transfer_lines_received_range',
      sql`${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);
