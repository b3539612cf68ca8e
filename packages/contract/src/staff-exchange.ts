import { z } from 'zod';

/**
 * The fields an accounting system's exchange (CommerceML from 1C or МойСклад) may write, and who
 * owns each: `exchange` — the accounting system's value replaces the site's on every exchange;
 * `site` — the exchange fills it only for goods it creates and never overwrites it afterwards.
 * Texts in Kyrgyz and English, SEO fields, photos staff uploaded and the published flag are
 * always the site's and are not in this list.
 */
export const exchangeFields = [
  'title_ru',
  'description_ru',
  'category',
  'brand',
  'properties',
  'barcode',
  'photos',
  'price',
  'compare_at_price',
  'cost',
  'stock',
] as const;
export type ExchangeField = (typeof exchangeFields)[number];

export const ExchangeOwner = z.enum(['exchange', 'site']);
export type ExchangeOwner = z.infer<typeof ExchangeOwner>;

/**
 * The default split, written down in docs/accounting-exchange.md: the books own what they are the
 * record of (names, codes, prices, cost, stock), the site owns what it writes for shoppers.
 */
export const defaultFieldOwners: Record<ExchangeField, ExchangeOwner> = {
  title_ru: 'exchange',
  description_ru: 'site',
  category: 'exchange',
  brand: 'exchange',
  properties: 'exchange',
  barcode: 'exchange',
  photos: 'site',
  price: 'exchange',
  compare_at_price: 'exchange',
  cost: 'exchange',
  stock: 'exchange',
};

/**
 * How the accounting system's offers map onto the shop: which price type (by its `Ид` or its
 * `Наименование`, as the accounting system names it) is the selling price, the compare-at price
 * and the cost, and which of its warehouses (`Склад/Ид`) is which of the shop's locations (by
 * location code). A warehouse left out is not read; a price type left null is not read.
 */
export const ExchangeMapping = z.object({
  selling_price_type: z.string().trim().min(1).max(200).nullable(),
  compare_at_price_type: z.string().trim().min(1).max(200).nullable(),
  cost_price_type: z.string().trim().min(1).max(200).nullable(),
  warehouses: z.record(z.string().trim().min(1).max(200), z.string().regex(/^[a-z0-9-]{1,40}$/)),
  field_owners: z.record(z.enum(exchangeFields), ExchangeOwner),
});
export type ExchangeMapping = z.infer<typeof ExchangeMapping>;

/** A shop that has not set anything: the first price type sells, stock of unmapped warehouses is not read. */
export const defaultExchangeMapping: ExchangeMapping = {
  selling_price_type: null,
  compare_at_price_type: null,
  cost_price_type: null,
  warehouses: {},
  field_owners: defaultFieldOwners,
};
