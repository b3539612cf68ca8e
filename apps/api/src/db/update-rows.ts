import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** PostgreSQL's limit on bind parameters in one statement. */
const MAX_BIND_PARAMETERS = 65_535;

/**
 * Gives many rows each their own values in one statement per chunk:
 * `UPDATE table SET a = v.a, … FROM (VALUES (…), …) AS v(key, a, …) WHERE table.key = v.key`.
 * Every row must set the same columns (those of the first row). Values are cast to their
 * column's type, so VALUES has typed columns even where a value is null, and mapped as the
 * column maps them. `updatedAt` stamps the rows' `updated_at` with the transaction's time.
 */
export async function updateRows<T extends PgTable>(
  tx: DbOrTx,
  table: T,
  key: keyof T['$inferSelect'] & string,
  rows: Array<Partial<T['$inferInsert']>>,
  options: { updatedAt?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyColumn = columns[key]!;
  const setNames = Object.keys(rows[0]!).filter((name) => name !== key);
  const names = [key, ...setNames];
  const alias = (name: string) => sql.identifier(`v_${name}`);
  const assignments: SQL[] = setNames.map((name) => sql`${sql.identifier(columns[name]!.name)} = ${alias(name)}`);
  if (options.updatedAt) assignments.push(sql`updated_at = now()`);
  const chunkRows = Math.floor(MAX_BIND_PARAMETERS / names.length);
  for (let start = 0; start < rows.length; start += chunkRows) {
    const values = rows.slice(start, start + chunkRows).map((row) => {
      const record = row as Record<string, unknown>;
      const cells = names.map((name) => {
        const column = columns[name]!;
        return sql`${sql.param(record[name], column)}::${sql.raw(castType(column))}`;
      });
      return sql`(${sql.join(cells, sql`, `)})`;
    });
    await tx.execute(
      sql`update ${table} set ${sql.join(assignments, sql`, `)}
          from (values ${sql.join(values, sql`, `)}) as v(${sql.join(names.map(alias), sql`, `)})
          where ${keyColumn} = ${alias(key)}`,
    );
  }
}

/** A serial column holds plain integers; `serial` is not a type a value can be cast to. */
function castType(column: PgColumn): string {
  const type = column.getSQLType();
  return { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' }[type] ?? type;
}
