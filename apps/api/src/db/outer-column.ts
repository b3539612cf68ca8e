import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column of the enclosing query, named with its table, for a correlated subquery written in
 * sql``. Drizzle prints a one-table select's fields (and every `returning`) with bare column
 * names, so `(select v.id from variations v where v.product_id = ${products.id})` becomes
 * `... = "id"`, which binds to the subquery's own `v.id`: no error, a wrong answer (issue 29,
 * item 18: every demo order line got one variation). `outer(products.id)` prints
 * `"products"."id"` (or the alias's name) in every clause.
 */
export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
