// The release step: `node apps/api/dist/scripts/migrate.js` in production (`npm run migrate` in
// development) brings the configured database to the current schema before new servers start.
// It takes the same advisory lock as a server migrating at start, so the two never race.
import { openConfiguredDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { pendingMigrations, runMigrations } from '../db/migrate.js';

const config = loadConfig();
// A release step may wait for the migration lock or build an index: no request timeouts here.
const database = await openConfiguredDatabase(config, 'maintenance');
try {
  const pending = await pendingMigrations(database);
  await runMigrations(database);
  console.log(`${pending} migration(s) were pending; the ${database.kind} database is up to date.`);
} finally {
  await database.close();
}
