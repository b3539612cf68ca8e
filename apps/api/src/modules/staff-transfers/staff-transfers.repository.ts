import type { Language } from '@aruu/contract/common';
import type { TransferListFilters } from '@aruu/contract/staff-transfers';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { products, stockTransferLines, stockTransfers, users, variations } from '../../db/schema/index.js';

export type TransferRow = typeof stockTransfers.$inferSelect;

/** Per transfer: how many lines and units (`stock_transfer_lines_variation_idx` leads with the transfer). */
const lineTotals = (db: DbOrTx) =>
  db
    .select({
      transferId: stockTransferLines.transferId,
      lineCount: sql<number>`count(*)::int`.as('line_count'),
      units: sql<number>`sum(${stockTransferLines.quantity})::int`.as('units'),
    })
    .from(stockTransferLines)
    .groupBy(stockTransferLines.transferId)
    .as('totals');

/** A page of transfers, newest first, by status and by a location (its id) they leave or reach. */
export async function listTransfers(
  db: DbOrTx,
  filters: Pick<TransferListFilters, 'status' | 'page' | 'page_size'> & { locationId?: number | undefined },
) {
  const where = and(
    filters.status ? eq(stockTransfers.status, filters.status) : undefined,
    filters.locationId === undefined
      ? undefined
      : or(eq(stockTransfers.fromLocationId, filters.locationId), eq(stockTransfers.toLocationId, filters.locationId)),
  );
  const totals = lineTotals(db);
  const [rows, [count]] = await Promise.all([
    db
      .select({ transfer: stockTransfers, lineCount: totals.lineCount, units: totals.units })
      .from(stockTransfers)
      .innerJoin(totals, eq(totals.transferId, stockTransfers.id))
      .where(where)
      .orderBy(desc(stockTransfers.id))
      .limit(filters.page_size)
      .offset((filters.page - 1) * filters.page_size),
    db.select({ total: sql<number>`count(*)::int` }).from(stockTransfers).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findTransfer(db: DbOrTx, transferId: number) {
  const [row] = await db.select().from(stockTransfers).where(eq(stockTransfers.id, transferId));
  return row;
}

/** A transfer's lines with what staff recognise them by, in the asked language. */
export function transferLines(db: DbOrTx, transferId: number, lang: Language) {
  return db
    .select({
      variation_id: stockTransferLines.variationId,
      product_id: variations.productId,
      sku: variations.sku,
      barcode: variations.barcode,
      title: localized({ ru: products.titleRu, en: products.titleEn, ky: products.titleKy }, lang),
      variation_name: localized({ ru: variations.nameRu, en: variations.nameEn, ky: variations.nameKy }, lang),
      quantity: stockTransferLines.quantity,
      received_quantity: stockTransferLines.receivedQuantity,
    })
    .from(stockTransferLines)
    .innerJoin(variations, eq(variations.id, stockTransferLines.variationId))
    .innerJoin(products, eq(products.id, variations.productId))
    .where(eq(stockTransferLines.transferId, transferId))
    .orderBy(asc(variations.sku));
}

/** Employees' names by id. */
export async function employeeNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ')]));
}

/** Which of the variations exist. */
export async function existingVariations(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: variations.id }).from(variations).where(inArray(variations.id, ids));
  return new Set(rows.map((row) => row.id));
}
