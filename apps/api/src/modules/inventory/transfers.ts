import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type locations, orders, stockTransferLines, stockTransfers } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import * as repo from './inventory.repository.js';
import { holdingStatuses } from './inventory.repository.js';

type Line = { variationId: number; quantity: number };

type LocationRow = typeof locations.$inferSelect;

export type TransferRow = typeof stockTransfers.$inferSelect;
export type TransferLineRow = typeof stockTransferLines.$inferSelect;

const wrongStatus = (transfer: TransferRow, action: string) =>
  new AppError('conflict', 'transfer_status', `Transfer ${transfer.id} is ${transfer.status}: it cannot be ${action}`);

/**
 * Goods moved between locations (docs/decisions/058). A transfer is `created` with its units
 * still at the source; dispatching takes them out of the source (they are then in transit,
 * nobody's free stock); receiving puts what arrived at the destination. A transfer made for an
 * order carries units the order already holds at the source: they leave its allocation there on
 * dispatch and join its allocation at the pickup shop on receipt. Every step locks the lines'
 * variations first, as every stock change does.
 */
export function createTransfers(deps: {
  lock: (tx: DbOrTx, lines: Line[]) => Promise<Line[]>;
  writeMovements: (tx: DbOrTx, entries: repo.MovementEntry[]) => Promise<unknown>;
  /** Every location in the shop's order (the locations module's reader, handed in by the service). */
  allLocations: (db: DbOrTx) => Promise<LocationRow[]>;
}) {
  async function insert(
    tx: DbOrTx,
    head: {
      fromLocationId: number;
      toLocationId: number;
      orderId?: number | null;
      note?: string | null;
      createdBy?: number | null;
    },
    lines: Line[],
  ) {
    const [transfer] = await tx.insert(stockTransfers).values(head).returning();
    const merged = new Map<number, number>();
    for (const line of lines) merged.set(line.variationId, (merged.get(line.variationId) ?? 0) + line.quantity);
    await tx
      .insert(stockTransferLines)
      .values([...merged].map(([variationId, quantity]) => ({ transferId: transfer!.id, variationId, quantity })));
    return transfer!;
  }

  /** The transfers that bring an order's units to its destination, one per source. */
  async function bringForOrder(
    tx: DbOrTx,
    orderId: number,
    takes: Array<{ variationId: number; locationId: number; quantity: number; toLocationId: number }>,
  ) {
    const routes = new Map<string, typeof takes>();
    for (const take of takes) {
      const key = `${take.locationId}>${take.toLocationId}`;
      routes.set(key, [...(routes.get(key) ?? []), take]);
    }
    for (const group of routes.values()) {
      const { locationId, toLocationId } = group[0]!;
      await insert(tx, { fromLocationId: locationId, toLocationId, orderId }, group);
    }
  }

  /** The order's transfers that have not left: cancelled (its units are put back where they are). */
  async function cancelForOrder(tx: DbOrTx, orderId: number) {
    await tx
      .update(stockTransfers)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(stockTransfers.orderId, orderId), eq(stockTransfers.status, 'created')));
  }

  /** Whether a transfer for the order has left its source: its goods are no longer where it took them. */
  async function orderGoodsMoving(db: DbOrTx, orderId: number) {
    const [row] = await db
      .select({ id: stockTransfers.id })
      .from(stockTransfers)
      .where(and(eq(stockTransfers.orderId, orderId), inArray(stockTransfers.status, ['in_transit', 'received'])))
      .limit(1);
    return row !== undefined;
  }

  /** Whether a transfer for the order has not arrived yet (created or on the road): some of its units are spoken for. */
  async function orderGoodsUnderway(db: DbOrTx, orderId: number) {
    const [row] = await db
      .select({ id: stockTransfers.id })
      .from(stockTransfers)
      .where(and(eq(stockTransfers.orderId, orderId), inArray(stockTransfers.status, ['created', 'in_transit'])))
      .limit(1);
    return row !== undefined;
  }

  /** A transfer made by an employee, its units still at the source until it is dispatched. */
  function create(
    tx: DbOrTx,
    input: { fromLocationId: number; toLocationId: number; lines: Line[]; note: string | null; actorId: number },
  ) {
    return insert(
      tx,
      {
        fromLocationId: input.fromLocationId,
        toLocationId: input.toLocationId,
        note: input.note,
        createdBy: input.actorId,
      },
      input.lines,
    );
  }

  /**
   * Locks the transfer with its lines, and first the order it serves, if any: an order's own
   * changes (cancelling it, moving its pickup) lock the order, then its variations, then its
   * transfers, so taking the transfer before the order here could deadlock with them.
   * `forOrder`: the order still holds its goods (placed, not handed over or given up).
   */
  async function lockTransfer(tx: DbOrTx, transferId: number) {
    const [head] = await tx
      .select({ orderId: stockTransfers.orderId })
      .from(stockTransfers)
      .where(eq(stockTransfers.id, transferId));
    if (!head) throw notFound('Transfer');
    const forOrder = head.orderId !== null && (await lockHoldingOrder(tx, head.orderId));
    const [transfer] = await tx.select().from(stockTransfers).where(eq(stockTransfers.id, transferId)).for('update');
    if (!transfer) throw notFound('Transfer');
    const lines = await tx
      .select()
      .from(stockTransferLines)
      .where(eq(stockTransferLines.transferId, transferId))
      .orderBy(asc(stockTransferLines.variationId));
    return { transfer, lines, forOrder: forOrder && transfer.orderId === head.orderId };
  }

  /** Locks the order; answers whether it still holds its goods. */
  async function lockHoldingOrder(tx: DbOrTx, orderId: number) {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    return order !== undefined && (holdingStatuses as readonly string[]).includes(order.status);
  }

  /**
   * The goods leave the source: a staff transfer takes them out of its free units (refused with
   * `not_enough_stock` naming what is missing), an order's transfer out of what the order holds there.
   */
  async function dispatch(tx: DbOrTx, transferId: number, actorId: number) {
    const { transfer, lines, forOrder } = await lockTransfer(tx, transferId);
    if (transfer.status !== 'created') throw wrongStatus(transfer, 'dispatched');
    await deps.lock(tx, lines);
    const entries: repo.MovementEntry[] = [];
    const missing: number[] = [];
    for (const line of lines) {
      if (forOrder) {
        const key = { orderId: transfer.orderId!, variationId: line.variationId, locationId: transfer.fromLocationId };
        await repo.changeAllocation(tx, key, -line.quantity);
        continue;
      }
      const after = await repo.changeStock(tx, line.variationId, transfer.fromLocationId, -line.quantity);
      if (after === undefined) missing.push(line.variationId);
      else
        entries.push({
          variationId: line.variationId,
          locationId: transfer.fromLocationId,
          kind: 'transfer_out',
          quantityChange: -line.quantity,
          stockAfter: after,
          actorId,
          note: `transfer ${transfer.id}`,
        });
    }
    if (missing.length > 0) {
      throw new AppError(
        'conflict',
        'not_enough_stock',
        `The source does not have every unit free to send (variations ${missing.join(', ')})`,
      );
    }
    await deps.writeMovements(tx, entries);
    await tx
      .update(stockTransfers)
      .set({ status: 'in_transit', dispatchedAt: sql`now()`, dispatchedBy: actorId })
      .where(eq(stockTransfers.id, transfer.id));
  }

  /**
   * What arrived is put at the destination: `received` per variation (all that was sent when a line
   * is not named). Fewer units than were sent need a note saying why; the rest are lost to the shop.
   */
  async function receive(
    tx: DbOrTx,
    transferId: number,
    input: { received: Line[]; note: string | null; actorId: number },
  ) {
    const { transfer, lines, forOrder } = await lockTransfer(tx, transferId);
    if (transfer.status !== 'in_transit') throw wrongStatus(transfer, 'received');
    const arrived = lines.map((line) => {
      const named = input.received.find((entry) => entry.variationId === line.variationId);
      return { line, quantity: named ? named.quantity : line.quantity };
    });
    const unknown = input.received.filter((entry) => !lines.some((line) => line.variationId === entry.variationId));
    if (unknown.length > 0 || arrived.some(({ line, quantity }) => quantity > line.quantity || quantity < 0)) {
      throw new AppError(
        'unprocessable',
        'transfer_receipt_mismatch',
        'A received line is not on the transfer or exceeds what was sent',
      );
    }
    if (arrived.some(({ line, quantity }) => quantity < line.quantity) && !input.note) {
      throw new AppError('unprocessable', 'receipt_note_required', 'Say why fewer units arrived than were sent', {
        note: { code: 'required', message: 'Say why fewer units arrived' },
      });
    }
    await deps.lock(tx, lines);
    const entries: repo.MovementEntry[] = [];
    for (const { line, quantity } of arrived) {
      await tx.update(stockTransferLines).set({ receivedQuantity: quantity }).where(eq(stockTransferLines.id, line.id));
      if (quantity === 0) continue;
      if (forOrder) {
        const key = { orderId: transfer.orderId!, variationId: line.variationId, locationId: transfer.toLocationId };
        await repo.changeAllocation(tx, key, quantity);
        continue;
      }
      const after = await repo.changeStock(tx, line.variationId, transfer.toLocationId, quantity);
      entries.push({
        variationId: line.variationId,
        locationId: transfer.toLocationId,
        kind: 'transfer_in',
        quantityChange: quantity,
        stockAfter: after!,
        actorId: input.actorId,
        note: `transfer ${transfer.id}`,
      });
    }
    await deps.writeMovements(tx, entries);
    await tx
      .update(stockTransfers)
      .set({ status: 'received', receivedAt: sql`now()`, receivedBy: input.actorId, receiptNote: input.note })
      .where(eq(stockTransfers.id, transfer.id));
  }

  /** A staff transfer that has not left; an order's transfers end with the order. */
  async function cancel(tx: DbOrTx, transferId: number) {
    const { transfer } = await lockTransfer(tx, transferId);
    if (transfer.status !== 'created') throw wrongStatus(transfer, 'cancelled');
    if (transfer.orderId !== null) {
      throw new AppError(
        'conflict',
        'transfer_for_order',
        "An order's transfer ends with the order: cancel or change the order",
      );
    }
    await tx
      .update(stockTransfers)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(eq(stockTransfers.id, transfer.id));
  }

  /** Every location, in the shop's order: the places a transfer may name (the back office reads them here). */
  const places = (db: DbOrTx) => deps.allLocations(db);

  return {
    bringForOrder,
    cancelForOrder,
    orderGoodsMoving,
    orderGoodsUnderway,
    places,
    create,
    dispatch,
    receive,
    cancel,
  };
}

export type Transfers = ReturnType<typeof createTransfers>;
