import { z } from 'zod';
import { IdParam, INT4_MAX, LangQuery, pageOf, paginationQuery, queryInt } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, optionalText, typedText } from './fields.js';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from './idempotency.js';
import { LocationCode } from './locations.js';

/**
 * Stock in the back office (issue 14, item 3). `stock` is what is free to sell: units taken by
 * open orders are already out of it and counted as `reserved` until the order is handed over,
 * so `on_hand = stock + reserved` is what the shop holds (docs/decisions/025-stock-model.md).
 * Since issue 26 each figure is kept per location (docs/decisions/058): `locations` lists them,
 * units on the road between two locations are `in_transit`, and `on_hand` counts them too.
 */

/** Why staff change stock; the orders' own movements are recorded without asking. */
export const stockAdjustmentReasons = ['delivery', 'write_off', 'count_correction'] as const;
export const StockAdjustmentReason = z.enum(stockAdjustmentReasons);
export type StockAdjustmentReason = z.infer<typeof StockAdjustmentReason>;

export const stockMovementKinds = [
  ...stockAdjustmentReasons,
  'order_reserved',
  'order_released',
  'returned',
  /** Units an order held that leave the shop with a change to the order (damaged, not there to sell): never free again. */
  'order_written_off',
  /** Units leaving for another location (a transfer dispatched) and arriving from one (received). */
  'transfer_out',
  'transfer_in',
] as const;
export const StockMovementKind = z.enum(stockMovementKinds);
export type StockMovementKind = z.infer<typeof StockMovementKind>;

/** The most units one adjustment may name: a typo of a few extra digits is refused, not stored. */
export const MAX_ADJUSTMENT_UNITS = 100_000;

const units = (min: number) =>
  z
    .number(fieldError('invalid_value'))
    .int('invalid_value')
    .min(min, 'invalid_value')
    .max(MAX_ADJUSTMENT_UNITS, 'invalid_value');

/** The location an adjustment is made at; without it, the default location (the online warehouse). */
const adjustmentLocation = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(INT4_MAX, 'invalid_value')
  .optional();

/**
 * A delivery adds `quantity` units, a write-off takes them away; a count correction says how many
 * units were counted at the location, those put aside there for open orders included, and needs a note.
 */
export const StockAdjustmentBody = z.discriminatedUnion('reason', [
  z.strictObject({
    reason: z.literal('delivery'),
    quantity: units(1),
    note: optionalText(500, { multiline: true }),
    location_id: adjustmentLocation,
  }),
  z.strictObject({
    reason: z.literal('write_off'),
    quantity: units(1),
    note: optionalText(500, { multiline: true }),
    location_id: adjustmentLocation,
  }),
  z.strictObject({
    reason: z.literal('count_correction'),
    quantity: units(0),
    note: typedText(500, { multiline: true }).min(1, 'required'),
    location_id: adjustmentLocation,
  }),
]);
export type StockAdjustmentBody = z.input<typeof StockAdjustmentBody>;

/** A location as the stock pages name it. */
export const StockLocationRef = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'StockLocationRef' });
export type StockLocationRef = z.infer<typeof StockLocationRef>;

/** A location to pick on the stock pages and the orders board (a worker's own shop). */
export const StaffStockLocation = StockLocationRef.extend({
  sells: z.boolean(),
  active: z.boolean(),
  /** Where an adjustment without a location is made. */
  is_default: z.boolean(),
}).meta({ id: 'StaffStockLocation' });
export type StaffStockLocation = z.infer<typeof StaffStockLocation>;

export const StaffStockLocations = z.array(StaffStockLocation).meta({ id: 'StaffStockLocations' });

/** One variation's units at one location. */
export const StockAtLocation = z
  .object({
    location_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    /** Its free units count in what the catalogue sells (active, a pickup point or shipping courier orders). */
    sells: z.boolean(),
    active: z.boolean(),
    /** Free to sell here. */
    stock: z.number().int(),
    /** Held here for open orders. */
    reserved: z.number().int(),
    /** On the road to this location (transfers in transit). */
    incoming: z.number().int(),
    /** The threshold that applies here: the location's own, else the product's, else the shop's default. */
    low_stock_threshold: z.number().int(),
    /** The location's own threshold; null: the product's or the shop's applies. */
    own_low_stock_threshold: z.number().int().nullable(),
    /**
     * Free units here at or below the threshold, at a location that sells, of a variation on sale
     * that the location carries (it has held units of it, or has a threshold of its own for it).
     */
    low: z.boolean(),
  })
  .meta({ id: 'StockAtLocation' });
export type StockAtLocation = z.infer<typeof StockAtLocation>;

export const StockVariation = z
  .object({
    variation_id: z.number().int(),
    product_id: z.number().int(),
    title: z.string(),
    variation_name: z.string(),
    sku: z.string(),
    barcode: z.string().nullable(),
    /** Free to sell: summed over the locations that sell (`variations.stock`). */
    stock: z.number().int(),
    /** Put aside for open orders not yet handed over, at every location. */
    reserved: z.number().int(),
    /** On the road between two locations (transfers in transit): nobody's free stock. */
    in_transit: z.number().int(),
    /** Everything the shop owns: free units at every location, reserved and in transit — what counts find. */
    on_hand: z.number().int(),
    /** The product's threshold, or the shop's default when it has none. */
    low_stock_threshold: z.number().int(),
    /**
     * Never for a hidden variation, which is not for sale. With the list's `location`: that
     * location is low; otherwise the free units to sell are at or below the product's threshold,
     * or a selling location with a threshold of its own is at or below it.
     */
    low: z.boolean(),
    /** Off the storefront: still counted and adjusted here, but not a stock problem. */
    hidden: z.boolean(),
    /** Every active location, and an inactive one still holding units, in the shop's order. */
    locations: z.array(StockAtLocation),
  })
  .meta({ id: 'StockVariation' });
export type StockVariation = z.infer<typeof StockVariation>;

export const StockListQuery = LangQuery.extend({
  /**
   * A SKU or barcode, whole or a part of it, any case (exact matches first, as a scanner types
   * them, then those starting with it), or words of the title.
   */
  q: typedText(100).optional(),
  /** Only variations on sale that are low (see `StockVariation.low`), the emptiest first. */
  low: z.enum(['true', 'false']).optional(),
  /** A location's code: `low` and the emptiest-first order use that location's figures. */
  location: LocationCode.optional(),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type StockListQuery = z.input<typeof StockListQuery>;
export type StockListFilters = z.output<typeof StockListQuery>;

export const StockList = pageOf(StockVariation).meta({ id: 'StockList' });
export type StockList = z.infer<typeof StockList>;

export const ProductStock = z
  .object({
    product_id: z.number().int(),
    title: z.string(),
    /** The product's own threshold; null: the shop's default applies. */
    low_stock_threshold: z.number().int().nullable(),
    default_low_stock_threshold: z.number().int(),
    variations: z.array(StockVariation),
  })
  .meta({ id: 'ProductStock' });
export type ProductStock = z.infer<typeof ProductStock>;

export const StockMovement = z
  .object({
    id: z.number().int(),
    variation_id: z.number().int(),
    sku: z.string(),
    variation_name: z.string(),
    kind: StockMovementKind,
    quantity_change: z.number().int(),
    /** Free at the movement's location right after the change. */
    stock_after: z.number().int(),
    /** A count correction's counted units. */
    counted: z.number().int().nullable(),
    note: z.string().nullable(),
    order_id: z.number().int().nullable(),
    /** Where the units changed; null for movements recorded before stock was kept per location. */
    location: StockLocationRef.nullable(),
    /** The employee; null for a shopper's order or its expiry. */
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof StockMovement>;

export const StockHistoryQuery = LangQuery.extend({
  variation_id: queryInt({ min: 1, max: INT4_MAX }).optional(),
  /** Only the movements at this location (its code). */
  location: LocationCode.optional(),
  ...paginationQuery({ defaultPageSize: 30, maxPageSize: 100 }),
});
export type StockHistoryQuery = z.input<typeof StockHistoryQuery>;
export type StockHistoryFilters = z.output<typeof StockHistoryQuery>;

export const StockHistory = pageOf(StockMovement).meta({ id: 'StockHistory' });
export type StockHistory = z.infer<typeof StockHistory>;

export const StockAdjusted = z
  .object({ variation: StockVariation, movement: StockMovement, location: StockLocationRef })
  .meta({ id: 'StockAdjusted' });
export type StockAdjusted = z.infer<typeof StockAdjusted>;

export const LowStockThresholdBody = z.strictObject({
  /** Units at or below which a variation is low; null gives the product the shop's default back. */
  low_stock_threshold: z
    .number(fieldError('invalid_value'))
    .int('invalid_value')
    .min(0, 'invalid_value')
    .max(MAX_ADJUSTMENT_UNITS, 'invalid_value')
    .nullable(),
});
export type LowStockThresholdBody = z.infer<typeof LowStockThresholdBody>;

/**
 * A phone on the warehouse's Wi-Fi may send an adjustment twice (a retry after a lost answer):
 * the same key again answers the first adjustment instead of adding a delivery twice.
 */
export const AdjustmentHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKey.optional().meta({
    description:
      'Optional. One value (e.g. a UUID) per intended adjustment, per employee: repeating it with the same variation and body answers the first adjustment (201) without changing stock again; with another, 422 `idempotency_key_reused`.',
  }),
});

export const ProductIdParam = z.object({ product_id: IdParam.shape.id });
export const VariationIdParam = z.object({ variation_id: IdParam.shape.id });
export const VariationLocationParams = z.object({
  variation_id: IdParam.shape.id,
  location_id: IdParam.shape.id,
});

export const staffStockEndpoints = endpoints({
  'GET /staff/stock/locations': {
    summary: "Every location, in the shop's order, to pick one on the stock pages and the orders board",
    query: LangQuery,
    response: StaffStockLocations,
    errors: [400, 401, 403],
  },
  'GET /staff/stock': {
    summary: 'Variations with their stock: find by SKU, barcode or title, or list those running low',
    query: StockListQuery,
    response: StockList,
    errors: [400, 401, 403, 422],
  },
  'GET /staff/stock/products/:product_id': {
    summary: "A product's variations with free, reserved and on-hand units, and its low-stock threshold",
    params: ProductIdParam,
    query: LangQuery,
    response: ProductStock,
    errors: [400, 401, 403, 404],
  },
  'GET /staff/stock/products/:product_id/movements': {
    summary: "A product's stock history, newest first, optionally of one variation",
    params: ProductIdParam,
    query: StockHistoryQuery,
    response: StockHistory,
    errors: [400, 401, 403, 404, 422],
  },
  'POST /staff/stock/variations/:variation_id/adjustments': {
    summary: 'A delivery, a write-off or a count correction; never below what open orders hold',
    params: VariationIdParam,
    query: LangQuery,
    body: StockAdjustmentBody,
    headers: AdjustmentHeaders,
    response: StockAdjusted,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'PUT /staff/stock/products/:product_id/low-stock-threshold': {
    summary: "Set a product's low-stock threshold, or null for the shop's default",
    params: ProductIdParam,
    query: LangQuery,
    body: LowStockThresholdBody,
    response: ProductStock,
    errors: [400, 401, 403, 404],
  },
  'PUT /staff/stock/variations/:variation_id/locations/:location_id/low-stock-threshold': {
    summary: "Set a variation's low-stock threshold at one location, or null for the product's or shop's",
    params: VariationLocationParams,
    query: LangQuery,
    body: LowStockThresholdBody,
    response: StockVariation,
    errors: [400, 401, 403, 404, 422],
  },
});
