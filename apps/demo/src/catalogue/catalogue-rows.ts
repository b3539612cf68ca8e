import type {
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

/** A row as the seed inserts it: every column but the bookkeeping timestamps, ids explicit. */
type SeedRow<T extends { $inferSelect: object }> = Omit<T['$inferSelect'], 'createdAt' | 'updatedAt'>;

export type BrandRow = SeedRow<typeof brands>;
export type CategoryRow = SeedRow<typeof categories>;
export type PropertyRow = SeedRow<typeof properties>;
export type PropertyValueRow = SeedRow<typeof propertyValues>;
/** A generated product with its page texts; the seed writes them to `products` and `product_details`. */
export type ProductRow = SeedRow<typeof products> & Omit<SeedRow<typeof productDetails>, 'productId'>;
export type VariationRow = SeedRow<typeof variations>;
export type ProductPropertyValueRow = SeedRow<typeof productPropertyValues>;
export type BannerRow = SeedRow<typeof banners>;

export interface Catalogue {
  brands: BrandRow[];
  categories: CategoryRow[];
  properties: PropertyRow[];
  propertyValues: PropertyValueRow[];
  products: ProductRow[];
  variations: VariationRow[];
  productPropertyValues: ProductPropertyValueRow[];
  banners: BannerRow[];
}
