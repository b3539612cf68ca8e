import type { StaffProductList, StaffProductListFilters, StaffProductOptions } from '@aruu/contract/staff-products';
import type { Db } from '../../db/client.js';
import * as repo from './staff-products.repository.js';

/** The staff's product list, its filters, and the choices the product form offers. */
export function createProductListing(db: Db) {
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

  return { list, options };
}
