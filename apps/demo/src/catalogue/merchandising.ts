import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import type { ProductRow, VariationRow } from './catalogue-rows.js';

const TYIYN_PER_SOM = 100;
/** About one product in eight is on sale… */
const SALE_SHARE = 0.12;
/** …its compare-at prices 10–40% above its prices. */
const MARKUP = { min: 0.1, max: 0.4 };
/** Staff picks: about one in fifty of the products in stock. */
const RECOMMENDED_SHARE = 0.02;

export interface Merchandised {
  products: ProductRow[];
  variations: VariationRow[];
}

/**
 * What the shop puts forward: sale prices and staff picks. Given its own random stream by the
 * generator, so that dealing them changed no product, price or text the catalogue had before.
 */
export function merchandise(random: SeededRandom, catalogue: Merchandised): Merchandised {
  const variations = putOnSale(random, catalogue.products, catalogue.variations);
  // The card shows the first variation: the product carries its compare-at price, as the
  // trigger on variations would have set it (the seed inserts variations with it disabled).
  const firstCompareAt = new Map(
    variations.filter((variation) => variation.position === 0).map((v) => [v.productId, v.compareAtPrice]),
  );
  const picks = pickRecommended(random, catalogue.products);
  const products = catalogue.products.map((product) => ({
    ...product,
    compareAtPrice: firstCompareAt.get(product.id) ?? null,
    isRecommended: picks.has(product.id),
  }));
  return { products, variations };
}

/** A product on sale has a compare-at price on every variation, all with the same markup. */
function putOnSale(random: SeededRandom, products: ProductRow[], variations: VariationRow[]): VariationRow[] {
  const markups = new Map<number, number>();
  for (const product of products) {
    if (random.chance(SALE_SHARE)) markups.set(product.id, random.range(MARKUP.min, MARKUP.max));
  }
  return variations.map((variation) => {
    const markup = markups.get(variation.productId);
    return markup === undefined ? variation : { ...variation, compareAtPrice: compareAtPrice(variation.price, markup) };
  });
}

/** In whole som, and always above the price (the database refuses anything else). */
function compareAtPrice(price: number, markup: number): number {
  const som = Math.round((price * (1 + markup)) / TYIYN_PER_SOM);
  return Math.max(som * TYIYN_PER_SOM, price + TYIYN_PER_SOM);
}

/**
 * Picks in-stock products one category at a time, round the categories in a shuffled order, so
 * that the picks spread over the whole catalogue before any category gets a second one.
 */
function pickRecommended(random: SeededRandom, products: ProductRow[]): Set<number> {
  const inStock = products.filter((product) => product.inStock);
  const wanted = Math.round(inStock.length * RECOMMENDED_SHARE);
  const byCategory = new Map<number, number[]>();
  for (const product of inStock) {
    const ids = byCategory.get(product.categoryId);
    if (ids) ids.push(product.id);
    else byCategory.set(product.categoryId, [product.id]);
  }
  const queues = random.shuffle([...byCategory.values()].map((ids) => random.shuffle(ids)));
  const picks = new Set<number>();
  for (let round = 0; picks.size < wanted; round++) {
    for (const queue of queues) {
      const id = queue[round];
      if (id !== undefined && picks.size < wanted) picks.add(id);
    }
  }
  return picks;
}
