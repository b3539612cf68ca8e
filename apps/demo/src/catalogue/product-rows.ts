import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import { slugify } from '@aruu/api/lib/slugify';
import { buildSearchText } from '@aruu/api/modules/catalog/search-text';
import type { BrandSeed } from './brands-data.js';
import type { ProductPropertyValueRow, ProductRow, VariationRow } from './catalogue-rows.js';
import { chooseFilters, conceiveProduct, type FilterChoice } from './product-concept.js';
import { type ProductTexts, writeProductTexts } from './product-texts.js';
import { draftVariations, type VariationDraft } from './product-variations.js';
import type { PropertySlug } from './properties-data.js';
import type { PlacedLeaf } from './reference-rows.js';

export interface ProductSlot {
  productId: number;
  /** Variations are numbered across the whole catalogue. */
  firstVariationId: number;
  placed: PlacedLeaf;
  brandId: number;
  brand: BrandSeed;
  valueId(property: PropertySlug, slug: string): number;
}

export interface InventedProduct {
  product: ProductRow;
  variations: VariationRow[];
  propertyValues: ProductPropertyValueRow[];
}

/** "Now" for the demo catalogue, fixed so that release dates never depend on the clock. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const SOLD_OUT_SHARE = 0.03;

export function inventProduct(random: SeededRandom, slot: ProductSlot): InventedProduct {
  const { productId, placed, brand } = slot;
  const concept = conceiveProduct(random, placed.leaf);
  const filters = chooseFilters(random, placed.leaf, concept);
  const texts = writeProductTexts(random, { leaf: placed.leaf, family: placed.family, brand, concept, filters });
  const drafts = draftVariations(
    random,
    concept.noun.variants ?? placed.leaf.variants,
    concept.noun.priceSom ?? placed.leaf.priceSom,
    random.chance(SOLD_OUT_SHARE),
  );
  const product: ProductRow = {
    id: productId,
    slug: `${slugify(texts.title.en)}-${productId}`,
    externalId: null,
    brandId: slot.brandId,
    categoryId: placed.id,
    ...localisedColumns(texts),
    imageUrl: `/media/products/${productId}.svg`,
    salesCount: salesLastMonth(random),
    releasedAt: releaseDate(random),
    searchText: searchTextOf(texts, brand.name, placed),
    // What the trigger on variations maintains, computed here because the seed inserts
    // variations with that trigger disabled (see seed-catalogue.ts).
    price: drafts[0]?.price ?? 0,
    inStock: drafts.some((draft) => draft.stock > 0),
    // Sale prices and staff picks are dealt afterwards, across the catalogue (merchandising.ts).
    compareAtPrice: null,
    isRecommended: false,
    recommendedPosition: 0,
    published: true,
    lowStockThreshold: null,
    revision: 0,
    // Demo reviews are added after the catalogue (demo-reviews.ts), with their summary.
    reviewCount: 0,
    ratingSum: 0,
    ratingDistribution: [0, 0, 0, 0, 0],
  };
  return {
    product,
    variations: variationRows(slot, drafts),
    propertyValues: [...filterValueIds(slot, filters, drafts)].map((propertyValueId) => ({
      productId,
      propertyValueId,
    })),
  };
}

function variationRows({ productId, firstVariationId, brand }: ProductSlot, drafts: VariationDraft[]): VariationRow[] {
  const skuPrefix = `${brand.slug.replace(/-/g, '').slice(0, 3).toUpperCase()}-${String(productId).padStart(6, '0')}`;
  return drafts.map((draft, position) => ({
    id: firstVariationId + position,
    productId,
    position,
    sku: `${skuPrefix}-${position + 1}`,
    externalId: null,
    nameRu: draft.name.ru,
    nameEn: draft.name.en,
    nameKy: draft.name.ky,
    price: draft.price,
    compareAtPrice: null,
    cost: demoCost(draft.price, productId + position),
    stock: draft.stock,
    barcode: null,
    colorHex: draft.colorHex ?? null,
    hidden: false,
  }));
}

/**
 * A plausible purchase cost for the demo shop's reports: 45–70 % of the price, whole som, varied
 * by the variation so margins differ between goods.
 */
function demoCost(price: number, seed: number): number {
  const share = 45 + ((seed * 37) % 26);
  return Math.floor((price * share) / 100 / 100) * 100;
}

function localisedColumns({ title, description, composition, usage }: ProductTexts) {
  return {
    titleRu: title.ru,
    titleEn: title.en,
    titleKy: title.ky,
    descriptionRu: description.ru,
    descriptionEn: description.en,
    descriptionKy: description.ky,
    compositionRu: composition.ru,
    compositionEn: composition.en,
    compositionKy: composition.ky,
    usageRu: usage.ru,
    usageEn: usage.en,
    usageKy: usage.ky,
    // No hand-written SEO texts in the demo catalogue: its page heads are generated.
    seoTitleRu: '',
    seoTitleEn: '',
    seoTitleKy: '',
    seoDescriptionRu: '',
    seoDescriptionEn: '',
    seoDescriptionKy: '',
  };
}

function searchTextOf({ title }: ProductTexts, brandName: string, { leaf }: PlacedLeaf): string {
  return buildSearchText({
    titles: [title.ru, title.en, title.ky],
    brand: brandName,
    categories: [leaf.name.ru, leaf.name.en, leaf.name.ky],
  });
}

/**
 * A month's demand, heavily skewed: most products sell a little, a few bestsellers sell hundreds.
 * The demo turns it into paid orders (orders' `seedDemoOrders`), whose rebuild replaces it.
 */
function salesLastMonth(random: SeededRandom): number {
  if (random.chance(0.02)) return random.int(300, 1500);
  if (random.chance(0.25)) return 0;
  return Math.floor(random.next() ** 3 * 120);
}

/** Spread over two years before the reference date, about 8% within its last 30 days. */
function releaseDate(random: SeededRandom): Date {
  const daysAgo = random.chance(0.08) ? random.next() * 30 : 30 + random.next() * 700;
  return new Date(REFERENCE_DATE - Math.round((daysAgo * DAY_MS) / 1000) * 1000);
}

/** The brand's country, the category's filters and every listed size, each once. */
function* filterValueIds(slot: ProductSlot, filters: FilterChoice, drafts: VariationDraft[]): Generator<number> {
  yield slot.valueId('country', slot.brand.country.toLowerCase());
  for (const [property, slugs] of Object.entries(filters) as Array<[PropertySlug, string[]]>) {
    for (const slug of slugs) yield slot.valueId(property, slug);
  }
  const volumes = new Set(drafts.flatMap((draft) => (draft.volumeMl === undefined ? [] : [draft.volumeMl])));
  for (const ml of volumes) yield slot.valueId('volume', `${ml}-ml`);
}
