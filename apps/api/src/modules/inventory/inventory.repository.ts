import type { Language } from '@aruu/contract/common';
import type { StockHistoryFilters, StockListFilters } from '@aruu/contract/staff-stock';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { outer } from '../../db/outer-column.js';
import {
  locationStock,
  locations,
  orders,
  products,
  stockAllocations,
  stockMovements,
  stockTransferLines,
  stockTransfers,
  users,
  variations,
} from '../../db/schema/index.js';

/**
 * Orders that still hold their units in the shop: placed and not yet handed over (to the courier
 * in `delivery`, to the buyer in `delivered`), nor given up (`cancelled`, `error`).
 */
export const holdingStatuses = ['processed', 'pay', 'assembly', 'ready'] as const;

/**
 * Locks the variations' rows in id order. Every stock change writes its product's row too (the
 * summary trigger of migration 0001), so a transaction changing several variations of one
 * product must hold all of them before the first write: otherwise it holds the product while
 * waiting for a variation that another, holding that variation, wants the product for (a deadlock).
 */
export async function lockVariations(db: DbOrTx, variationIds: number[]) {
  return db
    .select({ id: variations.id, stock: variations.stock })
    .from(variations)
    .where(inArray(variations.id, variationIds))
    .orderBy(asc(variations.id))
    .for('update');
}

/**
 * Adds `change` units (negative: takes them) to a location's free stock unless it would go below
 * zero, in one conditional statement: callers hold the variation's row lock (`lockVariations`), so
 * concurrent changes (in any process, at any location) queue on the variation and a unit is sold
 * or written off once. Answers the location's free units after, or undefined when refused.
 * `variations.stock` follows by the trigger of migration 0036.
 */
export async function changeStock(
  db: DbOrTx,
  variationId: number,
  locationId: number,
  change: number,
): Promise<number | undefined> {
  if (change < 0) {
    const [row] = await db
      .update(locationStock)
      .set({ stock: sql`${locationStock.stock} + ${change}` })
      .where(
        and(
          eq(locationStock.variationId, variationId),
          eq(locationStock.locationId, locationId),
          sql`${locationStock.stock} + ${change} >= 0`,
        ),
      )
      .returning({ stock: locationStock.stock });
    return row?.stock;
  }
  const [row] = await db
    .insert(locationStock)
    .values({ variationId, locationId, stock: change })
    .onConflictDoUpdate({
      target: [locationStock.variationId, locationStock.locationId],
      set: { stock: sql`${locationStock.stock} + ${change}` },
    })
    .returning({ stock: locationStock.stock });
  return row?.stock;
}

/** Free units of each variation at each location (rows with none left out). */
export async function freeByLocation(db: DbOrTx, variationIds: number[]) {
  if (variationIds.length === 0) return [];
  return db
    .select({
      variationId: locationStock.variationId,
      locationId: locationStock.locationId,
      stock: locationStock.stock,
    })
    .from(locationStock)
    .where(and(inArray(locationStock.variationId, variationIds), sql`${locationStock.stock} > 0`));
}

/** The units an order holds, per variation and location. */
export function allocationsOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      variationId: stockAllocations.variationId,
      locationId: stockAllocations.locationId,
      quantity: stockAllocations.quantity,
    })
    .from(stockAllocations)
    .where(eq(stockAllocations.orderId, orderId))
    .orderBy(asc(stockAllocations.variationId), asc(stockAllocations.locationId));
}

/**
 * Adds `change` units (negative: takes them) to what the order holds at a location; a row at 0 is
 * removed. Taking is an UPDATE, not an upsert: an upsert's proposed row is checked (quantity > 0)
 * before its conflict is found.
 */
export async function changeAllocation(
  db: DbOrTx,
  entry: { orderId: number; variationId: number; locationId: number },
  change: number,
) {
  const key = and(
    eq(stockAllocations.orderId, entry.orderId),
    eq(stockAllocations.variationId, entry.variationId),
    eq(stockAllocations.locationId, entry.locationId),
  );
  if (change < 0) {
    const [row] = await db
      .update(stockAllocations)
      .set({ quantity: sql`${stockAllocations.quantity} + ${change}` })
      .where(and(key, sql`${stockAllocations.quantity} + ${change} > 0`))
      .returning({ id: stockAllocations.id });
    if (!row) await db.delete(stockAllocations).where(and(key, sql`${stockAllocations.quantity} = ${-change}`));
    return;
  }
  await db
    .insert(stockAllocations)
    .values({ ...entry, quantity: change })
    .onConflictDoUpdate({
      target: [stockAllocations.orderId, stockAllocations.variationId, stockAllocations.locationId],
      set: { quantity: sql`${stockAllocations.quantity} + ${change}` },
    });
}

/**
 * Units of the variation of the outer query's row that open orders hold (see `holdingStatuses`),
 * at every location or at one. Written with its own aliases: Drizzle leaves columns of a one-table
 * query unqualified, which would make `id` ambiguous inside the subquery.
 */
function reservedUnits(locationId?: number) {
  const atLocation = locationId === undefined ? sql`` : sql` and held.location_id = ${locationId}`;
  return sql<number>`(select coalesce(sum(held.quantity), 0)::int from ${stockAllocations} held
    join ${orders} held_order on held_order.id = held.order_id
    where held.variation_id = ${outer(variations.id)} and held_order.status in ${holdingStatuses}${atLocation})`;
}

export async function reservedOf(db: DbOrTx, variationId: number, locationId?: number): Promise<number> {
  const [row] = await db
    .select({ reserved: reservedUnits(locationId) })
    .from(variations)
    .where(eq(variations.id, variationId));
  return row?.reserved ?? 0;
}

/**
 * Units open orders hold at each (variation, location) pair asked, in one query; pairs with none
 * are left out.
 */
export async function reservedAtEach(
  db: DbOrTx,
  pairs: Array<{ variationId: number; locationId: number }>,
): Promise<Array<{ variationId: number; locationId: number; reserved: number }>> {
  if (pairs.length === 0) return [];
  const result = await db.execute(sql`
    select held.variation_id as "variationId", held.location_id as "locationId", sum(held.quantity)::int as reserved
    from unnest(${sql.param(pairs.map((pair) => pair.variationId))}::int[],
      ${sql.param(pairs.map((pair) => pair.locationId))}::int[]) as asked(variation_id, location_id)
    join ${stockAllocations} held using (variation_id, location_id)
    join ${orders} held_order on held_order.id = held.order_id
    where held_order.status in ${holdingStatuses}
    group by held.variation_id, held.location_id`);
  return (result as unknown as { rows: Array<{ variationId: number; locationId: number; reserved: number }> }).rows;
}

/**
 * Sets free units at (variation, location) pairs, in one statement (an import's thousand changes
 * cost one short statement). Callers hold the variations' row locks; the units are counts (≥ 0),
 * so the upsert's proposed row always passes the table's check. `variations.stock` follows by the
 * statement-level trigger of migration 0036, once for the whole batch.
 */
export async function setStock(db: DbOrTx, rows: Array<{ variationId: number; locationId: number; stock: number }>) {
  if (rows.length === 0) return;
  const column = (pick: (row: (typeof rows)[number]) => number) => sql`${sql.param(rows.map(pick))}::int[]`;
  await db.execute(sql`
    insert into ${locationStock} (variation_id, location_id, stock)
    select * from unnest(${column((row) => row.variationId)}, ${column((row) => row.locationId)},
      ${column((row) => row.stock)})
    on conflict (variation_id, location_id) do update set stock = excluded.stock`);
}

export type MovementEntry = typeof stockMovements.$inferInsert;
export type MovementRow = typeof stockMovements.$inferSelect;

/**
 * The movement an employee made with this idempotency key, if any. Requests with the same key
 * queue on a transaction-level advisory lock first, so two at once cannot both miss it.
 */
export async function movementByKey(db: DbOrTx, actorId: number, key: string): Promise<MovementRow | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(${actorId}::int, hashtext(${key}))`);
  const [row] = await db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.actorId, actorId), eq(stockMovements.idempotencyKey, key)));
  return row;
}

/**
 * Adds movements in one statement, each column one array parameter spread by `unnest`: an
 * import's thousand movements cost one short statement, not thousands of bound values.
 */
export async function insertMovements(db: DbOrTx, entries: MovementEntry[]): Promise<Array<{ id: number }>> {
  if (entries.length === 0) return [];
  const column = <T>(pick: (entry: MovementEntry) => T | null | undefined, type: string) =>
    sql`${sql.param(entries.map((entry) => pick(entry) ?? null))}::${sql.raw(type)}[]`;
  const result = await db.execute(sql`
    insert into ${stockMovements} (variation_id, location_id, kind, quantity_change, stock_after, counted, actor_id,
      order_id, note, idempotency_key)
    select * from unnest(${column((e) => e.variationId, 'int')}, ${column((e) => e.locationId, 'int')},
      ${column((e) => e.kind, 'text')},
      ${column((e) => e.quantityChange, 'int')}, ${column((e) => e.stockAfter, 'int')},
      ${column((e) => e.counted, 'int')}, ${column((e) => e.actorId, 'int')}, ${column((e) => e.orderId, 'int')},
      ${column((e) => e.note, 'text')}, ${column((e) => e.idempotencyKey, 'text')})
    returning id`);
  // bigserial comes back as text from node-postgres; the ids stay far below 2^53.
  return (result as unknown as { rows: Array<{ id: number | string }> }).rows.map((row) => ({ id: Number(row.id) }));
}

/** The location a list is looked at from (`StockListQuery.location`): its id and whether it sells. */
export interface ListLocation {
  id: number;
  sells: boolean;
}

/** The variation's row at the list's location, joined by `listVariations` (no row: nothing there). */
const here = alias(locationStock, 'here');

/** Columns every stock row answers; the per-location figures are added by `locationFigures`. */
function variationColumns(lang: Language, defaultThreshold: number, location?: ListLocation) {
  const threshold = sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold})::int`;
  return {
    variation_id: variations.id,
    product_id: variations.productId,
    title: localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang),
    variation_name: localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang),
    sku: variations.sku,
    barcode: variations.barcode,
    stock: variations.stock,
    reserved: reservedUnits(),
    low_stock_threshold: threshold,
    low: sql<boolean>`(${location ? isLowAt(defaultThreshold, location) : isLow(defaultThreshold)})`,
    hidden: variations.hidden,
  };
}

/**
 * Low, for a variation still sold (a hidden one, migration 0031, is nobody's stock problem): the
 * units it sells are at or below its product's threshold, or a selling location that set a
 * threshold of its own (a shop keeping a shade on its shelf) is at or below that. A location
 * without its own threshold is not asked: most shops hold none of most shades, and the
 * product's threshold already speaks for the sum.
 */
const isLow = (defaultThreshold: number) =>
  sql`not ${variations.hidden} and (${variations.stock} <= coalesce(${products.lowStockThreshold}, ${defaultThreshold})
    or exists (select 1 from ${locationStock} own join ${locations} own_place on own_place.id = own.location_id
      where own.variation_id = ${outer(variations.id)} and own.low_stock_threshold is not null
        and own.stock <= own.low_stock_threshold and ${sellingPlace('own_place')}))`;

/**
 * Low at the list's location (`here` joined): its free units at or below the threshold that
 * applies there, for a variation the location carries — it has a row there (it held units, or
 * was given a threshold). A shop that never had a shade is not short of it; without that, every
 * shade the shop does not sell would be on its list.
 */
const isLowAt = (defaultThreshold: number, location: ListLocation) =>
  location.sells
    ? sql`not ${variations.hidden} and ${here.variationId} is not null
        and ${here.stock} <= coalesce(${here.lowStockThreshold}, ${products.lowStockThreshold}, ${defaultThreshold})`
    : sql`false`;

/** Migration 0036's rule for a location whose free units are sold (`sells` in the locations module). */
const sellingPlace = (name: string) => sql.raw(`${name}.active and (${name}.is_pickup_point or ${name}.ships_courier)`);

/**
 * Variations whose SKU or barcode holds the query, any case (a part of a SKU as a worker
 * remembers it), or whose product's search text (`normalizedQuery`, as catalog/search-text
 * normalises it) holds its words — exact SKU or barcode matches first, then those starting with
 * it — or, with `low`, those low (at the list's location when it names one), the emptiest first.
 */
export async function listVariations(
  db: DbOrTx,
  filters: StockListFilters & {
    normalizedQuery: string | undefined;
    defaultThreshold: number;
    place?: ListLocation | undefined;
  },
) {
  const q = filters.q?.trim();
  const location = filters.place;
  // `is true`: a variation without a barcode compares to null, which `desc` would put first.
  const exact = q ? sql`(upper(${variations.sku}) = upper(${q}) or ${variations.barcode} = ${q}) is true` : undefined;
  const prefix = q
    ? sql`(upper(${variations.sku}) like upper(${`${escapeLike(q)}%`}) or ${variations.barcode} like ${`${escapeLike(q)}%`}) is true`
    : undefined;
  const part = q ? `%${escapeLike(q)}%` : '';
  const where = and(
    q
      ? sql`(${variations.sku} ilike ${part} or ${variations.barcode} ilike ${part}
          or ${products.searchText} like ${`%${escapeLike(filters.normalizedQuery ?? q)}%`})`
      : undefined,
    filters.low === 'true'
      ? location
        ? isLowAt(filters.defaultThreshold, location)
        : isLow(filters.defaultThreshold)
      : undefined,
  );
  const emptiest = location ? sql`coalesce(${here.stock}, 0)` : variations.stock;
  const order = [
    ...(exact && prefix ? [desc(exact), desc(prefix)] : []),
    ...(filters.low === 'true' ? [asc(emptiest)] : []),
    asc(variations.productId),
    asc(variations.position),
  ];
  const atLocation = and(eq(here.variationId, variations.id), eq(here.locationId, location?.id ?? 0));
  const rowsQuery = db
    .select(variationColumns(filters.lang ?? 'ru', filters.defaultThreshold, location))
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .$dynamic();
  const countQuery = db
    .select({ total: sql<number>`count(*)::int` })
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .$dynamic();
  const [rows, [count]] = await Promise.all([
    (location ? rowsQuery.leftJoin(here, atLocation) : rowsQuery)
      .where(where)
      .orderBy(...order)
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    (location ? countQuery.leftJoin(here, atLocation) : countQuery).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The per-location figures of some variations, in three short grouped queries: each location's
 * free units and own threshold, the units open orders hold there, and the units on the road to
 * it (lines of transfers `in_transit`).
 */
export async function locationFigures(db: DbOrTx, variationIds: number[]) {
  if (variationIds.length === 0) return { shelves: [], held: [], incoming: [] };
  const ids = sql`any(${sql.param(variationIds)}::int[])`;
  const [shelves, held, incoming] = await Promise.all([
    db
      .select({
        variationId: locationStock.variationId,
        locationId: locationStock.locationId,
        stock: locationStock.stock,
        lowStockThreshold: locationStock.lowStockThreshold,
      })
      .from(locationStock)
      .where(sql`${locationStock.variationId} = ${ids}`),
    db
      .select({
        variationId: stockAllocations.variationId,
        locationId: stockAllocations.locationId,
        units: sql<number>`sum(${stockAllocations.quantity})::int`,
      })
      .from(stockAllocations)
      .innerJoin(orders, eq(orders.id, stockAllocations.orderId))
      .where(and(sql`${stockAllocations.variationId} = ${ids}`, inArray(orders.status, [...holdingStatuses])))
      .groupBy(stockAllocations.variationId, stockAllocations.locationId),
    db
      .select({
        variationId: stockTransferLines.variationId,
        locationId: stockTransfers.toLocationId,
        units: sql<number>`sum(${stockTransferLines.quantity})::int`,
      })
      .from(stockTransferLines)
      .innerJoin(stockTransfers, eq(stockTransfers.id, stockTransferLines.transferId))
      .where(and(sql`${stockTransferLines.variationId} = ${ids}`, eq(stockTransfers.status, 'in_transit')))
      .groupBy(stockTransferLines.variationId, stockTransfers.toLocationId),
  ]);
  return { shelves, held, incoming };
}

export type LocationFigures = Awaited<ReturnType<typeof locationFigures>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function variationStock(db: DbOrTx, variationId: number, lang: Language, defaultThreshold: number) {
  const [row] = await db
    .select(variationColumns(lang, defaultThreshold))
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(variations.id, variationId));
  return row;
}

export async function findProduct(db: DbOrTx, productId: number, lang: Language) {
  const [row] = await db
    .select({
      id: products.id,
      title: localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang),
      lowStockThreshold: products.lowStockThreshold,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export function productVariations(db: DbOrTx, productId: number, lang: Language, defaultThreshold: number) {
  return db
    .select(variationColumns(lang, defaultThreshold))
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.position));
}

/** The product's threshold row, locked for the change. */
export async function lockProductThreshold(db: DbOrTx, productId: number) {
  const [row] = await db
    .select({ lowStockThreshold: products.lowStockThreshold })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

/** A variation's own threshold at a location, its row locked (none yet: undefined). */
export async function lockLocationThreshold(db: DbOrTx, variationId: number, locationId: number) {
  const [row] = await db
    .select({ lowStockThreshold: locationStock.lowStockThreshold })
    .from(locationStock)
    .where(and(eq(locationStock.variationId, variationId), eq(locationStock.locationId, locationId)))
    .for('update');
  return row;
}

/** Sets a variation's threshold at a location, making its row (no units) when it has none. */
export async function setLocationThreshold(
  db: DbOrTx,
  variationId: number,
  locationId: number,
  threshold: number | null,
) {
  await db
    .insert(locationStock)
    .values({ variationId, locationId, stock: 0, lowStockThreshold: threshold })
    .onConflictDoUpdate({
      target: [locationStock.variationId, locationStock.locationId],
      set: { lowStockThreshold: threshold },
    });
}

export async function setProductThreshold(db: DbOrTx, productId: number, threshold: number | null) {
  await db
    .update(products)
    .set({ lowStockThreshold: threshold, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** A product's movements, newest first (`stock_movements_variation_idx` per variation), optionally at one location. */
export async function history(
  db: DbOrTx,
  productId: number,
  filters: StockHistoryFilters & { movementId?: number; locationId?: number | undefined },
) {
  const lang = filters.lang ?? 'ru';
  const where = and(
    eq(variations.productId, productId),
    filters.variation_id ? eq(stockMovements.variationId, filters.variation_id) : undefined,
    filters.movementId ? eq(stockMovements.id, filters.movementId) : undefined,
    filters.locationId ? eq(stockMovements.locationId, filters.locationId) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        movement: stockMovements,
        sku: variations.sku,
        variationName: localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang),
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        locationCode: locations.code,
        locationName: localized({ ru: locations.nameRu, en: locations.nameEn, ky: locations.nameKy }, lang),
      })
      .from(stockMovements)
      .innerJoin(variations, eq(variations.id, stockMovements.variationId))
      .leftJoin(users, eq(users.id, stockMovements.actorId))
      .leftJoin(locations, eq(locations.id, stockMovements.locationId))
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(stockMovements)
      .innerJoin(variations, eq(variations.id, stockMovements.variationId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type HistoryRow = Awaited<ReturnType<typeof history>>['rows'][number];

/** Variations on sale that are low (`isLow`), the emptiest first (the staff dashboard's list). */
export function lowStock(db: DbOrTx, lang: Language, defaultThreshold: number, limit: number) {
  return db
    .select(variationColumns(lang, defaultThreshold))
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(isLow(defaultThreshold))
    .orderBy(asc(variations.stock), asc(variations.id))
    .limit(limit);
}

/**
 * What a location still holds: free units, units put aside for open orders, and units on the
 * road to or from it (a transfer created or in transit). A location holding any cannot close.
 */
export async function unitsHeldAt(db: DbOrTx, locationId: number) {
  const [free] = await db
    .select({ units: sql<number>`coalesce(sum(${locationStock.stock}), 0)::int` })
    .from(locationStock)
    .where(eq(locationStock.locationId, locationId));
  const [reserved] = await db
    .select({ units: sql<number>`coalesce(sum(${stockAllocations.quantity}), 0)::int` })
    .from(stockAllocations)
    .innerJoin(orders, eq(orders.id, stockAllocations.orderId))
    .where(and(eq(stockAllocations.locationId, locationId), inArray(orders.status, [...holdingStatuses])));
  const [moving] = await db
    .select({ units: sql<number>`coalesce(sum(${stockTransferLines.quantity}), 0)::int` })
    .from(stockTransferLines)
    .innerJoin(stockTransfers, eq(stockTransfers.id, stockTransferLines.transferId))
    .where(
      and(
        inArray(stockTransfers.status, ['created', 'in_transit']),
        sql`(${stockTransfers.fromLocationId} = ${locationId} or ${stockTransfers.toLocationId} = ${locationId})`,
      ),
    );
  return { free: free?.units ?? 0, reserved: reserved?.units ?? 0, moving: moving?.units ?? 0 };
}
