import type { DbOrTx } from '../../db/client.js';
import * as repo from './inventory.repository.js';

/** Units of one variation. */
export interface StockLine {
  variationId: number;
  quantity: number;
}

export type InventoryService = ReturnType<typeof createInventoryService>;

/** By variation, so that concurrent callers lock stock rows in the same order (no deadlock). */
const byVariation = <Line extends StockLine>(lines: Line[]) => [...lines].sort((a, b) => a.variationId - b.variationId);

/** Stock: taken for an order inside its transaction, put back when the order is given up. */
export function createInventoryService() {
  /**
   * Takes every line out of stock inside the caller's transaction and answers the lines that
   * could not be taken; the caller rolls the transaction back when there are any.
   */
  async function reserve<Line extends StockLine>(tx: DbOrTx, lines: Line[]): Promise<Line[]> {
    const short = [];
    for (const line of byVariation(lines)) {
      if (!(await repo.takeStock(tx, line.variationId, line.quantity))) short.push(line);
    }
    return short;
  }

  async function release(tx: DbOrTx, lines: StockLine[]) {
    for (const line of byVariation(lines)) await repo.putBack(tx, line.variationId, line.quantity);
  }

  return { reserve, release };
}
