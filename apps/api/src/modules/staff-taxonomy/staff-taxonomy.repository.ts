import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands, categories, categorySlugHistory, products } from '../../db/schema/index.js';

export type BrandRow = typeof brands.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

// Written out in full: in a one-table select Drizzle leaves columns unqualified, and an
// unqualified `id` inside the subquery would be the product's.
const productCount = (column: 'brand_id' | 'category_id', table: 'brands' | 'categories') =>
  sql<number>`(select count(*)::int from products p where p.${sql.identifier(column)} = ${sql.identifier(table)}.id)`;

export function listBrands(tx: DbOrTx, id?: number) {
  return tx
    .select({ brand: brands, productCount: productCount('brand_id', 'brands') })
    .from(brands)
    .where(id === undefined ? undefined : eq(brands.id, id))
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id));
}

export async function lockBrand(tx: DbOrTx, id: number): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
  return row;
}

export async function insertBrand(tx: DbOrTx, values: Pick<BrandRow, 'name' | 'slug' | 'country'>) {
  // A new brand comes last in the shop's order.
  const [row] = await tx
    .insert(brands)
    .values({ ...values, position: sql`(select coalesce(max(${brands.position}) + 1, 0) from ${brands})` })
    .returning();
  return row as BrandRow;
}

export async function updateBrand(
  tx: DbOrTx,
  id: number,
  values: Partial<Pick<BrandRow, 'name' | 'slug' | 'country' | 'hidden' | 'position'>>,
) {
  await tx
    .update(brands)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(brands.id, id));
}

export async function deleteBrand(tx: DbOrTx, id: number) {
  await tx.delete(brands).where(eq(brands.id, id));
}

/** Every brand's id in the shop's order, locked against a concurrent reorder. */
export async function lockBrandOrder(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: brands.id })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name), asc(brands.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function productsOfBrand(tx: DbOrTx, brandId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.brandId, brandId));
  return row?.n ?? 0;
}

export function listCategories(tx: DbOrTx) {
  return tx
    .select({
      category: categories,
      productCount: productCount('category_id', 'categories'),
      oldSlugs: sql<string[]>`coalesce((select array_agg(h.slug order by h.created_at) from category_slug_history h
        where h.category_id = categories.id), '{}')`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function lockCategory(tx: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function childrenOf(tx: DbOrTx, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function productsInCategory(tx: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

type CategoryValues = Pick<CategoryRow, 'parentId' | 'slug' | 'nameRu' | 'nameEn' | 'nameKy'>;

export async function insertCategory(tx: DbOrTx, values: CategoryValues) {
  const siblings = values.parentId === null ? isNull(categories.parentId) : eq(categories.parentId, values.parentId);
  const [row] = await tx
    .insert(categories)
    .values({
      ...values,
      position: sql`(select coalesce(max(${categories.position}) + 1, 0) from ${categories} where ${siblings})`,
    })
    .returning();
  return row as CategoryRow;
}

export async function updateCategory(
  tx: DbOrTx,
  id: number,
  values: Partial<CategoryValues & Pick<CategoryRow, 'hidden' | 'position'>>,
) {
  await tx
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id));
}

export async function deleteCategory(tx: DbOrTx, id: number) {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** The category an old slug now leads to, if the slug is an old one. */
export async function slugHistoryOwner(tx: DbOrTx, slug: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ categoryId: categorySlugHistory.categoryId })
    .from(categorySlugHistory)
    .where(eq(categorySlugHistory.slug, slug));
  return row?.categoryId;
}

export async function rememberOldSlug(tx: DbOrTx, slug: string, categoryId: number) {
  await tx.insert(categorySlugHistory).values({ slug, categoryId });
}

export async function forgetOldSlug(tx: DbOrTx, slug: string) {
  await tx.delete(categorySlugHistory).where(eq(categorySlugHistory.slug, slug));
}

/** Whether another category has this as its current slug. */
export async function slugInUse(tx: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId === undefined ? undefined : ne(categories.id, exceptId)));
  return rows.length > 0;
}

/** What a product's search text is built from (catalog/search-text.ts), for products of a brand or category. */
export function searchSourcesOf(tx: DbOrTx, where: { brandId: number } | { categoryId: number }) {
  return tx
    .select({
      id: products.id,
      titleRu: products.titleRu,
      titleEn: products.titleEn,
      titleKy: products.titleKy,
      brand: brands.name,
      categoryRu: categories.nameRu,
      categoryEn: categories.nameEn,
      categoryKy: categories.nameKy,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where('brandId' in where ? eq(products.brandId, where.brandId) : eq(products.categoryId, where.categoryId));
}

/** Writes many products' search texts in one statement per thousand. */
export async function setSearchTexts(tx: DbOrTx, texts: Array<{ id: number; text: string }>) {
  for (let start = 0; start < texts.length; start += 1000) {
    const chunk = texts.slice(start, start + 1000);
    const values = sql.join(
      chunk.map(({ id, text }) => sql`(${id}::int, ${text}::text)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${products} set search_text = v.text, updated_at = now() from (values ${values}) as v(id, text)
          where ${products.id} = v.id`,
    );
  }
}

export function listPicks(tx: DbOrTx) {
  return tx
    .select({
      id: products.id,
      title: products.titleRu,
      brand: brands.name,
      image: products.imageUrl,
      published: products.published,
      inStock: products.inStock,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(sql`${products.isRecommended}`)
    .orderBy(asc(products.recommendedPosition), asc(products.id));
}

export async function existingProductIds(tx: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id);
}

/** Makes exactly `ids` the picks, in that order. */
export async function setPicks(tx: DbOrTx, ids: number[]) {
  await tx
    .update(products)
    .set({ isRecommended: false, recommendedPosition: 0 })
    .where(and(sql`${products.isRecommended}`, ids.length ? sql`${products.id} not in ${ids}` : undefined));
  for (const [position, id] of ids.entries()) {
    await tx.update(products).set({ isRecommended: true, recommendedPosition: position }).where(eq(products.id, id));
  }
}
