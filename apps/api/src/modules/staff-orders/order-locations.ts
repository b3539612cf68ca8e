import type { Language } from '@aruu/contract/common';
import type { OrderLineSource, OrderLocation } from '@aruu/contract/staff-orders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outer } from '../../db/outer-column.js';
import { locations, orders, stockAllocations, stockTransferLines, stockTransfers } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { allLocations, type LocationRow, locationName } from '../locations/locations.service.js';

/**
 * Where an order's units are, for the picking list, the packing slip and a warehouse worker's
 * board of their own shop (issue 26): held at a location (`stock_allocations`), brought to the
 * pickup shop by an order-bound transfer, or collected at a shop.
 */

/** Transfers that are still to bring an order's units: not left yet, or on the road. */
const bringing = ['created', 'in_transit'] as const;

/** Orders with units held at the location (its code) or being brought to it, or collected there. */
export function atLocationCondition(code: string): SQL {
  const place = sql`(select place.id from ${locations} place where place.code = ${code})`;
  return sql`(
    (${orders.deliveryMethod} = 'pickup' and ${orders.pickupShopId} = ${code})
    or exists (select 1 from ${stockAllocations} held
      where held.order_id = ${outer(orders.id)} and held.location_id = ${place})
    or exists (select 1 from ${stockTransfers} brought
      where brought.order_id = ${outer(orders.id)} and brought.to_location_id = ${place}
        and brought.status in ${bringing}))`;
}

/** The location with this code; an unknown one is refused (the board and picking list name real shops). */
export async function knownLocation(db: DbOrTx, code: string) {
  const found = (await allLocations(db)).find((location) => location.code === code);
  if (!found) throw new AppError('unprocessable', 'unknown_location', `There is no location "${code}"`);
  return found;
}

export function locationView(location: LocationRow, lang: Language): OrderLocation {
  return { id: location.id, code: location.code, name: locationName(location, lang) };
}

/** The orders' allocations and the lines of their transfers still bringing units. */
async function holdings(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return { held: [], moving: [] };
  const [held, moving] = await Promise.all([
    db
      .select({
        orderId: stockAllocations.orderId,
        variationId: stockAllocations.variationId,
        locationId: stockAllocations.locationId,
        quantity: stockAllocations.quantity,
      })
      .from(stockAllocations)
      .where(inArray(stockAllocations.orderId, orderIds)),
    db
      .select({
        orderId: sql<number>`${stockTransfers.orderId}`,
        transferId: stockTransfers.id,
        status: stockTransfers.status,
        fromLocationId: stockTransfers.fromLocationId,
        toLocationId: stockTransfers.toLocationId,
        variationId: stockTransferLines.variationId,
        quantity: stockTransferLines.quantity,
      })
      .from(stockTransfers)
      .innerJoin(stockTransferLines, eq(stockTransferLines.transferId, stockTransfers.id))
      .where(and(inArray(stockTransfers.orderId, orderIds), inArray(stockTransfers.status, [...bringing]))),
  ]);
  return { held, moving };
}

/**
 * A lookup of each order line's sources: the units held at each location — those a `created`
 * transfer is to take to the pickup shop named with it — then the units on the road.
 */
export async function lineSources(db: DbOrTx, orderIds: number[], lang: Language) {
  const [everywhere, { held, moving }] = await Promise.all([allLocations(db), holdings(db, orderIds)]);
  const byId = new Map(everywhere.map((location) => [location.id, locationView(location, lang)]));
  const named = (id: number): OrderLocation => byId.get(id) ?? { id, code: String(id), name: String(id) };
  return (orderId: number, variationId: number): OrderLineSource[] => {
    const mine = <T extends { orderId: number; variationId: number }>(rows: T[]) =>
      rows.filter((row) => row.orderId === orderId && row.variationId === variationId);
    const transfers = mine(moving);
    const sources: OrderLineSource[] = [];
    for (const allocation of mine(held)) {
      let left = allocation.quantity;
      for (const line of transfers) {
        if (line.status !== 'created' || line.fromLocationId !== allocation.locationId || left === 0) continue;
        const quantity = Math.min(left, line.quantity);
        left -= quantity;
        sources.push({
          location: named(allocation.locationId),
          quantity,
          transfer: { id: line.transferId, status: 'created', to: named(line.toLocationId) },
        });
      }
      if (left > 0) sources.push({ location: named(allocation.locationId), quantity: left, transfer: null });
    }
    for (const line of transfers.filter((row) => row.status === 'in_transit')) {
      sources.push({
        location: named(line.fromLocationId),
        quantity: line.quantity,
        transfer: { id: line.transferId, status: 'in_transit', to: named(line.toLocationId) },
      });
    }
    return sources;
  };
}

/** The pickup shop's location by its code, in the asked language; null for courier or an unknown code. */
export async function pickupShops(db: DbOrTx, lang: Language) {
  const everywhere = await allLocations(db);
  return (code: string | null): OrderLocation | null => {
    const found = code === null ? undefined : everywhere.find((location) => location.code === code);
    return found ? locationView(found, lang) : null;
  };
}
