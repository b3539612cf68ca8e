import type { DbOrTx } from '../../db/client.js';
import * as repo from './inventory.repository.js';

/** Units of one variation. */
export interface StockLine {
  variationId: number;
  quantity: number;
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

/** Stock: taken for an order inside its transaction, put back when the order is given up. */
export function createInventoryService() {
  /**
   * Takes every line out of stock inside the caller's transaction and answers the lines that
   * could not be taken; the caller rolls the transaction back when there are any.
   */
  async function reserve<Line extends StockLine>(tx: DbOrTx, lines: Line[]): Promise<Line[]> {
    const short = [];
    for (const line of await locked(tx, lines)) {
      if (!(await repo.takeStock(tx, line.variationId, line.quantity))) short.push(line);
    }
    return short;
  }

  async function release(tx: DbOrTx, lines: StockLine[]) {
    for (const line of await locked(tx, lines)) await repo.putBack(tx, line.variationId, line.quantity);
  }

  return { reserve, release };
}
