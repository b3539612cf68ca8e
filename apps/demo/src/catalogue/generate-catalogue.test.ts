import { buildSearchText } from '@aruu/api/modules/catalog/search-text';
import { footerCategorySlugs } from '@aruu/contract/catalog';
import { describe, expect, it } from 'vitest';
import { shapeForCategorySlug } from './catalogue-data.js';
import { generateCatalogue } from './generate-catalogue.js';
import { VOLUMES_ML } from './properties-data.js';

const EUROPEAN = ['FR', 'IT', 'DE', 'ES', 'CH', 'PL', 'GB', 'SE'];
const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

const catalogue = generateCatalogue({ products: 3000 });
const leaves = catalogue.categories.filter((category) => category.parentId !== null);

/** `Map.groupBy` arrived in Node 21; the store runs on Node 20. */
function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function countBy<T>(items: T[], key: (item: T) => number): Map<number, number> {
  return new Map([...groupBy(items, key)].map(([group, members]) => [group, members.length]));
}

describe('generateCatalogue', () => {
  it('is deterministic: the same options give the same rows', () => {
    expect(generateCatalogue({ products: 400, seed: 7 })).toEqual(generateCatalogue({ products: 400, seed: 7 }));
    expect(generateCatalogue({ products: 400, seed: 8 }).products).not.toEqual(
      generateCatalogue({ products: 400, seed: 7 }).products,
    );
  });

  it('numbers every table contiguously from 1', () => {
    const tables = [
      catalogue.brands,
      catalogue.categories,
      catalogue.properties,
      catalogue.propertyValues,
      catalogue.products,
      catalogue.variations,
      catalogue.banners,
    ];
    for (const rows of tables) expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index + 1));
  });

  it('has the advertised size and 100+ Korean, European and American brands', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(3000);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(100);
    const countries = new Set(catalogue.brands.map((brand) => brand.country));
    expect(countries).toContain('KR');
    expect(countries).toContain('US');
    expect(EUROPEAN.filter((country) => countries.has(country)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(catalogue.brands.map((brand) => brand.slug)).size).toBe(catalogue.brands.length);
    expect(catalogue.brands.map((brand) => brand.name)).toContain('Krem Lab');
  });

  it('puts products in every leaf category and the footer categories have at least 40 each', () => {
    const perCategory = countBy(catalogue.products, (product) => product.categoryId);
    for (const leaf of leaves) expect(perCategory.get(leaf.id) ?? 0, leaf.slug).toBeGreaterThan(0);
    for (const slug of footerCategorySlugs) {
      const leaf = leaves.find((category) => category.slug === slug);
      expect(leaf, slug).toBeDefined();
      expect(perCategory.get(leaf?.id ?? 0) ?? 0, slug).toBeGreaterThanOrEqual(40);
    }
    expect(leaves.map((leaf) => leaf.slug)).toContain('face-masks');
    const leafIds = new Set(leaves.map((leaf) => leaf.id));
    expect(catalogue.products.every((product) => leafIds.has(product.categoryId))).toBe(true);
  });

  it('gives every brand products', () => {
    const perBrand = countBy(catalogue.products, (product) => product.brandId);
    for (const brand of catalogue.brands) expect(perBrand.get(brand.id) ?? 0, brand.name).toBeGreaterThan(0);
  });

  it('gives every product 1–4 variations with positive integer prices and unique SKUs', () => {
    const byProduct = groupBy(catalogue.variations, (variation) => variation.productId);
    for (const product of catalogue.products) {
      const variations = byProduct.get(product.id) ?? [];
      expect(variations.length).toBeGreaterThanOrEqual(1);
      expect(variations.length).toBeLessThanOrEqual(4);
      expect(variations.map((variation) => variation.position)).toEqual(variations.map((_, index) => index));
      expect(product.price).toBe(variations[0]?.price);
      expect(product.inStock).toBe(variations.some((variation) => variation.stock > 0));
    }
    for (const variation of catalogue.variations) {
      expect(Number.isInteger(variation.price) && variation.price > 0).toBe(true);
      expect(variation.price % 100).toBe(0);
      expect(variation.stock).toBeGreaterThanOrEqual(0);
      expect(variation.stock).toBeLessThanOrEqual(60);
    }
    expect(new Set(catalogue.variations.map((variation) => variation.sku)).size).toBe(catalogue.variations.length);
  });

  it('gives make-up shades a colour and sizes none', () => {
    const products = new Map(catalogue.products.map((product) => [product.id, product]));
    const slugOf = new Map(catalogue.categories.map((category) => [category.id, category.slug]));
    const lipstickShades = catalogue.variations.filter(
      (variation) => slugOf.get(products.get(variation.productId)!.categoryId) === 'lipstick',
    );
    expect(lipstickShades.length).toBeGreaterThan(0);
    expect(lipstickShades.every((variation) => /^#[0-9a-f]{6}$/.test(variation.colorHex ?? ''))).toBe(true);
    // Sizes ("50 ml") are not colours.
    const sizes = catalogue.variations.filter((variation) => / (ml|g)$/.test(variation.nameEn));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((variation) => variation.colorHex === null)).toBe(true);
  });

  it('puts about 12% of products on sale, each variation’s compare-at price 10–40% above its price in whole som', () => {
    const byProduct = groupBy(catalogue.variations, (variation) => variation.productId);
    const onSale = catalogue.products.filter((product) => product.compareAtPrice !== null);
    expect(onSale.length / catalogue.products.length).toBeGreaterThan(0.09);
    expect(onSale.length / catalogue.products.length).toBeLessThan(0.15);
    for (const product of catalogue.products) {
      const variations = byProduct.get(product.id) ?? [];
      expect(product.compareAtPrice).toBe(variations[0]?.compareAtPrice);
      for (const variation of variations) {
        if (product.compareAtPrice === null) {
          expect(variation.compareAtPrice).toBeNull();
          continue;
        }
        const compareAt = variation.compareAtPrice ?? 0;
        expect(compareAt % 100).toBe(0);
        expect(compareAt).toBeGreaterThan(variation.price);
        expect(compareAt / variation.price).toBeGreaterThanOrEqual(1.09);
        expect(compareAt / variation.price).toBeLessThanOrEqual(1.41);
      }
    }
  });

  it('recommends about 2% of the products in stock, spread over the categories', () => {
    const inStock = catalogue.products.filter((product) => product.inStock);
    const picks = catalogue.products.filter((product) => product.isRecommended);
    expect(picks.every((product) => product.inStock)).toBe(true);
    expect(picks.length).toBe(Math.round(inStock.length * 0.02));
    const perCategory = [...countBy(picks, (product) => product.categoryId).values()];
    const categories = new Set(inStock.map((product) => product.categoryId));
    // Every category gets a pick before any gets a second one.
    expect(perCategory.length).toBe(Math.min(categories.size, picks.length));
    expect(Math.max(...perCategory) - Math.min(...perCategory)).toBeLessThanOrEqual(1);
  });

  it('keeps some products and variations out of stock', () => {
    const soldOut = catalogue.products.filter((product) => !product.inStock).length / catalogue.products.length;
    const empty =
      catalogue.variations.filter((variation) => variation.stock === 0).length / catalogue.variations.length;
    expect(soldOut).toBeGreaterThan(0.01);
    expect(soldOut).toBeLessThan(0.06);
    expect(empty).toBeGreaterThan(0.04);
    expect(empty).toBeLessThan(0.1);
  });

  it('writes title, description, composition and usage in Russian, English and Kyrgyz', () => {
    for (const product of catalogue.products) {
      const texts = [
        product.titleRu,
        product.titleEn,
        product.titleKy,
        product.descriptionRu,
        product.descriptionEn,
        product.descriptionKy,
        product.compositionRu,
        product.compositionEn,
        product.compositionKy,
        product.usageRu,
        product.usageEn,
        product.usageKy,
      ];
      for (const text of texts) expect(text.trim(), `product ${product.id}`).not.toBe('');
    }
    expect(new Set(catalogue.products.map((product) => product.titleRu)).size).toBeGreaterThan(1500);
  });

  it('derives unique slugs, stable image URLs and the search text', () => {
    expect(new Set(catalogue.products.map((product) => product.slug)).size).toBe(catalogue.products.length);
    for (const product of catalogue.products) {
      const brand = catalogue.brands[product.brandId - 1];
      const leaf = catalogue.categories[product.categoryId - 1];
      expect(product.imageUrl).toBe(`/media/products/${product.id}.svg`);
      expect(product.searchText).toBe(
        buildSearchText({
          titles: [product.titleRu, product.titleEn, product.titleKy],
          brand: brand!.name,
          categories: [leaf!.nameRu, leaf!.nameEn, leaf!.nameKy],
        }),
      );
    }
  });

  it('spreads release dates over two years with about 8% in the last 30 days', () => {
    const ages = catalogue.products.map((product) => (REFERENCE_DATE - product.releasedAt.getTime()) / DAY_MS);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
    const recent = ages.filter((age) => age <= 30).length / ages.length;
    expect(recent).toBeGreaterThan(0.05);
    expect(recent).toBeLessThan(0.11);
  });

  it('tags every product with its brand country and sunscreens with an SPF', () => {
    const valueById = new Map(catalogue.propertyValues.map((value) => [value.id, value]));
    const propertySlug = new Map(catalogue.properties.map((property) => [property.id, property.slug]));
    const tags = groupBy(catalogue.productPropertyValues, (link) => link.productId);
    const sunscreen = leaves.find((leaf) => leaf.slug === 'sunscreen');
    for (const product of catalogue.products) {
      const values = (tags.get(product.id) ?? []).map((link) => valueById.get(link.propertyValueId));
      const country = values.filter((value) => propertySlug.get(value?.propertyId ?? 0) === 'country');
      expect(country.map((value) => value?.slug)).toEqual([
        catalogue.brands[product.brandId - 1]?.country.toLowerCase(),
      ]);
      if (product.categoryId === sunscreen?.id) {
        expect(values.some((value) => propertySlug.get(value?.propertyId ?? 0) === 'spf')).toBe(true);
      }
    }
    const links = catalogue.productPropertyValues.map((link) => `${link.productId}/${link.propertyValueId}`);
    expect(new Set(links).size).toBe(links.length);
  });

  it('names volume variations only in sizes the volume filter lists', () => {
    const sizes = catalogue.variations.flatMap((variation) => variation.nameEn.match(/^(\d+) ml$/)?.[1] ?? []);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(VOLUMES_ML).toContain(Number(size));
  });

  it('links banners into the catalogue with their image URL', () => {
    expect(catalogue.banners.length).toBeGreaterThanOrEqual(4);
    for (const banner of catalogue.banners) {
      expect(banner.link.startsWith('/catalog')).toBe(true);
      expect(banner.imageUrl).toBe(`/media/banners/${banner.id}.svg`);
    }
  });

  it('tells the image generator what a product looks like', () => {
    expect(shapeForCategorySlug('lashes')).toBe('lashes');
    expect(shapeForCategorySlug('face-masks')).toBe('sheet-mask');
    expect(shapeForCategorySlug('perfume-sets')).toBe('perfume');
  });
});
