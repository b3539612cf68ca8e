import { ProductSearchResponse } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { SUGGESTED_NAMES } from './name-suggestions.js';
import { normalizeForSearch } from './search-text.js';

const ctx = useTestApp();

async function search(text: string, lang: 'ru' | 'en' | 'ky') {
  const response = await ctx.app.inject({
    url: `/api/v1/products/search?search=${encodeURIComponent(text)}&lang=${lang}&page_size=5`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchResponse.parse(response.json());
}

/** A shown sub-category with its own and its parent's names in every language. */
async function subCategory() {
  const [row] = await queryRows<{
    id: number;
    slug: string;
    name_ru: string;
    name_en: string;
    name_ky: string;
    parent_ru: string;
    parent_en: string;
  }>(
    ctx.database,
    sql`select c.id, c.slug, c.name_ru, c.name_en, c.name_ky, p.name_ru as parent_ru, p.name_en as parent_en
        from categories c join categories p on p.id = c.parent_id
        where not c.hidden and not p.hidden and char_length(c.name_en) >= 6 and char_length(c.name_ru) >= 6
        order by c.id limit 1`,
  );
  return row!;
}

describe('categories and brands suggested with the search', () => {
  it('suggests a category matched by its name in the page’s language, with its parent’s name', async () => {
    const category = await subCategory();
    const ru = await search(category.name_ru.slice(0, 5), 'ru');
    expect(ru.categories).toContainEqual({
      id: category.id,
      name: category.name_ru,
      slug: category.slug,
      parent_name: category.parent_ru,
    });
    const en = await search(category.name_en.slice(0, 5), 'en');
    expect(en.categories).toContainEqual({
      id: category.id,
      name: category.name_en,
      slug: category.slug,
      parent_name: category.parent_en,
    });
    const ky = await search(category.name_ky.slice(0, 5), 'ky');
    expect(ky.categories.map((c) => c.name)).toContain(category.name_ky);
  });

  it('suggests a brand by a word of its name, typed in either alphabet', async () => {
    for (const text of ['krem l', 'Крем Лаб', 'крем л']) {
      const result = await search(text, 'ru');
      expect(
        result.brands.map((brand) => brand.name),
        text,
      ).toContain('Krem Lab');
    }
  });

  it('lists a few of each, those whose name starts with the text first', async () => {
    const result = await search('k', 'en');
    expect(result.brands.length).toBe(SUGGESTED_NAMES);
    expect(result.categories.length).toBeLessThanOrEqual(SUGGESTED_NAMES);
    const starts = result.brands.map((brand) => normalizeForSearch(brand.name).startsWith('k'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    for (const brand of result.brands) expect(` ${normalizeForSearch(brand.name)}`).toContain(' k');
  });

  it('leaves out hidden brands and categories', async () => {
    const category = await subCategory();
    await ctx.database.db.execute(sql`update brands set hidden = true where name = 'Krem Lab'`);
    await ctx.database.db.execute(sql`update categories set hidden = true where id = ${category.id}`);
    onTestFinished(async () => {
      await ctx.database.db.execute(sql`update brands set hidden = false where name = 'Krem Lab'`);
      await ctx.database.db.execute(sql`update categories set hidden = false where id = ${category.id}`);
    });
    expect((await search('krem lab', 'ru')).brands.map((brand) => brand.name)).not.toContain('Krem Lab');
    expect((await search(category.name_ru, 'ru')).categories.map((c) => c.id)).not.toContain(category.id);
  });

  it('suggests nothing when no name matches, and still answers the same names on a later page', async () => {
    const none = await search('zzqqxxjj', 'ru');
    expect(none).toMatchObject({ items: [], categories: [], brands: [] });
    const response = await ctx.app.inject({ url: '/api/v1/products/search?search=krem&page=2&page_size=5' });
    expect(ProductSearchResponse.parse(response.json()).brands.map((brand) => brand.name)).toContain('Krem Lab');
  });
});
