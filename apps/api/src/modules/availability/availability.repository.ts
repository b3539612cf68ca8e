import type { Language } from '@aruu/contract/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { localized } from '../../db/localized.js';
import { locations, products, variations } from '../../db/schema/index.js';

export type LocationRow = typeof locations.$inferSelect;

/** Every location in the shop's order (`position`, then id), with its name and address in `lang`. */
export function locationsIn(db: DbOrTx, lang: Language) {
  return db
    .select({
      row: locations,
      name: localized({ ru: locations.nameRu, en: locations.nameEn, ky: locations.nameKy }, lang),
      address: localized({ ru: locations.addressRu, en: locations.addressEn, ky: locations.addressKy }, lang),
    })
    .from(locations)
    .orderBy(asc(locations.position), asc(locations.id));
}
export type NamedLocation = Awaited<ReturnType<typeof locationsIn>>[number];

/** The variations shoppers see of a published product, in the product page's order; undefined for a draft or no product. */
export async function visibleVariations(db: DbOrTx, productId: number): Promise<number[] | undefined> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.published}`));
  if (!product) return undefined;
  const rows = await db
    .select({ id: variations.id })
    .from(variations)
    .where(and(eq(variations.productId, productId), eq(variations.hidden, false)))
    .orderBy(asc(variations.position), asc(variations.id));
  return rows.map((row) => row.id);
}
