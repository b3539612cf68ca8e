import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any constant works; it only has to be the same in every process of the store. */
const MIGRATION_LOCK_ID = 7_261_001;

/**
 * Applies the committed migrations. On PostgreSQL several API processes may start at once,
 * so the migration runs under a session advisory lock on a dedicated connection.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(database, MIGRATION_LOCK_ID, () =>
    migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}

/**
 * How many committed migrations the database lacks, judged as drizzle's migrator judges it: by
 * the newest migration recorded in drizzle.__drizzle_migrations. A server started with
 * MIGRATE_ON_START=off refuses to run on an old schema; this names the release step it needs.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const newest = await newestAppliedMigration(database);
  return migrations.filter((migration) => migration.folderMillis > newest).length;
}

async function newestAppliedMigration(database: Database): Promise<number> {
  // PGlite and node-postgres both answer with a `rows` array. Two queries: PostgreSQL refuses a
  // statement naming a table that does not exist, even in a branch it would not take.
  const rowsOf = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rowsOf<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return Number.NEGATIVE_INFINITY;
  const [newest] = await rowsOf<{ applied: string | null }>(
    sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
  );
  return Number(newest?.applied ?? Number.NEGATIVE_INFINITY);
}

/**
 * Runs `work` while holding a transaction-scoped advisory lock, so concurrent processes take
 * turns. PGlite is single-connection, so there the work simply runs.
 */
export async function withAdvisoryLock<T>(database: Database, lockId: number, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  // Hold the lock in its own transaction while the work uses other pool connections:
  // the lock is released when that transaction ends, even if the process dies.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let acquired!: () => void;
  const lockHeld = new Promise<void>((resolve) => {
    acquired = resolve;
  });
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
    acquired();
    await released;
  });
  await Promise.race([lockHeld, holder]);
  try {
    return await work();
  } finally {
    release();
    await holder;
  }
}
