import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';

export type LocationRow = typeof locations.$inferSelect;

/** Every location, in the shop's order (`position`, then id). */
export function allLocations(db: DbOrTx): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.position), asc(locations.id));
}

/** Sells: its free units count in `variations.stock` (migration 0036's rule). */
export const sells = (location: LocationRow) => location.active && (location.isPickupPoint || location.shipsCourier);
