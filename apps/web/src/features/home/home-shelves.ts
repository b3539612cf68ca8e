import type { CatalogFilters } from '@/entities/catalog/catalog-filters';

/**
 * The catalogue queries behind the home page's shelves, written as the catalogue page reads
 * them from its address: "see all" opens exactly this list, already in the cache.
 */
export const hotOffersFilters: CatalogFilters = { page: 1, on_sale: true, sort: 'discount' };
export const faceMasksFilters: CatalogFilters = { page: 1, categoryName: 'face-masks' };
