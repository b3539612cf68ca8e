// `npm run seed -- [--products N] [--rebuild]`: generates the demo catalogue into the configured
// database (DATABASE_URL or the embedded PGlite). Without --rebuild it refuses to touch a
// database that already has products.
import { parseArgs } from 'node:util';
import { openConfiguredDatabase } from '@aruu/api/bootstrap';
import { loadConfig } from '@aruu/api/config/config';
import { runMigrations } from '@aruu/api/db/migrate';
import { products } from '@aruu/api/db/schema';
import { rebuildRecentSales } from '@aruu/api/modules/catalog/recent-sales';
import { count } from 'drizzle-orm';
import { seedCatalogue } from '../catalogue/seed-catalogue.js';
import { seedDemoOrders } from './seed-demo-orders.js';
import { seedDemoReviews } from './seed-demo-reviews.js';

const { values } = parseArgs({
  options: { products: { type: 'string' }, rebuild: { type: 'boolean', default: false } },
});
const config = loadConfig();
const size = values.products ? Number(values.products) : config.CATALOG_SIZE;
if (!Number.isInteger(size) || size < 10) {
  console.error('--products must be a whole number of at least 10');
  process.exit(1);
}

const database = await openConfiguredDatabase(config, 'maintenance');
try {
  await runMigrations(database);
  const [row] = await database.db.select({ total: count() }).from(products);
  if ((row?.total ?? 0) > 0 && !values.rebuild) {
    console.error(`The catalogue already has ${row?.total} products; pass --rebuild to replace it.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const result = await seedCatalogue(database.db, { products: size, rebuild: values.rebuild });
    await seedDemoReviews(database.db);
    await seedDemoOrders(database.db);
    await rebuildRecentSales(database.db);
    console.log(
      `Seeded ${result.products} products, ${result.variations} variations, ${result.brands} brands in ${Date.now() - started} ms (${database.kind}).`,
    );
  }
} finally {
  await database.close();
}
