import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { banners, images } from '../../db/schema/index.js';

export type BannerRecord = typeof banners.$inferSelect;
export type ImageRecord = typeof images.$inferSelect;

export function listBanners(db: DbOrTx) {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

export async function findBanner(db: DbOrTx, id: number, lock = false): Promise<BannerRecord | undefined> {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findImages(db: DbOrTx, hashes: string[]): Promise<ImageRecord[]> {
  if (hashes.length === 0) return [];
  return db.select().from(images).where(sql`${images.hash} in ${hashes}`);
}

type BannerInsert = typeof banners.$inferInsert;

/** Adds the banner after the last one; its generated picture is named by the id it gets. */
export async function insertBanner(tx: Tx, row: Omit<BannerInsert, 'imageUrl' | 'position'>): Promise<number> {
  const [inserted] = await tx
    .insert(banners)
    .values({
      ...row,
      imageUrl: '',
      position: sql`(select coalesce(max(${banners.position}) + 1, 0) from ${banners})`,
    })
    .returning({ id: banners.id });
  const id = inserted!.id;
  await tx
    .update(banners)
    .set({ imageUrl: `/media/banners/${id}.svg` })
    .where(eq(banners.id, id));
  return id;
}

export async function updateBanner(tx: Tx, id: number, changes: Partial<BannerInsert>) {
  await tx
    .update(banners)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(banners.id, id));
}

/** Locks every banner: a reorder sees and writes the whole list at once. */
export function lockAllBanners(tx: Tx) {
  return tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id)).for('update');
}
