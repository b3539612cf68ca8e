import type { Db, Tx } from '@aruu/api/db/client';
import {
  banners,
  brands,
  categories,
  productDetails,
  productPropertyValues,
  products,
  properties,
  propertyValues,
  variations,
} from '@aruu/api/db/schema';
import { refreshFacetCounts } from '@aruu/api/modules/catalog/catalog.repository';
import { rebuildBestsellerThreshold } from '@aruu/api/modules/catalog/recent-sales';
import { getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { ProductRow } from './catalogue-rows.js';
import { generateCatalogue } from './generate-catalogue.js';
import { REFERENCE_DATE } from './product-rows.js';

export interface SeedOptions {
  products: number;
  seed?: number;
  /** Empty the catalogue tables (and, by cascade, whatever references them) first. */
  rebuild?: boolean;
}

export interface SeedResult {
  products: number;
  variations: number;
  brands: number;
}

/** PostgreSQL's limit on bind parameters in one statement. */
const MAX_BIND_PARAMETERS = 65_535;
/** Maintains products.price / compare_at_price / in_stock after inserts; migration 0027. */
const SUMMARY_TRIGGER = sql.identifier('variations_product_summary_insert');

const CATALOGUE_TABLES = [
  productPropertyValues,
  productDetails,
  variations,
  products,
  propertyValues,
  properties,
  categories,
  brands,
  banners,
];
const TABLES_WITH_SERIAL_IDS = [brands, categories, properties, propertyValues, products, variations, banners];

/** Generates the demo catalogue and writes it in one transaction. */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedResult> {
  const catalogue = generateCatalogue({ products: options.products, seed: options.seed });
  await db.transaction(async (tx) => {
    if (options.rebuild) {
      await tx.execute(sql`truncate table ${sql.join(CATALOGUE_TABLES, sql`, `)} restart identity cascade`);
    }
    await insertInBatches(tx, brands, catalogue.brands);
    await insertInBatches(tx, categories, catalogue.categories);
    await insertInBatches(tx, properties, catalogue.properties);
    await insertInBatches(tx, propertyValues, catalogue.propertyValues);
    const { listed, details } = splitProductRows(catalogue.products);
    await insertInBatches(tx, products, releasedRelativeToToday(listed));
    await insertInBatches(tx, productDetails, details);
    // The generator already set the same price, compare-at price and in_stock, so rewriting every
    // product again (a non-HOT update touching every index, the trigram one included) is skipped.
    await tx.execute(sql`alter table ${variations} disable trigger ${SUMMARY_TRIGGER}`);
    await insertInBatches(tx, variations, catalogue.variations);
    await tx.execute(sql`alter table ${variations} enable trigger ${SUMMARY_TRIGGER}`);
    await insertInBatches(tx, productPropertyValues, catalogue.productPropertyValues);
    await insertInBatches(tx, banners, catalogue.banners);
    await resetIdSequences(tx);
    // Counted once for the whole catalogue, so listings are served from the counts right away.
    await refreshFacetCounts(tx);
    // The generator's demand stands in for recent sales until the orders say otherwise.
    await rebuildBestsellerThreshold(tx);
  });
  await db.execute(sql`analyze ${sql.join(CATALOGUE_TABLES, sql`, `)}`);
  return {
    products: catalogue.products.length,
    variations: catalogue.variations.length,
    brands: catalogue.brands.length,
  };
}

function splitProductRows(rows: ProductRow[]) {
  const listed = rows.map(
    ({
      descriptionRu,
      descriptionEn,
      descriptionKy,
      compositionRu,
      compositionEn,
      compositionKy,
      usageRu,
      usageEn,
      usageKy,
      ...row
    }) => row,
  );
  const details = rows.map((row) => ({
    productId: row.id,
    descriptionRu: row.descriptionRu,
    descriptionEn: row.descriptionEn,
    descriptionKy: row.descriptionKy,
    compositionRu: row.compositionRu,
    compositionEn: row.compositionEn,
    compositionKy: row.compositionKy,
    usageRu: row.usageRu,
    usageEn: row.usageEn,
    usageKy: row.usageKy,
  }));
  return { listed, details };
}

/**
 * The generator dates releases before a fixed day so that its output never depends on the
 * clock; the shop's "new" is relative to today, so the seeded dates move with the seeding day.
 */
function releasedRelativeToToday<T extends { releasedAt: Date }>(rows: T[]): T[] {
  const shift = Date.now() - REFERENCE_DATE;
  return rows.map((row) => ({ ...row, releasedAt: new Date(row.releasedAt.getTime() + shift) }));
}

async function insertInBatches<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  const batchSize = Math.floor(MAX_BIND_PARAMETERS / columns);
  for (let start = 0; start < rows.length; start += batchSize) {
    await tx.insert(table).values(rows.slice(start, start + batchSize));
  }
}

/** Rows were inserted with explicit ids, so the next default id must follow the largest one. */
async function resetIdSequences(tx: Tx): Promise<void> {
  for (const table of TABLES_WITH_SERIAL_IDS) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (select max(id) from ${table}))`,
    );
  }
}
