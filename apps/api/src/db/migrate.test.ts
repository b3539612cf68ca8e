// @pglite-compatibility: the migrations, applied and checked on the embedded database too
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { prepareDatabase } from '../bootstrap.js';
import { ConfigError } from '../config/config.js';
import { pendingMigrations } from './migrate.js';

const committed = readdirSync(new URL('../../drizzle', import.meta.url)).filter((name) => name.endsWith('.sql'));
const startWithoutMigrating = { migrate: false, log: () => {} };
const releaseStepNamed = /MIGRATE_ON_START is off: run the release step `node apps\/api\/dist\/scripts\/migrate.js`/;

// One copy of the test database, taken step by step from migrated to never migrated.
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migrations as a release step (MIGRATE_ON_START=off)', () => {
  it('starts on a database that has every migration', async () => {
    expect(await pendingMigrations(database)).toBe(0);
    await expect(prepareDatabase(database, startWithoutMigrating)).resolves.toBeUndefined();
  });

  it('refuses a database that lacks the newest migration, naming the release step', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      database,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    );
    expect(await pendingMigrations(database)).toBe(1);
    const start = prepareDatabase(database, startWithoutMigrating);
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(releaseStepNamed);
    // What the release step records once it has applied it.
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
    );
    expect(await pendingMigrations(database)).toBe(0);
  });

  it('counts every committed migration as lacking where none was ever recorded', async () => {
    // As on a new, empty database: drizzle's bookkeeping table does not exist yet.
    await database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to applied_elsewhere`);
    expect(await pendingMigrations(database)).toBe(committed.length);
    await expect(prepareDatabase(database, startWithoutMigrating)).rejects.toThrow(releaseStepNamed);
  });
});
