import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { type Config, ConfigError } from './config/config.js';
import { type Database, type Db, openDatabase } from './db/client.js';
import { pendingMigrations, runMigrations, withAdvisoryLock } from './db/migrate.js';
import { products } from './db/schema/index.js';

const SEED_LOCK_ID = 7_261_002;
/** Migrations, the advisory lock's holder and the seed's batches: a few connections are plenty. */
const MAINTENANCE_POOL_SIZE = 4;

/**
 * `requests`: the server's pool, with the timeouts that keep a request from waiting on a database
 * that is down or stuck. `maintenance`: migrations, seeding and scripts, which may rightly run
 * longer than any request (a big index, a waiting advisory lock) and get no timeouts.
 */
export type DatabaseUse = 'requests' | 'maintenance';

export function openConfiguredDatabase(config: Config, use: DatabaseUse = 'requests'): Promise<Database> {
  if (!config.DATABASE_URL) return openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') });
  return openDatabase({
    kind: 'postgres',
    url: config.DATABASE_URL,
    poolSize: use === 'requests' ? config.DATABASE_POOL_SIZE : MAINTENANCE_POOL_SIZE,
    ...(use === 'requests'
      ? {
          connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : {}),
  });
}

/**
 * `prepareDatabase` for the server's start-up: on PostgreSQL through a short-lived maintenance
 * pool, so that the request pool's timeouts do not cut a migration or the seed short. PGlite is
 * one connection in this process, so there the server's own database is used.
 */
export async function prepareConfiguredDatabase(
  config: Config,
  database: Database,
  options: Parameters<typeof prepareDatabase>[1],
): Promise<void> {
  if (database.kind === 'pglite') return prepareDatabase(database, options);
  const maintenance = await openConfiguredDatabase(config, 'maintenance');
  try {
    await prepareDatabase(maintenance, options);
  } finally {
    await maintenance.close();
  }
}

/**
 * Fills a store that has no products yet. The shop itself has none: the demonstration store
 * (apps/demo) passes its generated catalogue.
 */
export type DatabaseSeed = (db: Db, log: (message: string) => void) => Promise<void>;

/**
 * Brings a database to the current schema (or, with `migrate` off, makes sure the release step
 * has) and, given a `seed`, runs it when the store has no products yet. Safe to run from several
 * processes at once.
 */
export async function prepareDatabase(
  database: Database,
  options: { migrate?: boolean; seed?: DatabaseSeed; log: (message: string) => void },
): Promise<void> {
  if (options.migrate ?? true) await runMigrations(database);
  else await ensureMigrated(database);
  const { seed } = options;
  if (!seed) return;
  await withAdvisoryLock(database, SEED_LOCK_ID, async () => {
    const [row] = await database.db.select({ total: count() }).from(products);
    if ((row?.total ?? 0) === 0) await seed(database.db, options.log);
  });
}

async function ensureMigrated(database: Database) {
  const pending = await pendingMigrations(database);
  if (pending === 0) return;
  throw new ConfigError(
    `The database lacks ${pending} migration(s) and MIGRATE_ON_START is off: run the release step ` +
      '`node apps/api/dist/scripts/migrate.js` first (`npm run migrate` in development).',
  );
}

/**
 * The access-token secret: the configured one, or in development one generated on first start
 * and kept under DATA_DIR (production refuses to start without JWT_SECRET; see config.ts).
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
