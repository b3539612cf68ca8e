import type {
  PickupOption,
  PickupOptionList,
  ProductAvailability,
  ShopAvailability,
} from '@aruu/contract/availability';
import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { CartService } from '../cart/cart.service.js';
import { LOW_STOCK_THRESHOLD } from '../catalog/stock-state.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import { planTakes } from '../inventory/stock-allocation.js';
import type { OrdersService } from '../orders/orders.service.js';
import * as repo from './availability.repository.js';

type Free = Array<{ variationId: number; locationId: number; stock: number }>;
type Line = { variationId: number; quantity: number };

/** The pickup shops shoppers may choose: active pickup points, in the shop's order. */
const pickupShops = (all: repo.NamedLocation[]) => all.filter(({ row }) => row.active && row.isPickupPoint);

const freeOf = (free: Free, variationId: number) => free.filter((row) => row.variationId === variationId);

/**
 * How one shade stands at one shop: its own shelf (a few left at or under the storefront's
 * threshold), else the location the allocation rule would bring one unit from.
 */
function shopState(all: repo.NamedLocation[], shop: repo.NamedLocation, free: Free): ShopAvailability {
  const base = {
    code: shop.row.code,
    name: shop.name,
    address: shop.address,
    closes: shop.row.closes,
    closed_weekdays: shop.row.closedWeekdays,
    days: null,
    from: null,
  };
  const here = free.find((row) => row.locationId === shop.row.id)?.stock ?? 0;
  if (here > LOW_STOCK_THRESHOLD) return { ...base, state: 'in_stock' };
  if (here > 0) return { ...base, state: 'few_left' };
  const take = planTakes(
    all.map(({ row }) => row),
    free,
    1,
    { method: 'pickup', shopCode: shop.row.code },
  )?.[0];
  const source = take && all.find(({ row }) => row.id === take.locationId);
  if (!source) return { ...base, state: 'none' };
  return { ...base, state: 'can_bring', days: shop.row.transferDays, from: source.name };
}

/**
 * One pickup shop judged for the lines by the rule the order's units are taken by (planTakes,
 * as `set_delivery` re-allocates them): everything on its shelf, or what must be brought, from where.
 */
function pickupOption(all: repo.NamedLocation[], shop: repo.NamedLocation, lines: Line[], free: Free): PickupOption {
  const rows = all.map(({ row }) => row);
  let toBring = 0;
  let short = 0;
  const sources = new Set<number>();
  for (const line of lines) {
    const plan = planTakes(rows, freeOf(free, line.variationId), line.quantity, {
      method: 'pickup',
      shopCode: shop.row.code,
    });
    if (!plan) {
      short += 1;
      continue;
    }
    const brought = plan.filter((take) => take.bringTo !== null);
    if (brought.length > 0) toBring += 1;
    for (const take of brought) sources.add(take.locationId);
  }
  const allHere = toBring === 0 && short === 0;
  return {
    code: shop.row.code,
    name: shop.name,
    address: shop.address,
    opens: shop.row.opens,
    closes: shop.row.closes,
    closed_weekdays: shop.row.closedWeekdays,
    all_here: allHere,
    ready_in_days: allHere ? 0 : shop.row.transferDays,
    lines_to_bring: toBring,
    lines_short: short,
    // In the shop's order, which is the order the rule takes from.
    from: all.filter(({ row }) => sources.has(row.id)).map(({ name }) => name),
  };
}

/** Sums units per variation (an order's allocations, lines of one variation). */
function perVariation(rows: Line[]): Line[] {
  const totals = new Map<number, number>();
  for (const row of rows) totals.set(row.variationId, (totals.get(row.variationId) ?? 0) + row.quantity);
  return [...totals].map(([variationId, quantity]) => ({ variationId, quantity }));
}

export function createAvailabilityService(deps: {
  db: Db;
  cart: CartService;
  orders: OrdersService;
  inventory: Pick<InventoryService, 'freeByLocation' | 'allocationsOf'>;
}) {
  const { db, cart, orders, inventory } = deps;

  /** Per visible shade of a published product, per pickup shop: in stock, a few left, can be brought, none. */
  async function product(productId: number, lang: Language): Promise<ProductAvailability> {
    const variationIds = await repo.visibleVariations(db, productId);
    if (!variationIds) throw notFound('Product');
    const [all, free] = await Promise.all([repo.locationsIn(db, lang), inventory.freeByLocation(db, variationIds)]);
    const shops = pickupShops(all);
    return {
      product_id: productId,
      variations: variationIds.map((variationId) => ({
        variation_id: variationId,
        shops: shops.map((shop) => shopState(all, shop, freeOf(free, variationId))),
      })),
    };
  }

  /**
   * Every pickup shop for the shopper's cart, or for their unpaid order: the order's units are
   * taken already, so what it holds counts as free to it wherever it holds it — `set_delivery`
   * puts them back before taking again. Shops with everything first, then in the shop's order.
   */
  async function pickupOptions(userId: number, orderId: number | undefined, lang: Language): Promise<PickupOptionList> {
    let lines: Line[];
    let held: Free = [];
    if (orderId === undefined) {
      const cartLines = await cart.orderLines(db, userId, lang);
      lines = perVariation(cartLines.map((line) => ({ variationId: line.variation_id, quantity: line.quantity })));
    } else {
      await orders.ownUnpaidOrder(userId, orderId);
      const allocations = await inventory.allocationsOf(db, orderId);
      lines = perVariation(allocations);
      held = allocations.map(({ variationId, locationId, quantity }) => ({ variationId, locationId, stock: quantity }));
    }
    const [all, free] = await Promise.all([
      repo.locationsIn(db, lang),
      inventory.freeByLocation(
        db,
        lines.map((line) => line.variationId),
      ),
    ]);
    const available = withHeld(free, held);
    const options = pickupShops(all).map((shop) => pickupOption(all, shop, lines, available));
    // A stable sort keeps the shop's order within each group.
    return options.sort((a, b) => Number(b.all_here) - Number(a.all_here));
  }

  return { product, pickupOptions };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Free units plus what the order holds, per variation and location. */
function withHeld(free: Free, held: Free): Free {
  const sum = new Map<string, Free[number]>();
  for (const row of [...free, ...held]) {
    const key = `${row.variationId}:${row.locationId}`;
    const seen = sum.get(key);
    sum.set(key, seen ? { ...seen, stock: seen.stock + row.stock } : { ...row });
  }
  return [...sum.values()];
}
