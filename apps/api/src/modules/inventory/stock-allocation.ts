import { type LocationRow, sells } from '../locations/locations.service.js';

/**
 * Where an order's units go: a courier order to the locations that ship, a pickup order to the
 * shop the shopper chose (its `code`).
 */
export type AllocationTarget = { method: 'courier' } | { method: 'pickup'; shopCode: string };

export interface Take {
  locationId: number;
  quantity: number;
  /** The location the units must be brought to by a transfer; null when they are already there. */
  bringTo: number | null;
}

/**
 * The rule of decision 058, for one line: take from the destination's own shelf first — the
 * pickup shop; for a courier order, the locations that ship, in the shop's order — then from the
 * other selling locations in the shop's order (the online warehouse first, as `position` puts it),
 * each such take brought to the destination by a transfer. A courier order whose shop has no
 * location that ships takes from wherever the units are. Answers null when the locations that sell
 * do not hold `quantity` between them.
 */
export function planTakes(
  locations: LocationRow[],
  free: Array<{ locationId: number; stock: number }>,
  quantity: number,
  target: AllocationTarget,
): Take[] | null {
  const selling = locations.filter(sells);
  const home =
    target.method === 'pickup'
      ? selling.filter((location) => location.code === target.shopCode && location.isPickupPoint)
      : selling.filter((location) => location.shipsCourier);
  const destination = home[0]?.id ?? null;
  const homeIds = new Set(home.map((location) => location.id));
  const order = [...home, ...selling.filter((location) => !homeIds.has(location.id))];
  const takes: Take[] = [];
  let left = quantity;
  for (const location of order) {
    if (left === 0) break;
    const there = free.find((row) => row.locationId === location.id)?.stock ?? 0;
    const taken = Math.min(left, there);
    if (taken === 0) continue;
    left -= taken;
    takes.push({
      locationId: location.id,
      quantity: taken,
      bringTo: homeIds.has(location.id) || destination === null ? null : destination,
    });
  }
  return left === 0 ? takes : null;
}
