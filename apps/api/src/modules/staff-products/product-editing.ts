import type { CreateProductBody, ProductInput, StaffProduct, UpdateProductBody } from '@aruu/contract/staff-products';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/unique-violation.js';
import { AppError, type FieldErrors, notFound } from '../../http/app-error.js';
import { slugify } from '../../lib/slugify.js';
import { recordAudit } from '../audit/audit.js';
import { buildSearchText, normalizeForSearch } from '../catalog/search-text.js';
import {
  type Actor,
  type CostViewer,
  changes,
  field,
  forViewer,
  invalid,
  toStaffProduct,
} from './staff-product-view.js';
import * as repo from './staff-products.repository.js';
import { costHistoryOfProduct, setCosts } from './variation-costs.js';

type ProductForm = z.output<typeof ProductInput>;

/** The unique constraints of migration 0000 and 0017 that a SKU or a barcode can break. */
const codeConstraints = new Set(['variations_sku_unique', 'variations_barcode_unique']);

/** One product as staff see it, created or edited whole through the product form. */
export function createProductEditing(db: Db) {
  /** The product whole, costs included: what the audit trail keeps (`forViewer` trims the answer). */
  async function detail(id: number, tx: Db | Tx = db): Promise<StaffProduct> {
    const record = await repo.findProduct(tx, id);
    if (!record) throw notFound('Product');
    return toStaffProduct(record);
  }

  /** A cost in the form from someone who may not see costs refuses the whole save. */
  function checkCostsAllowed(form: ProductForm, viewer: CostViewer) {
    if (!viewer.seesCosts && form.variations.some((v) => v.cost !== undefined))
      throw new AppError('forbidden', 'forbidden', 'You are not allowed to see or change cost prices');
  }

  /** The costs the form sets (a variation without `cost` keeps its own), each change with its history row. */
  async function writeCosts(tx: Tx, productId: number, form: ProductForm, actor: Actor) {
    const wanted = form.variations.filter((v) => v.cost !== undefined);
    if (wanted.length === 0) return;
    const idOf = new Map((await repo.variationIds(tx, productId)).map((row) => [row.sku, row.id]));
    await setCosts(
      tx,
      wanted.map((v) => ({ variationId: idOf.get(v.sku)!, cost: v.cost ?? null })),
      { source: 'staff', changedBy: actor.actorId },
    );
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

  async function create(body: z.output<typeof CreateProductBody>, actor: Actor, viewer: CostViewer) {
    checkCostsAllowed(body, viewer);
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
        await writeCosts(tx, productId, body, actor);
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
    return forViewer(await detail(id), viewer);
  }

  async function update(id: number, body: z.output<typeof UpdateProductBody>, actor: Actor, viewer: CostViewer) {
    checkCostsAllowed(body, viewer);
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
        await writeCosts(tx, id, body, actor);
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
    return forViewer(await detail(id), viewer);
  }

  async function costHistory(id: number) {
    if (!(await repo.findProduct(db, id))) throw notFound('Product');
    return { items: await costHistoryOfProduct(db, id) };
  }

  return {
    detail: async (id: number, viewer: CostViewer) => forViewer(await detail(id), viewer),
    create,
    update,
    costHistory,
  };
}
