import type { Language } from '@aruu/contract/common';
import type {
  ProductStock,
  StaffStockLocation,
  StockAdjustmentBody,
  StockHistory,
  StockHistoryFilters,
  StockList,
  StockListFilters,
  StockMovement,
  StockMovementKind,
  StockVariation,
} from '@aruu/contract/staff-stock';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { normalizeForSearch } from '../catalog/search-text.js';
import { allLocations, type LocationRow, locationName, sells } from '../locations/locations.service.js';
import * as repo from './inventory.repository.js';
import { type AllocationTarget, planTakes } from './stock-allocation.js';
import { createTransfers } from './transfers.js';

type VariationRow = Awaited<ReturnType<typeof repo.variationStock>> & {};

/**
 * A variation's figures with each location's: every active location, and an inactive one still
 * holding units; `on_hand` counts free units at every location, what orders hold and what is on the road.
 */
function stockView(
  row: VariationRow,
  everywhere: LocationRow[],
  figures: repo.LocationFigures,
  lang: Language,
): StockVariation {
  const mine = <T extends { variationId: number }>(rows: T[]) =>
    rows.filter((entry) => entry.variationId === row.variation_id);
  const shelves = mine(figures.shelves);
  const held = mine(figures.held);
  const incoming = mine(figures.incoming);
  const units = (rows: Array<{ locationId: number; units: number }>, locationId: number) =>
    rows.find((entry) => entry.locationId === locationId)?.units ?? 0;
  const locations = everywhere.flatMap((location) => {
    const shelf = shelves.find((entry) => entry.locationId === location.id);
    const stock = shelf?.stock ?? 0;
    const reserved = units(held, location.id);
    const coming = units(incoming, location.id);
    if (!location.active && stock + reserved + coming === 0) return [];
    const own = shelf?.lowStockThreshold ?? null;
    const threshold = own ?? row.low_stock_threshold;
    return [
      {
        location_id: location.id,
        code: location.code,
        name: locationName(location, lang),
        sells: sells(location),
        active: location.active,
        stock,
        reserved,
        incoming: coming,
        low_stock_threshold: threshold,
        own_low_stock_threshold: own,
        // Only where the variation is carried (a row there), as `isLowAt` counts it.
        low: !row.hidden && sells(location) && shelf !== undefined && stock <= threshold,
      },
    ];
  });
  const inTransit = incoming.reduce((sum, entry) => sum + entry.units, 0);
  const free = shelves.reduce((sum, entry) => sum + entry.stock, 0);
  return { ...row, in_transit: inTransit, on_hand: free + row.reserved + inTransit, locations };
}

/** Units of one variation. */
export interface StockLine {
  variationId: number;
  quantity: number;
}

/** The order a movement belongs to, and the employee who made it, if one did. */
export interface MovementCause {
  orderId: number;
  actorId?: number | null;
}

export type InventoryService = ReturnType<typeof createInventoryService>;

/** Locks the lines' variations, all before any stock changes (see `lockVariations`), and answers them in that order. */
async function locked<Line extends StockLine>(tx: DbOrTx, lines: Line[]): Promise<Line[]> {
  const sorted = [...lines].sort((a, b) => a.variationId - b.variationId);
  if (sorted.length > 0)
    await repo.lockVariations(
      tx,
      sorted.map((line) => line.variationId),
    );
  return sorted;
}

const belowReserved = (reserved: number, stock: number) =>
  new AppError(
    'conflict',
    'stock_below_reserved',
    `Open orders have put aside ${reserved} units and ${stock} are free to sell: the shop cannot hold fewer than ${reserved}`,
  );

const keyReused = () =>
  new AppError('unprocessable', 'idempotency_key_reused', 'This key was used for another stock adjustment');

const stockMoving = () =>
  new AppError(
    'conflict',
    'order_stock_moving',
    "The order's goods are on their way between locations: its lines cannot change until they arrive",
  );

/** Whether a stored movement is the adjustment a repeated request asks for (at the location it names, if any). */
function sameAdjustment(
  movement: repo.MovementRow,
  variationId: number,
  body: StockAdjustmentBody,
  locationId: number | undefined,
) {
  const quantity = body.reason === 'count_correction' ? movement.counted : Math.abs(movement.quantityChange);
  return (
    movement.variationId === variationId &&
    (locationId === undefined || movement.locationId === locationId) &&
    movement.kind === body.reason &&
    quantity === body.quantity &&
    movement.note === (body.note ?? null)
  );
}

function movementView(row: repo.HistoryRow): StockMovement {
  const { movement } = row;
  return {
    id: movement.id,
    variation_id: movement.variationId,
    sku: row.sku,
    variation_name: row.variationName,
    kind: movement.kind,
    quantity_change: movement.quantityChange,
    stock_after: movement.stockAfter,
    counted: movement.counted,
    note: movement.note,
    order_id: movement.orderId,
    location:
      movement.locationId === null || row.locationCode === null
        ? null
        : { id: movement.locationId, code: row.locationCode, name: row.locationName ?? row.locationCode },
    actor:
      movement.actorId === null
        ? null
        : {
            id: movement.actorId,
            name: [row.actorFirstName, row.actorLastName].filter(Boolean).join(' '),
          },
    created_at: movement.createdAt.toISOString(),
  };
}

/**
 * Stock, the one place that changes it (docs/decisions/025-stock-model.md, 058): each location
 * has free units (`location_stock`), units taken by open orders are held there as the order's
 * allocations, and `variations.stock` — what the catalogue sells — is the free units summed over
 * the locations that sell, kept by the database. Every change writes its movement, with its
 * location, in the caller's transaction, so the history is complete.
 */
export function createInventoryService(settings: {
  lowStockThreshold: number;
  /**
   * In the change's transaction, with the variations whose free stock at a location went from
   * none to some (back-in-stock alerts; app.ts hands it in, so inventory depends on no feature of its own).
   */
  onRestocked?: (tx: DbOrTx, variationIds: number[]) => Promise<void>;
}) {
  const defaultThreshold = settings.lowStockThreshold;

  /** The one way movements are written: each stock change with its row, and restocks told. */
  async function writeMovements(tx: DbOrTx, entries: repo.MovementEntry[]) {
    const rows = await repo.insertMovements(tx, entries);
    const restocked = entries
      .filter((entry) => entry.stockAfter > 0 && entry.stockAfter - entry.quantityChange <= 0)
      .map((entry) => entry.variationId);
    if (restocked.length > 0) await settings.onRestocked?.(tx, [...new Set(restocked)]);
    return rows;
  }

  const transfers = createTransfers({ lock: locked, writeMovements, allLocations: allLocations });

  /** The location adjustments and imports change when none is named (migration 0036 makes it). */
  async function defaultLocation(db: DbOrTx): Promise<LocationRow> {
    const found = (await allLocations(db)).find((location) => location.isDefault);
    if (!found)
      throw new Error('no default stock location: migration 0036 makes one and the locations module keeps one');
    return found;
  }

  /**
   * Takes every line out of stock inside the caller's transaction, at the locations `target`'s
   * rule picks (stock-allocation.ts): the destination's own shelf first, then wherever the units
   * are, with a transfer to bring them. `short` are the lines that could not be taken (the caller
   * rolls the transaction back when there are any); `record` writes the order's allocations, the
   * movements and the transfers once the order they were taken for exists.
   */
  async function reserve<Line extends StockLine>(
    tx: DbOrTx,
    lines: Line[],
    target: AllocationTarget = { method: 'courier' },
  ) {
    const short: Line[] = [];
    const takes: Array<{
      variationId: number;
      locationId: number;
      quantity: number;
      stockAfter: number;
      bringTo: number | null;
    }> = [];
    const sorted = await locked(tx, lines);
    const everywhere = await allLocations(tx);
    const free = await repo.freeByLocation(
      tx,
      sorted.map((line) => line.variationId),
    );
    for (const line of sorted) {
      const plan = planTakes(
        everywhere,
        free.filter((row) => row.variationId === line.variationId),
        line.quantity,
        target,
      );
      if (!plan) {
        short.push(line);
        continue;
      }
      for (const take of plan) {
        const after = await repo.changeStock(tx, line.variationId, take.locationId, -take.quantity);
        if (after === undefined)
          throw new Error(`location ${take.locationId} lost units of ${line.variationId} under its lock`);
        takes.push({ variationId: line.variationId, ...take, stockAfter: after });
      }
    }
    const record = async (orderId: number) => {
      for (const take of takes) {
        await repo.changeAllocation(
          tx,
          { orderId, variationId: take.variationId, locationId: take.locationId },
          take.quantity,
        );
      }
      await writeMovements(
        tx,
        takes.map((take) => ({
          variationId: take.variationId,
          locationId: take.locationId,
          kind: 'order_reserved' as const,
          quantityChange: -take.quantity,
          stockAfter: take.stockAfter,
          orderId,
        })),
      );
      await transfers.bringForOrder(
        tx,
        orderId,
        takes.flatMap((take) => (take.bringTo === null ? [] : [{ ...take, toLocationId: take.bringTo }])),
      );
    };
    return { short, record };
  }

  async function putBack(
    tx: DbOrTx,
    variationId: number,
    locationId: number,
    quantity: number,
    kind: StockMovementKind,
    cause: MovementCause,
  ): Promise<repo.MovementEntry> {
    const after = await repo.changeStock(tx, variationId, locationId, quantity);
    if (after === undefined) throw new Error(`variation ${variationId} vanished while being restocked`);
    return {
      variationId,
      locationId,
      kind,
      quantityChange: quantity,
      stockAfter: after,
      orderId: cause.orderId,
      actorId: cause.actorId ?? null,
    };
  }

  /**
   * An order given up (cancelled, expired): each line's units are free again where the order held
   * them, and the transfers that were to bring them are cancelled; units already on the road stay
   * on it and arrive free at their destination.
   */
  async function release(tx: DbOrTx, lines: StockLine[], cause: MovementCause) {
    const sorted = await locked(tx, lines);
    await transfers.cancelForOrder(tx, cause.orderId);
    const { taken } = await unallocate(tx, cause.orderId, sorted);
    const entries: repo.MovementEntry[] = [];
    for (const { variationId, locationId, quantity } of taken) {
      entries.push(await putBack(tx, variationId, locationId, quantity, 'order_released', cause));
    }
    await writeMovements(tx, entries);
  }

  /**
   * Takes each line's units out of the order's allocations, location by location, and answers
   * what came from where and how many units no allocation held (release and dropFromOrder).
   */
  async function unallocate(tx: DbOrTx, orderId: number, lines: StockLine[]) {
    const held = await repo.allocationsOf(tx, orderId);
    const taken: Array<{ variationId: number; locationId: number; quantity: number }> = [];
    let missing = 0;
    for (const line of lines) {
      let left = line.quantity;
      for (const { variationId, locationId, quantity: allocated } of held.filter(
        (row) => row.variationId === line.variationId,
      )) {
        const quantity = Math.min(left, allocated);
        if (quantity === 0) continue;
        left -= quantity;
        await repo.changeAllocation(tx, { orderId, variationId, locationId }, -quantity);
        taken.push({ variationId, locationId, quantity });
      }
      missing += left;
    }
    return { taken, missing };
  }

  /**
   * Moves an unpaid order's units to where its new delivery choice takes them from: everything it
   * holds is put back and taken again by `target`'s rule in the caller's transaction (what it held
   * is free again first, so the order never comes up short). Answers false, changing nothing, once
   * a transfer for the order has left (staff are already moving its goods).
   */
  async function reallocate(tx: DbOrTx, orderId: number, target: AllocationTarget) {
    if (await transfers.orderGoodsMoving(tx, orderId)) return false;
    const totals = new Map<number, number>();
    for (const row of await repo.allocationsOf(tx, orderId)) {
      totals.set(row.variationId, (totals.get(row.variationId) ?? 0) + row.quantity);
    }
    const lines = [...totals].map(([variationId, quantity]) => ({ variationId, quantity }));
    await release(tx, lines, { orderId });
    const again = await reserve(tx, lines, target);
    if (again.short.length > 0)
      throw new Error(`order ${orderId} came up short taking back units it had just put back`);
    await again.record(orderId);
    return true;
  }

  /**
   * Units an open order no longer takes after a change by staff (modules/order-changes), out of its
   * allocations where they were held: back on that shelf when `restock`, else written off (damaged
   * or not there to sell; the movement takes them out of the shop's units, the shelf's free units
   * unchanged). Refused with `order_stock_moving` while a transfer for the order is under way:
   * its units are spoken for.
   */
  async function dropFromOrder(tx: DbOrTx, lines: StockLine[], cause: MovementCause, restock: boolean) {
    const sorted = await locked(tx, lines);
    if (await transfers.orderGoodsUnderway(tx, cause.orderId)) throw stockMoving();
    const free = await repo.freeByLocation(
      tx,
      sorted.map((line) => line.variationId),
    );
    const { taken, missing } = await unallocate(tx, cause.orderId, sorted);
    if (missing > 0) throw stockMoving();
    const entries: repo.MovementEntry[] = [];
    for (const { variationId, locationId, quantity } of taken) {
      if (restock) {
        entries.push(await putBack(tx, variationId, locationId, quantity, 'order_released', cause));
        continue;
      }
      const shelf = free.find((row) => row.variationId === variationId && row.locationId === locationId);
      entries.push({
        variationId,
        locationId,
        kind: 'order_written_off',
        quantityChange: -quantity,
        stockAfter: shelf?.stock ?? 0,
        orderId: cause.orderId,
        actorId: cause.actorId ?? null,
      });
    }
    await writeMovements(tx, entries);
  }

  /**
   * Returned goods that can be sold again go back on the shelf where the order took them from
   * (the pickup shop, the warehouse that sent them), else at the default location.
   */
  async function takeBack(tx: DbOrTx, lines: StockLine[], cause: MovementCause & { actorId: number }) {
    const sorted = await locked(tx, lines);
    const held = await repo.allocationsOf(tx, cause.orderId);
    const fallback = (await defaultLocation(tx)).id;
    const entries: repo.MovementEntry[] = [];
    for (const line of sorted) {
      const locationId = held.find((row) => row.variationId === line.variationId)?.locationId ?? fallback;
      entries.push(await putBack(tx, line.variationId, locationId, line.quantity, 'returned', cause));
    }
    await writeMovements(tx, entries);
  }

  /**
   * A staff adjustment at a location (the default one when none is named), with the variation
   * locked: never leaves the location holding fewer units than open orders have put aside there
   * (its free units never below zero). Concurrent orders queue on the same row lock, so what is
   * reserved cannot change under the check. With an idempotency key already used by this
   * employee, the first adjustment is answered (`replayed`) if it asked the same, and 422
   * otherwise. Answers the location's units before and after and the movement's id.
   */
  async function adjust(
    tx: DbOrTx,
    variationId: number,
    body: StockAdjustmentBody,
    actor: { actorId: number; idempotencyKey?: string | undefined; locationId?: number | undefined },
  ) {
    if (actor.idempotencyKey) {
      const earlier = await repo.movementByKey(tx, actor.actorId, actor.idempotencyKey);
      if (earlier) {
        if (!sameAdjustment(earlier, variationId, body, actor.locationId)) throw keyReused();
        return { replayed: true as const, movementId: earlier.id };
      }
    }
    const [row] = await repo.lockVariations(tx, [variationId]);
    if (!row) throw notFound('Variation');
    const locationId = actor.locationId ?? (await defaultLocation(tx)).id;
    if (actor.locationId !== undefined && !(await allLocations(tx)).some((place) => place.id === locationId))
      throw new AppError('unprocessable', 'unknown_location', `There is no location ${locationId}`);
    const reserved = await repo.reservedOf(tx, variationId, locationId);
    const stock =
      (await repo.freeByLocation(tx, [variationId])).find((free) => free.locationId === locationId)?.stock ?? 0;
    const change =
      body.reason === 'delivery'
        ? body.quantity
        : body.reason === 'write_off'
          ? -body.quantity
          : body.quantity - reserved - stock;
    const after = change === 0 ? stock : await repo.changeStock(tx, variationId, locationId, change);
    if (after === undefined) throw belowReserved(reserved, stock);
    const [movement] = await writeMovements(tx, [
      {
        variationId,
        locationId,
        kind: body.reason,
        quantityChange: change,
        stockAfter: after,
        counted: body.reason === 'count_correction' ? body.quantity : null,
        actorId: actor.actorId,
        note: body.note ?? null,
        idempotencyKey: actor.idempotencyKey ?? null,
      },
    ]);
    return {
      replayed: false as const,
      locationId,
      before: { stock, reserved },
      after: { stock: after, reserved },
      movementId: movement!.id,
    };
  }

  /** A location by its code, for a list or history that names one; an unknown code is refused. */
  async function locationByCode(db: DbOrTx, code: string) {
    const found = (await allLocations(db)).find((location) => location.code === code);
    if (!found) throw new AppError('unprocessable', 'unknown_location', `There is no location "${code}"`);
    return found;
  }

  /** Rows of `variationColumns` with their per-location figures, in-transit and on-hand units. */
  async function withLocations(db: DbOrTx, rows: VariationRow[], lang: Language): Promise<StockVariation[]> {
    if (rows.length === 0) return [];
    const [everywhere, figures] = await Promise.all([
      allLocations(db),
      repo.locationFigures(
        db,
        rows.map((row) => row.variation_id),
      ),
    ]);
    return rows.map((row) => stockView(row, everywhere, figures, lang));
  }

  /** Every location, in the shop's order, as the stock pages pick them. */
  async function locations(db: DbOrTx, lang: Language): Promise<StaffStockLocation[]> {
    return (await allLocations(db)).map((location) => ({
      id: location.id,
      code: location.code,
      name: locationName(location, lang),
      sells: sells(location),
      active: location.active,
      is_default: location.isDefault,
    }));
  }

  async function list(db: DbOrTx, filters: StockListFilters): Promise<StockList> {
    const location = filters.location ? await locationByCode(db, filters.location) : undefined;
    const { rows, total } = await repo.listVariations(db, {
      ...filters,
      normalizedQuery: filters.q ? normalizeForSearch(filters.q) : undefined,
      defaultThreshold,
      place: location && { id: location.id, sells: sells(location) },
    });
    const items = await withLocations(db, rows, filters.lang ?? 'ru');
    return { items, page: filters.page, page_size: filters.page_size, total };
  }

  async function variation(db: DbOrTx, variationId: number, lang: Language): Promise<StockVariation | undefined> {
    const row = await repo.variationStock(db, variationId, lang, defaultThreshold);
    return row && (await withLocations(db, [row], lang))[0];
  }

  async function product(db: DbOrTx, productId: number, lang: Language): Promise<ProductStock> {
    const found = await repo.findProduct(db, productId, lang);
    if (!found) throw notFound('Product');
    return {
      product_id: found.id,
      title: found.title,
      low_stock_threshold: found.lowStockThreshold,
      default_low_stock_threshold: defaultThreshold,
      variations: await withLocations(db, await repo.productVariations(db, productId, lang, defaultThreshold), lang),
    };
  }

  async function history(db: DbOrTx, productId: number, filters: StockHistoryFilters): Promise<StockHistory> {
    if (!(await repo.findProduct(db, productId, 'ru'))) throw notFound('Product');
    const locationId = filters.location ? (await locationByCode(db, filters.location)).id : undefined;
    const { rows, total } = await repo.history(db, productId, { ...filters, locationId });
    return { items: rows.map(movementView), page: filters.page, page_size: filters.page_size, total };
  }

  async function movement(db: DbOrTx, productId: number, movementId: number, lang: Language) {
    const { rows } = await repo.history(db, productId, { lang, page: 1, page_size: 1, movementId });
    return rows[0] ? movementView(rows[0]) : undefined;
  }

  /**
   * Sets a variation's own threshold at a location (null: the product's or the shop's applies)
   * with the variation locked first, as every write to `location_stock` takes it (its trigger
   * writes the variation). Answers what it was, or undefined when the variation or location does not exist.
   */
  async function setLocationThreshold(tx: DbOrTx, variationId: number, locationId: number, threshold: number | null) {
    const [row] = await repo.lockVariations(tx, [variationId]);
    if (!row || !(await allLocations(tx)).some((location) => location.id === locationId)) return undefined;
    const before = (await repo.lockLocationThreshold(tx, variationId, locationId))?.lowStockThreshold ?? null;
    if (before !== threshold) await repo.setLocationThreshold(tx, variationId, locationId, threshold);
    return { before };
  }

  /** Sets the product's own threshold with its row locked; answers what it was, or undefined without a product. */
  async function setThreshold(tx: DbOrTx, productId: number, threshold: number | null) {
    const current = await repo.lockProductThreshold(tx, productId);
    if (!current) return undefined;
    if (current.lowStockThreshold !== threshold) await repo.setProductThreshold(tx, productId, threshold);
    return { before: current.lowStockThreshold };
  }

  /**
   * Sets the free units a catalogue import read at each location, in the import's transaction
   * with the variations locked by the caller (so `before` — what the caller read under that
   * lock — is what is written over). Like staff's count, the import's figure is a location's free
   * units: open orders' units held there stay as they were. One statement writes every location's
   * units (`variations.stock` follows by the trigger of migration 0036), one more every movement:
   * a new variation's first units at a location as a delivery, a changed figure as a count of
   * free and reserved units there. A new variation's units (`isNew`) came in with it, in the
   * statement that inserted it (catalog-import's apply-writes, migration 0052): only their
   * movements are written here.
   */
  async function setImportedStock(
    tx: DbOrTx,
    changes: Array<{ variationId: number; locationId: number; before: number; after: number; isNew: boolean }>,
    actorId: number,
    note: string,
  ) {
    const changed = changes.filter((change) => change.after !== change.before);
    if (changed.length === 0) return;
    const reserved = new Map(
      (
        await repo.reservedAtEach(
          tx,
          changed.filter((change) => !change.isNew),
        )
      ).map((row) => [`${row.variationId}:${row.locationId}`, row.reserved]),
    );
    await repo.setStock(
      tx,
      changed
        .filter((change) => !change.isNew)
        .map((change) => ({
          variationId: change.variationId,
          locationId: change.locationId,
          stock: change.after,
        })),
    );
    await writeMovements(
      tx,
      changed.map((change) => ({
        variationId: change.variationId,
        locationId: change.locationId,
        quantityChange: change.after - change.before,
        stockAfter: change.after,
        actorId,
        note,
        ...(change.isNew
          ? { kind: 'delivery' as const }
          : {
              kind: 'count_correction' as const,
              counted: change.after + (reserved.get(`${change.variationId}:${change.locationId}`) ?? 0),
            }),
      })),
    );
  }

  /** Free, reserved and on-the-road units at a location (the locations module will not close one holding any). */
  const unitsHeldAt = (db: DbOrTx, locationId: number) => repo.unitsHeldAt(db, locationId);

  /**
   * Variations low as the stock list without a location counts them (`isLow`: the sum they sell
   * at or below the product's threshold, or a selling location at or below a threshold of its
   * own), the emptiest first.
   */
  function lowStock(db: DbOrTx, lang: Language, limit: number) {
    return repo.lowStock(db, lang, defaultThreshold, limit);
  }

  return {
    /** Free units per variation and location, and what an order holds where: read by the storefront's availability. */
    freeByLocation: repo.freeByLocation,
    allocationsOf: repo.allocationsOf,
    reserve,
    release,
    reallocate,
    dropFromOrder,
    takeBack,
    transfers,
    defaultLocation,
    adjust,
    locations,
    list,
    variation,
    product,
    history,
    movement,
    setThreshold,
    setLocationThreshold,
    lowStock,
    setImportedStock,
    unitsHeldAt,
    defaultThreshold,
  };
}
