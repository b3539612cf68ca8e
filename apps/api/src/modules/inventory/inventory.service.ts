import type { Language } from '@aruu/contract/common';
import type {
  ProductStock,
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
import * as repo from './inventory.repository.js';

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

/** Whether a stored movement is the adjustment a repeated request asks for. */
function sameAdjustment(movement: repo.MovementRow, variationId: number, body: StockAdjustmentBody) {
  const quantity = body.reason === 'count_correction' ? movement.counted : Math.abs(movement.quantityChange);
  return (
    movement.variationId === variationId &&
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
 * Stock, the one place that changes `variations.stock` (docs/decisions/025-stock-model.md):
 * `stock` is what is free to sell, units in open orders are `reserved` outside it. Every change
 * writes its movement in the caller's transaction, so the history is complete.
 */
export function createInventoryService(settings: {
  lowStockThreshold: number;
  /**
   * In the change's transaction, with the variations whose free stock went from none to some
   * (back-in-stock alerts; app.ts hands it in, so inventory depends on no feature of its own).
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

  /**
   * Takes every line out of stock inside the caller's transaction. `short` are the lines that
   * could not be taken (the caller rolls the transaction back when there are any); `record`
   * writes the movements once the order they were taken for exists.
   */
  async function reserve<Line extends StockLine>(tx: DbOrTx, lines: Line[]) {
    const short: Line[] = [];
    const taken: repo.MovementEntry[] = [];
    for (const line of await locked(tx, lines)) {
      const after = await repo.changeStock(tx, line.variationId, -line.quantity);
      if (after === undefined) short.push(line);
      else
        taken.push({
          variationId: line.variationId,
          kind: 'order_reserved',
          quantityChange: -line.quantity,
          stockAfter: after,
        });
    }
    const record = async (orderId: number) => {
      await writeMovements(
        tx,
        taken.map((entry) => ({ ...entry, orderId })),
      );
    };
    return { short, record };
  }

  async function putBack(tx: DbOrTx, lines: StockLine[], kind: StockMovementKind, cause: MovementCause) {
    const entries: repo.MovementEntry[] = [];
    for (const line of await locked(tx, lines)) {
      const after = await repo.changeStock(tx, line.variationId, line.quantity);
      if (after === undefined) throw new Error(`variation ${line.variationId} vanished while being restocked`);
      entries.push({
        variationId: line.variationId,
        kind,
        quantityChange: line.quantity,
        stockAfter: after,
        orderId: cause.orderId,
        actorId: cause.actorId ?? null,
      });
    }
    await writeMovements(tx, entries);
  }

  /** An order given up (cancelled, expired): the units it held are free to sell again. */
  function release(tx: DbOrTx, lines: StockLine[], cause: MovementCause) {
    return putBack(tx, lines, 'order_released', cause);
  }

  /** Returned goods that can be sold again go back on the shelf. */
  function takeBack(tx: DbOrTx, lines: StockLine[], cause: MovementCause & { actorId: number }) {
    return putBack(tx, lines, 'returned', cause);
  }

  /**
   * A staff adjustment with the variation locked: never leaves the shop holding fewer units than
   * open orders have put aside (`stock`, the free units, never below zero). Concurrent orders
   * queue on the same row lock, so what is reserved cannot change under the check. With an
   * idempotency key already used by this employee, the first adjustment is answered
   * (`replayed`) if it asked the same, and 422 otherwise. Answers the stock before and after and
   * the movement's id.
   */
  async function adjust(
    tx: DbOrTx,
    variationId: number,
    body: StockAdjustmentBody,
    actor: { actorId: number; idempotencyKey?: string | undefined },
  ) {
    if (actor.idempotencyKey) {
      const earlier = await repo.movementByKey(tx, actor.actorId, actor.idempotencyKey);
      if (earlier) {
        if (!sameAdjustment(earlier, variationId, body)) throw keyReused();
        return { replayed: true as const, movementId: earlier.id };
      }
    }
    const [row] = await repo.lockVariations(tx, [variationId]);
    if (!row) throw notFound('Variation');
    const reserved = await repo.reservedOf(tx, variationId);
    const change =
      body.reason === 'delivery'
        ? body.quantity
        : body.reason === 'write_off'
          ? -body.quantity
          : body.quantity - reserved - row.stock;
    const after = await repo.changeStock(tx, variationId, change);
    if (after === undefined) throw belowReserved(reserved, row.stock);
    const [movement] = await writeMovements(tx, [
      {
        variationId,
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
      before: { stock: row.stock, reserved },
      after: { stock: after, reserved },
      movementId: movement!.id,
    };
  }

  async function list(db: DbOrTx, filters: StockListFilters): Promise<StockList> {
    const { rows, total } = await repo.listVariations(db, {
      ...filters,
      normalizedQuery: filters.q ? normalizeForSearch(filters.q) : undefined,
      defaultThreshold,
    });
    return { items: rows, page: filters.page, page_size: filters.page_size, total };
  }

  function variation(db: DbOrTx, variationId: number, lang: Language): Promise<StockVariation | undefined> {
    return repo.variationStock(db, variationId, lang, defaultThreshold);
  }

  async function product(db: DbOrTx, productId: number, lang: Language): Promise<ProductStock> {
    const found = await repo.findProduct(db, productId, lang);
    if (!found) throw notFound('Product');
    return {
      product_id: found.id,
      title: found.title,
      low_stock_threshold: found.lowStockThreshold,
      default_low_stock_threshold: defaultThreshold,
      variations: await repo.productVariations(db, productId, lang, defaultThreshold),
    };
  }

  async function history(db: DbOrTx, productId: number, filters: StockHistoryFilters): Promise<StockHistory> {
    if (!(await repo.findProduct(db, productId, 'ru'))) throw notFound('Product');
    const { rows, total } = await repo.history(db, productId, filters);
    return { items: rows.map(movementView), page: filters.page, page_size: filters.page_size, total };
  }

  async function movement(db: DbOrTx, productId: number, movementId: number, lang: Language) {
    const { rows } = await repo.history(db, productId, { lang, page: 1, page_size: 1, movementId });
    return rows[0] ? movementView(rows[0]) : undefined;
  }

  /** Sets the product's own threshold with its row locked; answers what it was, or undefined without a product. */
  async function setThreshold(tx: DbOrTx, productId: number, threshold: number | null) {
    const current = await repo.lockProductThreshold(tx, productId);
    if (!current) return undefined;
    if (current.lowStockThreshold !== threshold) await repo.setProductThreshold(tx, productId, threshold);
    return { before: current.lowStockThreshold };
  }

  /**
   * Records the stock a catalogue import set, in the import's transaction with the variations
   * locked (the import writes `stock`, the free units, which leaves open orders' units as they
   * were): a new variation's first units as a delivery, a changed one as a count of free and
   * reserved units.
   */
  async function recordImported(
    tx: DbOrTx,
    changes: Array<{ variationId: number; before: number; after: number; isNew: boolean }>,
    actorId: number,
    note: string,
  ) {
    const reserved = await repo.reservedOfEach(
      tx,
      changes.filter((change) => !change.isNew).map((change) => change.variationId),
    );
    const entries: repo.MovementEntry[] = [];
    for (const change of changes) {
      const common = {
        variationId: change.variationId,
        quantityChange: change.after - change.before,
        stockAfter: change.after,
        actorId,
        note,
      };
      if (change.isNew) entries.push({ ...common, kind: 'delivery' });
      else
        entries.push({
          ...common,
          kind: 'count_correction',
          counted: change.after + (reserved.get(change.variationId) ?? 0),
        });
    }
    await writeMovements(tx, entries);
  }

  /** Variations at or below their product's threshold, the emptiest first. */
  function lowStock(db: DbOrTx, lang: Language, limit: number) {
    return repo.lowStock(db, lang, defaultThreshold, limit);
  }

  return {
    reserve,
    release,
    takeBack,
    adjust,
    list,
    variation,
    product,
    history,
    movement,
    setThreshold,
    lowStock,
    recordImported,
    defaultThreshold,
  };
}
