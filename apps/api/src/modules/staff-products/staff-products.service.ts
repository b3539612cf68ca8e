import { INT4_MAX } from '@aruu/contract/common';
import type {
  BulkProductAction,
  CreateProductBody,
  ProductInput,
  StaffProduct,
  StaffProductList,
  StaffProductListFilters,
  StaffProductOptions,
  TranslatedLanguage,
  UpdateProductBody,
} from '@aruu/contract/staff-products';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { AppError, type FieldErrors, notFound } from '../../http/app-error.js';
import { slugify } from '../../lib/slugify.js';
import { recordAudit } from '../audit/audit.js';
import { buildSearchText, normalizeForSearch } from '../catalog/search-text.js';
import * as repo from './staff-products.repository.js';

type Actor = { actorId: number; requestId?: string };
type ProductForm = z.output<typeof ProductInput>;
type BulkAction = z.output<typeof BulkProductAction>;

export type StaffProductsService = ReturnType<typeof createStaffProductsService>;

/** The unique constraints of migration 0000 and 0017 that a SKU or a barcode can break. */
const codeConstraints = new Set(['variations_sku_unique', 'variations_barcode_unique']);

const invalid = (message: string, fields: FieldErrors) =>
  new AppError('unprocessable', 'validation_failed', message, fields);
const field = (code: string, message: string) => ({ code, message });

const triple = (ru: string, en: string, ky: string) => ({ ru, en, ky });

function toStaffProduct(record: repo.ProductRecord): StaffProduct {
  const { product: p, details: d } = record;
  const missing: TranslatedLanguage[] = [];
  const names = record.variations.map(({ variation }) => variation);
  if ([p.titleEn, d.descriptionEn, d.compositionEn, d.usageEn, ...names.map((v) => v.nameEn)].includes('')) {
    missing.push('en');
  }
  if ([p.titleKy, d.descriptionKy, d.compositionKy, d.usageKy, ...names.map((v) => v.nameKy)].includes('')) {
    missing.push('ky');
  }
  return {
    id: p.id,
    texts: {
      title: triple(p.titleRu, p.titleEn, p.titleKy),
      description: triple(d.descriptionRu, d.descriptionEn, d.descriptionKy),
      composition: triple(d.compositionRu, d.compositionEn, d.compositionKy),
      usage: triple(d.usageRu, d.usageEn, d.usageKy),
      seo_title: triple(d.seoTitleRu, d.seoTitleEn, d.seoTitleKy),
      seo_description: triple(d.seoDescriptionRu, d.seoDescriptionEn, d.seoDescriptionKy),
    },
    brand_id: p.brandId,
    category_id: p.categoryId,
    property_value_ids: record.propertyValueIds,
    released_at: p.releasedAt.toISOString(),
    is_recommended: p.isRecommended,
    published: p.published,
    image: p.imageUrl,
    missing_languages: missing,
    variations: record.variations.map(({ variation: v, ordered }) => ({
      id: v.id,
      sku: v.sku,
      barcode: v.barcode,
      name: triple(v.nameRu, v.nameEn, v.nameKy),
      price: v.price,
      compare_at_price: v.compareAtPrice,
      color_hex: v.colorHex,
      stock: v.stock,
      ordered,
      hidden: v.hidden,
    })),
    version: p.revision,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The fields of `after` that differ from `before`, each side: what an audit entry keeps. */
function changes(before: StaffProduct, after: StaffProduct) {
  const keys = (Object.keys(after) as Array<keyof StaffProduct>).filter(
    (key) => !['version', 'updated_at', 'missing_languages'].includes(key),
  );
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/**
 * A price changed by `percent` (two decimals at most), rounded half up to whole som, in integer
 * arithmetic: `basisPoints` is the percent × 100, so price × (10000 + bp) / 10000 is exact.
 */
export function priceByPercent(price: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const scaled = price * (10_000 + basisPoints); // tyiyn × 10,000; below 2^53 for any int4 price
  return Math.floor((scaled + 500_000) / 1_000_000) * 100;
}

export function createStaffProductsService(deps: { db: Db }) {
  const { db } = deps;

  async function leafIdsOf(categoryId: number): Promise<number[]> {
    const all = await repo.listCategories(db);
    const children = all.filter((c) => c.parentId === categoryId).map((c) => c.id);
    return children.length ? children : [categoryId];
  }

  async function list(filters: StaffProductListFilters): Promise<StaffProductList> {
    const categoryIds = filters.category === undefined ? undefined : await leafIdsOf(filters.category);
    const { rows, total } = await repo.listProducts(db, filters, categoryIds);
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        brand: { id: row.brandId, name: row.brandName },
        category: { id: row.categoryId, name: row.categoryName },
        price: row.price,
        published: row.published,
        in_stock: row.inStock,
        stock: row.stock,
        variation_count: row.skus.length,
        skus: row.skus,
        missing_languages: row.missingLanguages,
        updated_at: row.updatedAt.toISOString(),
      })),
      page: filters.page,
      page_size: filters.page_size,
      total,
    };
  }

  async function options(): Promise<StaffProductOptions> {
    const [brandRows, categoryRows, valueRows] = await Promise.all([
      repo.listBrands(db),
      repo.listCategories(db),
      repo.listPropertyValues(db),
    ]);
    const parents = new Set(categoryRows.map((c) => c.parentId));
    const properties = new Map<number, StaffProductOptions['properties'][number]>();
    for (const row of valueRows) {
      const property = properties.get(row.propertyId) ?? { id: row.propertyId, name: row.propertyName, values: [] };
      property.values.push({ id: row.valueId, name: row.valueName });
      properties.set(row.propertyId, property);
    }
    return {
      brands: brandRows,
      categories: categoryRows.map((c) => ({
        id: c.id,
        name: c.name,
        parent_name: categoryRows.find((parent) => parent.id === c.parentId)?.name ?? '',
        leaf: !parents.has(c.id),
      })),
      properties: [...properties.values()],
    };
  }

  async function detail(id: number, tx: Db | Tx = db): Promise<StaffProduct> {
    const record = await repo.findProduct(tx, id);
    if (!record) throw notFound('Product');
    return toStaffProduct(record);
  }

  /** Brand, leaf category and filter values exist; SKUs and barcodes are unique. */
  async function checkReferences(tx: Db | Tx, form: ProductForm, ownVariationIds: number[]) {
    // One after another: a transaction's connection runs one query at a time.
    const brand = await repo.findBrand(tx, form.brand_id);
    const category = await repo.findCategory(tx, form.category_id);
    const values = await repo.existingPropertyValueIds(tx, form.property_value_ids);
    const fields: FieldErrors = {};
    if (!brand) fields.brand_id = field('invalid_value', 'No such brand');
    if (!category?.leaf) fields.category_id = field('invalid_value', 'Choose a second-level category');
    const unknown = form.property_value_ids.filter((id) => !values.includes(id));
    if (unknown.length) fields.property_value_ids = field('invalid_value', `Unknown values: ${unknown.join(', ')}`);
    if (Object.keys(fields).length || !brand || !category)
      throw invalid('The product refers to what is not there', fields);
    await checkCodes(tx, form, ownVariationIds);
    return { brand, category };
  }

  /** Per-field errors for SKUs and barcodes repeated in the form or used by other variations. */
  async function codeConflicts(tx: Db | Tx, form: ProductForm, ownVariationIds: number[]): Promise<FieldErrors> {
    const skus = form.variations.map((v) => v.sku);
    const barcodes = form.variations.flatMap((v) => (v.barcode ? [v.barcode] : []));
    const taken = await repo.takenCodes(tx, { skus, barcodes }, ownVariationIds);
    const fields: FieldErrors = {};
    const seenSkus = new Set<string>();
    const seenBarcodes = new Set<string>();
    form.variations.forEach((v, i) => {
      if (taken.skus.has(v.sku) || seenSkus.has(v.sku)) {
        fields[`variations.${i}.sku`] = field('taken', `SKU ${v.sku} is already used`);
      }
      seenSkus.add(v.sku);
      if (!v.barcode) return;
      if (taken.barcodes.has(v.barcode) || seenBarcodes.has(v.barcode)) {
        fields[`variations.${i}.barcode`] = field('taken', `Barcode ${v.barcode} is already used`);
      }
      seenBarcodes.add(v.barcode);
    });
    return fields;
  }

  async function checkCodes(tx: Db | Tx, form: ProductForm, ownVariationIds: number[]) {
    const fields = await codeConflicts(tx, form, ownVariationIds);
    if (Object.keys(fields).length)
      throw new AppError('conflict', 'value_taken', 'A SKU or barcode is already used', fields);
  }

  /**
   * Runs a write; a unique index that answers first (another save took the SKU between the
   * check and the insert) becomes the same per-field `value_taken` as the check's.
   */
  async function withUniqueFields<T>(form: ProductForm, ownVariationIds: number[], write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (!constraint || !codeConstraints.has(constraint)) throw error;
      const fields = await codeConflicts(db, form, ownVariationIds);
      const known = Object.keys(fields).length
        ? fields
        : { variations: field('taken', 'A SKU or barcode is already used') };
      throw new AppError('conflict', 'value_taken', 'A SKU or barcode is already used', known);
    }
  }

  function rowValues(form: ProductForm, names: { brand: string; category: string[] }) {
    const { texts } = form;
    const product = {
      brandId: form.brand_id,
      categoryId: form.category_id,
      titleRu: texts.title.ru,
      titleEn: texts.title.en,
      titleKy: texts.title.ky,
      releasedAt: new Date(form.released_at),
      isRecommended: form.is_recommended,
      // Search text changes with the product, in its transaction (freshness, issue 14 item 8).
      searchText: buildSearchText({
        titles: [texts.title.ru, texts.title.en, texts.title.ky],
        brand: names.brand,
        categories: names.category,
      }),
    };
    const details = {
      descriptionRu: texts.description.ru,
      descriptionEn: texts.description.en,
      descriptionKy: texts.description.ky,
      compositionRu: texts.composition.ru,
      compositionEn: texts.composition.en,
      compositionKy: texts.composition.ky,
      usageRu: texts.usage.ru,
      usageEn: texts.usage.en,
      usageKy: texts.usage.ky,
      seoTitleRu: texts.seo_title.ru,
      seoTitleEn: texts.seo_title.en,
      seoTitleKy: texts.seo_title.ky,
      seoDescriptionRu: texts.seo_description.ru,
      seoDescriptionEn: texts.seo_description.en,
      seoDescriptionKy: texts.seo_description.ky,
    };
    const variations = form.variations.map((v) => ({
      id: v.id,
      sku: v.sku,
      barcode: v.barcode ?? null,
      nameRu: v.name.ru,
      nameEn: v.name.en,
      nameKy: v.name.ky,
      price: v.price,
      compareAtPrice: v.compare_at_price ?? null,
      colorHex: v.color_hex ?? null,
      hidden: v.hidden,
    }));
    return { product, details, variations };
  }

  async function create(body: z.output<typeof CreateProductBody>, actor: Actor) {
    if (body.variations.some((v) => v.id !== undefined)) {
      throw invalid('A new product has no variations yet', { variations: field('invalid_value', 'Leave out ids') });
    }
    const id = await withUniqueFields(body, [], () =>
      db.transaction(async (tx) => {
        const { brand, category } = await checkReferences(tx, body, []);
        const values = rowValues(body, { brand: brand.name, category: category.names });
        const slugBase = slugify(normalizeForSearch(body.texts.title.en || body.texts.title.ru)).slice(0, 80);
        const productId = await repo.insertProduct(
          tx,
          { ...values.product, published: body.published },
          values.details,
          slugBase,
        );
        await repo.replaceVariations(tx, productId, values.variations, []);
        await repo.replacePropertyValues(tx, productId, body.property_value_ids);
        const created = await detail(productId, tx);
        await recordAudit(tx, {
          actorId: actor.actorId,
          action: 'product.created',
          objectType: 'product',
          objectId: productId,
          before: null,
          after: created,
          requestId: actor.requestId,
        });
        return productId;
      }),
    );
    return detail(id);
  }

  async function update(id: number, body: z.output<typeof UpdateProductBody>, actor: Actor) {
    const current = await repo.findProduct(db, id);
    if (!current) throw notFound('Product');
    const ownIds = current.variations.map((row) => row.variation.id);
    await withUniqueFields(body, ownIds, () =>
      db.transaction(async (tx) => {
        const [locked] = await repo.lockProducts(tx, [id]);
        if (!locked) throw notFound('Product');
        if (locked.revision !== body.version) {
          throw new AppError('conflict', 'edited_elsewhere', 'Someone else saved this product since it was opened');
        }
        const before = await detail(id, tx);
        const keptIds = new Set(before.variations.map((v) => v.id));
        const fields: FieldErrors = {};
        body.variations.forEach((v, i) => {
          if (v.id !== undefined && !keptIds.has(v.id))
            fields[`variations.${i}.id`] = field('invalid_value', 'Not a variation of this product');
        });
        if (Object.keys(fields).length) throw invalid('Unknown variations', fields);
        const wantedIds = new Set(body.variations.map((v) => v.id));
        const removed = before.variations.filter((v) => !wantedIds.has(v.id));
        const ordered = removed.filter((v) => v.ordered);
        if (ordered.length) {
          const skus = ordered.map((v) => v.sku).join(', ');
          throw new AppError(
            'conflict',
            'variation_ordered',
            `In orders, cannot be deleted (hide them instead): ${skus}`,
            {
              variations: field('invalid_value', `In orders, cannot be deleted (hide them instead): ${skus}`),
            },
          );
        }
        const { brand, category } = await checkReferences(
          tx,
          body,
          before.variations.map((v) => v.id),
        );
        const values = rowValues(body, { brand: brand.name, category: category.names });
        await repo.updateProduct(tx, id, values.product, values.details);
        await repo.replaceVariations(
          tx,
          id,
          values.variations,
          removed.map((v) => v.id),
        );
        await repo.replacePropertyValues(tx, id, body.property_value_ids);
        const after = await detail(id, tx);
        await recordAudit(tx, {
          actorId: actor.actorId,
          action: 'product.updated',
          objectType: 'product',
          objectId: id,
          ...changes(before, after),
          requestId: actor.requestId,
        });
      }),
    );
    return detail(id);
  }

  async function bulk(action: BulkAction, actor: Actor) {
    const ids = [...new Set(action.product_ids)].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const locked = await repo.lockProducts(tx, ids);
      const missing = ids.filter((id) => !locked.some((row) => row.id === id));
      if (missing.length) throw notFound(`Products ${missing.join(', ')}`);
      const snapshot = await repo.bulkSnapshot(tx, ids);
      const { before, after } = await applyBulk(tx, action, ids, snapshot);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: `product.bulk_${action.action}`,
        objectType: 'product',
        objectId: ids.join(','),
        before,
        after,
        requestId: actor.requestId,
      });
      return { updated: ids.length };
    });
  }

  type Snapshot = Awaited<ReturnType<typeof repo.bulkSnapshot>>;
  type Sides = { before: Record<string, unknown>; after: Record<string, unknown> };

  async function applyBulk(tx: Tx, action: BulkAction, ids: number[], snapshot: Snapshot): Promise<Sides> {
    const perProduct = (pick: (row: Snapshot[number]) => unknown, next: unknown): Sides => ({
      before: Object.fromEntries(snapshot.map((row) => [row.id, pick(row)])),
      after: Object.fromEntries(snapshot.map((row) => [row.id, next])),
    });
    switch (action.action) {
      case 'publish':
      case 'unpublish': {
        const published = action.action === 'publish';
        await repo.setPublished(tx, ids, published);
        return perProduct((row) => ({ published: row.published }), { published });
      }
      case 'move_category': {
        const category = await repo.findCategory(tx, action.category_id);
        if (!category?.leaf) {
          throw invalid('Choose a second-level category', {
            category_id: field('invalid_value', 'Choose a second-level category'),
          });
        }
        for (const row of snapshot) {
          const searchText = buildSearchText({ titles: row.titles, brand: row.brandName, categories: category.names });
          await repo.moveProduct(tx, row.id, category.id, searchText);
        }
        return perProduct((row) => ({ category_id: row.categoryId }), { category_id: category.id });
      }
      case 'change_price':
        return changePrices(tx, ids, action.percent);
    }
  }

  /** Every variation of the products; a compare-at price no longer above the new price is cleared. */
  async function changePrices(tx: Tx, ids: number[], percent: number): Promise<Sides> {
    const rows = await repo.variationPrices(tx, ids);
    const changed = rows.map((row) => {
      const price = priceByPercent(row.price, percent);
      const compareAtPrice = row.compareAtPrice !== null && row.compareAtPrice > price ? row.compareAtPrice : null;
      return { ...row, next: { price, compareAtPrice } };
    });
    const impossible = changed.find((row) => row.next.price <= 0 || row.next.price > INT4_MAX);
    if (impossible) {
      throw invalid('A price would fall to zero or out of range', {
        percent: field('invalid_value', `Variation ${impossible.id} would cost ${impossible.next.price / 100} som`),
      });
    }
    for (const row of changed) await repo.setVariationPrice(tx, row.id, row.next.price, row.next.compareAtPrice);
    await repo.bumpRevisions(tx, ids);
    const side = (pick: (row: (typeof changed)[number]) => unknown) =>
      Object.fromEntries(ids.map((id) => [id, changed.filter((row) => row.productId === id).map(pick)]));
    return {
      before: {
        percent,
        variations: side((row) => ({ id: row.id, price: row.price, compare_at_price: row.compareAtPrice })),
      },
      after: {
        percent,
        variations: side((row) => ({ id: row.id, price: row.next.price, compare_at_price: row.next.compareAtPrice })),
      },
    };
  }

  return { list, options, detail: (id: number) => detail(id), create, update, bulk };
}
