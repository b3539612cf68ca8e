import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { type Config, ConfigError } from './config/config.js';
import { type Database, openDatabase } from './db/client.js';
import { pendingMigrations, runMigrations, withAdvisoryLock } from './db/migrate.js';
import { products } from './db/schema/index.js';
import { seedCatalogue } from './modules/catalog/seed/seed-catalogue.js';
import { seedPromoCodes } from './modules/promotions/seed-promo-codes.js';

const SEED_LOCK_ID = 7_261_002;

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'pglite') });
}

/**
 * Brings a database to the current schema (or, with `migrate` off, makes sure the release step
 * has) and, when it has no products yet, fills it with the demo catalogue. Safe to run from
 * several processes at once.
 */
export async function prepareDatabase(
  database: Database,
  options: { migrate?: boolean; seed: boolean; catalogSize: number; log: (message: string) => void },
): Promise<void> {
  if (options.migrate ?? true) await runMigrations(database);
  else await ensureMigrated(database);
  if (!options.seed) return;
  await withAdvisoryLock(database, SEED_LOCK_ID, async () => {
    const [row] = await database.db.select({ total: count() }).from(products);
    if ((row?.total ?? 0) > 0) return;
    options.log(`empty catalogue: generating ${options.catalogSize} demo products`);
    const started = Date.now();
    const result = await seedCatalogue(database.db, { products: options.catalogSize });
    await seedPromoCodes(database.db);
    options.log(
      `demo catalogue ready: ${result.products} products, ${result.brands} brands in ${Date.now() - started} ms`,
    );
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
