import type { DatabaseSeed } from '@aruu/api/bootstrap';
import { rebuildRecentSales } from '@aruu/api/modules/catalog/recent-sales';
import { seedCatalogue } from '../catalogue/seed-catalogue.js';
import { seedDemoOrders } from './seed-demo-orders.js';
import { seedDemoReviews } from './seed-demo-reviews.js';
import { seedPromoCodes } from './seed-promo-codes.js';
import { spreadStockOverShops } from './spread-stock.js';

export interface DemoSeedOptions {
  products: number;
  /** Off for the tests' template: their files count the orders they place themselves. */
  demoOrders?: boolean;
  /**
   * Off for the tests' template too: its fixtures set a variation's stock directly, which lands at
   * the default location (migration 0036), so they keep every unit there.
   */
  shops?: boolean;
}

/** The demonstration store a fresh database gets: catalogue, promo codes, reviews and paid orders. */
export function demoSeed(options: DemoSeedOptions): DatabaseSeed {
  return async (db, log) => {
    log(`empty catalogue: generating ${options.products} demo products`);
    const started = Date.now();
    const result = await seedCatalogue(db, { products: options.products });
    if (options.shops ?? true) await spreadStockOverShops(db);
    await seedPromoCodes(db);
    await seedDemoReviews(db);
    if (options.demoOrders ?? true) {
      await seedDemoOrders(db);
      // Until now `sales_count` held the generator's demand; from here it is what the orders say.
      await rebuildRecentSales(db);
    }
    log(`demo catalogue ready: ${result.products} products, ${result.brands} brands in ${Date.now() - started} ms`);
  };
}
