import type { Language } from '@aruu/contract/common';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { locations } from '../../db/schema/index.js';

export type LocationRow = typeof locations.$inferSelect;
export type LocationInsert = typeof locations.$inferInsert;
export type LocationChanges = Partial<Omit<LocationInsert, 'id' | 'code' | 'createdAt'>>;

/** Every location, in the shop's order (`position`, then id). */
export function allLocations(db: DbOrTx): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.position), asc(locations.id));
}

/** Sells: its free units count in `variations.stock` (migration 0036's rule). */
export const sells = (location: Pick<LocationRow, 'active' | 'isPickupPoint' | 'shipsCourier'>) =>
  location.active && (location.isPickupPoint || location.shipsCourier);

/** The active pickup points in the shop's order, their texts in `lang` (Russian where empty). */
export function pickupPoints(db: DbOrTx, lang: Language) {
  return db
    .select({
      code: locations.code,
      name: localized({ ru: locations.nameRu, en: locations.nameEn, ky: locations.nameKy }, lang),
      address: localized({ ru: locations.addressRu, en: locations.addressEn, ky: locations.addressKy }, lang),
      phone: locations.phone,
      opens: locations.opens,
      closes: locations.closes,
      is_pickup_point: locations.isPickupPoint,
      transfer_days: locations.transferDays,
    })
    .from(locations)
    .where(and(eq(locations.active, true), eq(locations.isPickupPoint, true)))
    .orderBy(asc(locations.position), asc(locations.id));
}

/** The locations with these codes, active or not (an old order may name a closed shop). */
export function locationsByCode(db: DbOrTx, codes: string[]): Promise<LocationRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.select().from(locations).where(inArray(locations.code, codes));
}

export async function findLocation(db: DbOrTx, id: number, forUpdate = false): Promise<LocationRow | undefined> {
  const query = db.select().from(locations).where(eq(locations.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function codeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.code, code));
  return row !== undefined;
}

export async function insertLocation(db: DbOrTx, values: LocationInsert): Promise<number> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  return row!.id;
}

export async function updateLocation(db: DbOrTx, id: number, changes: LocationChanges): Promise<void> {
  await db
    .update(locations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(locations.id, id));
}

/** Locks every location in id order: moves of the default wait for each other instead of racing. */
export async function lockAllLocations(db: DbOrTx): Promise<void> {
  await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.id)).for('update');
}

/** Takes the default from whichever location has it, other than `id` (the unique index allows one). */
export async function dropOtherDefault(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .update(locations)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(locations.isDefault, true), ne(locations.id, id)))
    .returning({ id: locations.id });
  return row?.id;
}
