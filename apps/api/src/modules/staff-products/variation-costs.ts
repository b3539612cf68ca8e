import type { CostChangeSource, VariationCostChange } from '@aruu/contract/staff-products';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { users, variationCostChanges, variations } from '../../db/schema/index.js';

/** Who or what changes a cost: kept on each history row. */
export interface CostChangeOrigin {
  source: CostChangeSource;
  /** The employee; null for the accounting system's exchange. */
  changedBy: number | null;
}

/**
 * The one way a variation's cost price changes — the product editor, the catalogue import, the
 * accounting exchange: sets `variations.cost` and writes one `variation_cost_changes` row for each
 * variation whose cost this really changes (the same value again writes nothing), in the caller's
 * transaction. One statement for any number of variations: an import batch passes thousands.
 * Answers the ids of the variations changed.
 */
export async function setCosts(
  tx: Tx,
  costs: Array<{ variationId: number; cost: number | null }>,
  origin: CostChangeOrigin,
): Promise<number[]> {
  if (costs.length === 0) return [];
  const result = await tx.execute(sql`
    with wanted as (
      select * from unnest(${sql.param(costs.map((row) => row.variationId))}::int[],
        ${sql.param(costs.map((row) => row.cost))}::int[]) as t(id, cost)
    ),
    previous as (
      select v.id, v.cost from ${variations} v join wanted w on w.id = v.id
      where v.cost is distinct from w.cost
      order by v.id
      for update of v
    ),
    changed as (
      update ${variations} v set cost = w.cost, updated_at = now()
      from wanted w join previous p on p.id = w.id
      where v.id = w.id
      returning v.id, w.cost, p.cost as previous_cost
    )
    insert into ${variationCostChanges} (variation_id, cost, previous_cost, source, changed_by)
    select id, cost, previous_cost, ${origin.source}, ${origin.changedBy}::int from changed order by id
    returning variation_id`);
  return (result as unknown as { rows: Array<{ variation_id: number }> }).rows.map((row) => row.variation_id);
}

/** `setCosts` for one variation: true when its cost changed. */
export async function setCost(tx: Tx, variationId: number, cost: number | null, origin: CostChangeOrigin) {
  return (await setCosts(tx, [{ variationId, cost }], origin)).length > 0;
}

const HISTORY_ROWS = 200;

/** The cost changes of a product's variations, newest first. */
export async function costHistoryOfProduct(db: DbOrTx, productId: number): Promise<VariationCostChange[]> {
  const rows = await db
    .select({
      id: variationCostChanges.id,
      variationId: variationCostChanges.variationId,
      sku: variations.sku,
      cost: variationCostChanges.cost,
      previousCost: variationCostChanges.previousCost,
      source: variationCostChanges.source,
      changedById: users.id,
      changedByName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      createdAt: variationCostChanges.createdAt,
    })
    .from(variationCostChanges)
    .innerJoin(variations, eq(variations.id, variationCostChanges.variationId))
    .leftJoin(users, eq(users.id, variationCostChanges.changedBy))
    .where(eq(variations.productId, productId))
    .orderBy(desc(variationCostChanges.createdAt), desc(variationCostChanges.id))
    .limit(HISTORY_ROWS);
  return rows.map((row) => ({
    id: row.id,
    variation_id: row.variationId,
    sku: row.sku,
    cost: row.cost,
    previous_cost: row.previousCost,
    source: row.source,
    changed_by: row.changedById === null ? null : { id: row.changedById, name: row.changedByName },
    created_at: row.createdAt.toISOString(),
  }));
}
