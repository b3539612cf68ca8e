import { SeededRandom } from '@aruu/api/lib/seeded-random';
import { brandSeeds } from './brands-data.js';
import { createBrandDealer, planLeaves } from './catalogue-plan.js';
import type { Catalogue, ProductPropertyValueRow, ProductRow, VariationRow } from './catalogue-rows.js';
import { merchandise } from './merchandising.js';
import { inventProduct } from './product-rows.js';
import { bannerRows, brandRows, categoryRows, propertyTables } from './reference-rows.js';

export type * from './catalogue-rows.js';

export interface CatalogueOptions {
  products: number;
  seed?: number;
}

const DEFAULT_SEED = 20_261_101;
/** Sale prices and staff picks draw from a stream of their own (see merchandising.ts). */
const MERCHANDISING_SALT = 0x5a1e;

/**
 * The demo catalogue as plain rows with explicit ids from 1, so that ids and image URLs are
 * the same after every rebuild. Deterministic: the same options give the same rows.
 */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const random = new SeededRandom(seed);
  const { rows: categories, leaves } = categoryRows();
  const { properties, values, valueId } = propertyTables();
  const dealBrand = createBrandDealer(
    random,
    brandSeeds.map((seed, index) => ({ id: index + 1, families: seed.families })),
  );
  const products: ProductRow[] = [];
  const variations: VariationRow[] = [];
  const productPropertyValues: ProductPropertyValueRow[] = [];

  planLeaves(random, leaves, options.products).forEach((placed, index) => {
    const brandId = dealBrand(placed.family.slug);
    const brand = brandSeeds[brandId - 1];
    if (!brand) throw new Error(`No brand ${brandId}`);
    const slot = { productId: index + 1, firstVariationId: variations.length + 1, placed, brandId, brand, valueId };
    const invented = inventProduct(random, slot);
    products.push(invented.product);
    variations.push(...invented.variations);
    productPropertyValues.push(...invented.propertyValues);
  });

  const merchandised = merchandise(new SeededRandom(seed ^ MERCHANDISING_SALT), { products, variations });

  return {
    brands: brandRows(brandSeeds),
    categories,
    properties,
    propertyValues: values,
    products: merchandised.products,
    variations: merchandised.variations,
    productPropertyValues,
    banners: bannerRows(),
  };
}
