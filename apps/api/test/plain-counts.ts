import type { Language } from '@aruu/contract/common';
import { asc, count, eq, max, min } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { localized } from '../src/db/localized.js';
import { brands, productPropertyValues, products, properties, propertyValues } from '../src/db/schema/index.js';
import { type FilterPart, type ProductFilter, productConditions } from '../src/modules/catalog/product-filter.js';

// A listing's counts worked out the plain way, part by part with the query builder: what the
// store's one-statement counts (precounted or live, catalog.repository.ts `countsInOneStatement`)
// and a search's counts over its matches (`countsOverMatches`) are held to in the tests.

export function countByBrand(db: DbOrTx, filter: ProductFilter) {
  return db
    .select({ id: brands.id, name: brands.name, count: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(productConditions(filter, 'brand'))
    .groupBy(brands.id, brands.name);
}

/** Counts per property value; `without` drops that property's own selection from the filter. */
export function countByPropertyValue(db: DbOrTx, filter: ProductFilter, lang: Language, without?: FilterPart) {
  return db
    .select({
      propertyId: properties.id,
      propertySlug: properties.slug,
      propertyName: localized({ ru: properties.nameRu, en: properties.nameEn, ky: properties.nameKy }, lang),
      valueId: propertyValues.id,
      valueName: localized(
        { ru: propertyValues.valueRu, en: propertyValues.valueEn, ky: propertyValues.valueKy },
        lang,
      ),
      count: count(),
    })
    .from(products)
    .innerJoin(productPropertyValues, eq(productPropertyValues.productId, products.id))
    .innerJoin(propertyValues, eq(propertyValues.id, productPropertyValues.propertyValueId))
    .innerJoin(properties, eq(properties.id, propertyValues.propertyId))
    .where(productConditions(filter, without))
    .groupBy(properties.id, propertyValues.id)
    .orderBy(asc(properties.position), asc(properties.id), asc(propertyValues.position), asc(propertyValues.id));
}

export async function priceRange(db: DbOrTx, filter: ProductFilter) {
  const [row] = await db
    .select({ min: min(products.price), max: max(products.price) })
    .from(products)
    .where(productConditions(filter, 'price'));
  return row?.min == null || row.max == null ? null : { min: row.min, max: row.max };
}
