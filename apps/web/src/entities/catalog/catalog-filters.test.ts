import { describe, expect, it } from 'vitest';
import {
  type CatalogFilters,
  catalogHref,
  catalogSearchParams,
  changeFilters,
  panelFilterCount,
  parseCatalogFilters,
  parsePrice,
  resetPanelFilters,
  toggleId,
} from './catalog-filters';

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe('reading the filters from the address', () => {
  it('reads every filter', () => {
    expect(
      parse(
        'search=%20snail%20cream%20&page=3&categoryName=sunscreen&brand=7&brand=21&property=3&property=23' +
          '&min_price=500&max_price=1500.50&in_stock=true&on_sale=1&sort=price_asc',
      ),
    ).toEqual({
      search: 'snail cream',
      page: 3,
      categoryName: 'sunscreen',
      brand: [7, 21],
      properties: [3, 23],
      min_price: 500,
      max_price: 1500.5,
      in_stock: true,
      on_sale: true,
      sort: 'price_asc',
    });
  });

  it('is page 1 of everything for an empty address', () => {
    expect(parse('')).toEqual({ page: 1 });
  });

  it('drops invalid values as if they were not there', () => {
    expect(
      parse(
        'page=0&search=%20%20&categoryName=&brand=abc&brand=-4&brand=0&brand=99999999999&property=1.5' +
          '&min_price=-3&max_price=cheap&in_stock=yes&on_sale=false&sort=cheapest',
      ),
    ).toEqual({ page: 1 });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('min_price=10.999').min_price).toBeUndefined();
  });

  it('keeps the valid ids of a list, each once, in the order given, comma lists included', () => {
    expect(parse('brand=5&brand=x&brand=3&brand=5').brand).toEqual([5, 3]);
    expect(parse('brand=4,9&brand=2').brand).toEqual([4, 9, 2]);
  });

  it('drops a price range whose minimum is above its maximum', () => {
    const filters = parse('min_price=900&max_price=100');
    expect(filters.min_price).toBeUndefined();
    expect(filters.max_price).toBeUndefined();
    expect(parse('min_price=100&max_price=100')).toMatchObject({ min_price: 100, max_price: 100 });
  });

  it('cuts a search longer than the API takes', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('reads prices with a decimal comma, and nothing else', () => {
    expect(parsePrice('1 000')).toBeUndefined();
    expect(parsePrice('99,5')).toBe(99.5);
    expect(parsePrice(' 250 ')).toBe(250);
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('1e3')).toBeUndefined();
  });
});

describe('writing the filters into the address', () => {
  it('leaves the defaults out', () => {
    expect(catalogSearchParams({ page: 1 }).toString()).toBe('');
    expect(
      catalogSearchParams({
        page: 1,
        brand: [],
        properties: [],
        in_stock: false,
        on_sale: false,
        search: ' ',
      }).toString(),
    ).toBe('');
    expect(catalogHref({ page: 1 })).toBe('/catalog');
  });

  it('writes popular only next to a search, where the default is relevance', () => {
    expect(catalogSearchParams({ page: 1, sort: 'popular' }).toString()).toBe('');
    expect(catalogSearchParams({ page: 1, sort: 'popular', search: 'mask' }).get('sort')).toBe('popular');
    expect(catalogSearchParams({ page: 1, sort: 'new' }).get('sort')).toBe('new');
  });

  it('repeats brand and property for each chosen one', () => {
    const params = catalogSearchParams({ page: 2, brand: [3, 5], properties: [40] });
    expect(params.getAll('brand')).toEqual(['3', '5']);
    expect(params.getAll('property')).toEqual(['40']);
    expect(params.get('page')).toBe('2');
  });

  it('reads back exactly what it wrote', () => {
    const filters: CatalogFilters = {
      page: 4,
      search: 'тонер «роза» & co',
      categoryName: 'Face Creams',
      brand: [12, 1],
      properties: [7],
      min_price: 0,
      max_price: 2500.25,
      in_stock: true,
      on_sale: true,
      sort: 'discount',
    };
    expect(parseCatalogFilters(catalogSearchParams(filters))).toEqual(filters);
    expect(parse(catalogHref(filters).split('?')[1] ?? '')).toEqual(filters);
  });
});

describe('changing the filters', () => {
  const current: CatalogFilters = { page: 5, categoryName: 'lashes', brand: [2] };

  it('goes back to page 1 whenever a filter changes', () => {
    expect(changeFilters(current, { brand: [2, 8] })).toEqual({ page: 1, categoryName: 'lashes', brand: [2, 8] });
    expect(changeFilters(current, { sort: 'price_desc' }).page).toBe(1);
    expect(changeFilters(current, { in_stock: true }).page).toBe(1);
    expect(changeFilters(current, { min_price: 100 }).page).toBe(1);
  });

  it('keeps every filter when only the page changes', () => {
    expect(changeFilters(current, { page: 6 })).toEqual({ ...current, page: 6 });
  });

  it('removes a filter set to nothing', () => {
    expect(changeFilters(current, { brand: undefined })).toEqual({ page: 1, categoryName: 'lashes' });
    expect(changeFilters(current, { brand: [] })).toEqual({ page: 1, categoryName: 'lashes' });
  });

  it('toggles an id in a list', () => {
    expect(toggleId(undefined, 3)).toEqual([3]);
    expect(toggleId([3, 4], 3)).toEqual([4]);
    expect(toggleId([4], 3)).toEqual([4, 3]);
  });

  it('counts and resets the filter panel, keeping the category, the search and the sort', () => {
    const filters: CatalogFilters = {
      page: 3,
      search: 'spf',
      categoryName: 'sunscreen',
      brand: [1, 2],
      properties: [9],
      min_price: 10,
      in_stock: true,
      on_sale: true,
      sort: 'new',
    };
    expect(panelFilterCount(filters)).toBe(6);
    expect(resetPanelFilters(filters)).toEqual({ page: 1, search: 'spf', categoryName: 'sunscreen', sort: 'new' });
    expect(panelFilterCount(resetPanelFilters(filters))).toBe(0);
  });
});
