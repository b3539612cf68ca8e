import type { StaffProduct, TranslatedLanguage } from '@aruu/contract/staff-products';
import { AppError, type FieldErrors } from '../../http/app-error.js';
import type * as repo from './staff-products.repository.js';

/** Who acts, for the audit trail (`staffActor(request)`). */
export type Actor = { actorId: number; requestId?: string };

/** Whether the reader's role holds `reports.view`, which cost prices need. */
export type CostViewer = { seesCosts: boolean };

/** The product as `viewer` may see it: without cost prices unless their role holds `reports.view`. */
export function forViewer(product: StaffProduct, viewer: CostViewer): StaffProduct {
  if (viewer.seesCosts) return product;
  return { ...product, variations: product.variations.map(({ cost: _cost, ...variation }) => variation) };
}

export const invalid = (message: string, fields: FieldErrors) =>
  new AppError('unprocessable', 'validation_failed', message, fields);
export const field = (code: string, message: string) => ({ code, message });

const triple = (ru: string, en: string, ky: string) => ({ ru, en, ky });

export function toStaffProduct(record: repo.ProductRecord): StaffProduct {
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
      cost: v.cost,
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
export function changes(before: StaffProduct, after: StaffProduct) {
  const keys = (Object.keys(after) as Array<keyof StaffProduct>).filter(
    (key) => !['version', 'updated_at', 'missing_languages'].includes(key),
  );
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
