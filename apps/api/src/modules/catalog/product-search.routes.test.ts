// @pglite-compatibility: search, on PGlite's own build of pg_trgm
import { ProductListResponse, ProductSearchResponse } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { answeredByPostings, listProductCards, rankedProductIds, wordsStartingWith } from './catalog.repository.js';
import { normalizeForSearch } from './search-text.js';
import { formsPattern, queryWords } from './word-forms.js';

const ctx = useTestApp();

async function search(text: string, extra = '') {
  const response = await ctx.app.inject({ url: `/api/v1/products/search?search=${encodeURIComponent(text)}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchResponse.parse(response.json());
}

/** A word of at least `length` letters that begins some product's Russian title. */
async function russianTitleWord(length: number) {
  const [row] = await queryRows<{ word: string }>(
    ctx.database,
    sql`select lower(split_part(title_ru, ' ', 1)) as word from products
        where char_length(split_part(title_ru, ' ', 1)) >= ${length} order by id limit 1`,
  );
  return row!.word;
}

describe('search as you type', () => {
  it('pages through short prefixes in the same order as ranking every match', async () => {
    for (const prefix of ['k', 'кр', 'sh', 'a', 'ш', 'т']) {
      const ranked = await listProductCards(ctx.database.db, {
        filter: { search: { text: normalizeForSearch(prefix), fuzzy: false }, propertyGroups: [] },
        lang: 'ru',
        limit: 31,
        offset: 0,
      });
      const paged = [];
      for (const page of [1, 2, 3]) paged.push(...(await search(prefix, `&page=${page}&page_size=10`)).items);
      expect(
        paged.map((item) => item.id),
        prefix,
      ).toEqual(ranked.slice(0, 30).map((row) => row.id));
    }
  });

  it('pages one-word searches of 3+ letters, read from the postings, in the same order as ranking every match', async () => {
    // Prefixes and whole words, a word longer than the longest stored prefix and its first 9
    // letters, matches only inside words, Russian words with other forms.
    const [long] = await queryRows<{ word: string }>(
      ctx.database,
      sql`select word from search_words where length(word) > 9 order by products desc, word limit 1`,
    );
    const queries = ['kre', 'krem', 'маск', 'shampun', 'сыворотка', 'кремы', 'маски', 'увлажняющая', 'ream', 'amp'];
    queries.push(long!.word, long!.word.slice(0, 9));
    const pageSize = 7;
    for (const query of queries) {
      const words = queryWords(query);
      const stems = words.flatMap((word) => (word.stem === undefined ? [] : [word.stem]));
      const forms = stems.length ? formsPattern(words, await wordsStartingWith(ctx.database.db, stems)) : undefined;
      const term = { text: normalizeForSearch(query), fuzzy: false, forms };
      expect(answeredByPostings(term), query).toBe(true);
      const ranked = await rankedProductIds(ctx.database.db, {
        filter: { search: term, propertyGroups: [] },
        limit: 1000,
        offset: 0,
      });
      expect(ranked.length, query).toBeGreaterThan(0);
      const pages = Math.ceil(Math.min(ranked.length, 60) / pageSize) + 1;
      const paged = [];
      for (let page = 1; page <= pages; page++)
        paged.push(...(await search(query, `&page=${page}&page_size=${pageSize}`)).items);
      expect(
        paged.map((item) => item.id),
        query,
      ).toEqual(ranked.slice(0, pages * pageSize));
    }
  });

  it('answers the spec shape with page and page_size 50 by default', async () => {
    const result = await search('krem');
    expect(result.page).toBe(1);
    expect(result.page_size).toBe(50);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('finds products by the first letters of a title, those titles first', async () => {
    const word = await russianTitleWord(7);
    const prefix = word.slice(0, 4);
    const result = await search(prefix);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items[0]!.title.toLowerCase().startsWith(prefix)).toBe(true);
  });

  it('ranks a title-prefix match above a match inside the text', async () => {
    const word = await russianTitleWord(7);
    const result = await search(word.slice(0, 5));
    const startsTitle = result.items.map((item) => item.title.toLowerCase().startsWith(word.slice(0, 5)));
    const firstOther = startsTitle.indexOf(false);
    if (firstOther !== -1) expect(startsTitle.slice(firstOther).some(Boolean)).toBe(false);
  });

  it('ranks title-prefix matches above brand-prefix matches', async () => {
    // "кре" begins many titles (крем…) and the brand Krem Lab: the titles come first.
    const result = await search('кре', '&page_size=10');
    const ids = result.items.map((item) => item.id);
    const rows = await queryRows<{ id: number; titles: string }>(
      ctx.database,
      sql`select id, lower(title_ru || ' | ' || title_en || ' | ' || title_ky) as titles from products where id in ${ids}`,
    );
    for (const row of rows) expect(row.titles, row.titles).toMatch(/(^|\| )(кре|kre)/);
  });

  it('forgives one wrong letter', async () => {
    const word = await russianTitleWord(8);
    const swapped = word[4] === 'о' ? 'а' : 'о';
    const typo = word.slice(0, 4) + swapped + word.slice(5);
    const result = await search(typo);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items[0]!.title.toLowerCase()).toContain(word);
  });

  it('finds Cyrillic titles typed in Latin letters', async () => {
    const result = await search('krem');
    expect(result.items.some((item) => /крем/i.test(item.title))).toBe(true);
  });

  it('finds a Latin brand typed in Cyrillic, and by its name', async () => {
    const cyrillic = await search('Крем Лаб');
    expect(cyrillic.items[0]!.brand.name).toBe('Krem Lab');
    const latin = await search('krem lab');
    expect(latin.items[0]!.brand.name).toBe('Krem Lab');
    const [brand] = await queryRows<{ name: string }>(ctx.database, sql`select name from brands where id = 7`);
    const byName = await search(brand!.name.toLowerCase());
    expect(byName.items.slice(0, 5).every((item) => item.brand.name === brand!.name)).toBe(true);
  });

  it('finds the same products through either alphabet', async () => {
    const cyrillic = await search('Крем', '&lang=en');
    const latin = await search('krem', '&lang=en');
    expect(cyrillic.items.map((i) => i.id)).toEqual(latin.items.map((i) => i.id));
  });

  it('pages through results', async () => {
    const first = await search('krem', '&page=1&page_size=10');
    const second = await search('krem', '&page=2&page_size=10');
    expect(first.has_more).toBe(true);
    expect(second.items.map((i) => i.id)).not.toEqual(first.items.map((i) => i.id));
  });

  it('answers nothing for text that matches nothing', async () => {
    const result = await search('zzqqxxjj');
    expect(result.items).toEqual([]);
    expect(result.has_more).toBe(false);
  });

  it.each(['', '   ', 'x'.repeat(101)])('refuses the search text %j', async (text) => {
    const response = await ctx.app.inject({ url: `/api/v1/products/search?search=${encodeURIComponent(text)}` });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponse.parse(response.json()).error.fields?.search).toBeDefined();
  });

  it('treats LIKE wildcards as plain text', async () => {
    const result = await search('%_%');
    expect(result.items).toEqual([]);
  });

  it('answers a phrase typed up to a dangling preposition with whole titles to complete from, first', async () => {
    // The storefront's inline completion (apps/web features/search/completion.ts) runs on from
    // "…с" to the next word of the first title that starts with the text: such titles come first.
    const result = await search('шампунь для волос с', '&lang=ru');
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items[0]!.title).toMatch(/^шампунь для волос с \p{L}+/iu);
  });
});

describe('search inside the catalogue listing', () => {
  it('filters the listing by the search text and ranks by relevance', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/products?search=krem%20lab&page_size=10' });
    const result = ProductListResponse.parse(response.json());
    expect(result.total).toBeGreaterThan(0);
    expect(result.items[0]!.brand.name).toBe('Krem Lab');
  });
});

describe('other forms of Russian words', () => {
  /** Every result of a search, page by page. */
  async function everyResult(text: string) {
    const items = [];
    for (let page = 1; ; page++) {
      const result = await search(text, `&page=${page}&page_size=100`);
      items.push(...result.items);
      if (!result.has_more) return items;
    }
  }

  /** The products whose search text holds `text` as typed (normalised), by id. */
  async function typedMatches(text: string) {
    const rows = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where search_text like ${`%${normalizeForSearch(text)}%`}`,
    );
    return new Set(rows.map((row) => row.id));
  }

  /** What the search answered before forms: the substring ranking of the text as typed. */
  async function asTyped(text: string) {
    const rows = await listProductCards(ctx.database.db, {
      filter: { search: { text: normalizeForSearch(text), fuzzy: false }, propertyGroups: [] },
      lang: 'ru',
      limit: 50,
      offset: 0,
    });
    return rows.map((row) => row.id);
  }

  it('finds the singular of a plural: "кремы" finds "Крем …" that "kremi" does not', async () => {
    const [product] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where published and title_ru like 'Крем %' and search_text not like '%kremi%'
          order by id limit 1`,
    );
    const found = (await everyResult('кремы')).map((item) => item.id);
    expect(found).toContain(product!.id);
    expect((await everyResult('маски')).some((item) => /^Маска /.test(item.title))).toBe(true);
  });

  it('finds an adjective in its other genders and numbers, the forms as typed first', async () => {
    const plural = await everyResult('увлажняющие');
    const typed = await typedMatches('увлажняющие');
    const isTyped = plural.map((item) => typed.has(item.id));
    expect(isTyped.indexOf(false)).toBe(typed.size);
    expect(plural.some((item) => /^Увлажняющий крем/.test(item.title))).toBe(true);
    expect(plural.some((item) => /^Увлажняющая маска/.test(item.title))).toBe(true);
    const feminine = await everyResult('увлажняющая');
    expect(feminine.some((item) => /^Увлажняющий крем/.test(item.title))).toBe(true);
  });

  it('ranks a title starting with another form above that form elsewhere', async () => {
    const found = await everyResult('кремы');
    const rows = await queryRows<{ id: number; starts: boolean }>(
      ctx.database,
      sql`select id, lower(title_ru) ~ '^кремы?([^а-я]|$)' or lower(title_ky) ~ '^крем[иы]?([^а-я]|$)' as starts
          from products where id in ${found.map((item) => item.id)}`,
    );
    const starts = new Map(rows.map((row) => [row.id, row.starts]));
    const typed = await typedMatches('кремы');
    const formsOnly = found.filter((item) => !typed.has(item.id)).map((item) => starts.get(item.id));
    expect(formsOnly.indexOf(false)).toBeGreaterThan(0);
    expect(formsOnly.slice(formsOnly.indexOf(false))).not.toContain(true);
  });

  it('does not take another word for a form: "маски" finds no mascara, as "маска" typed does', async () => {
    expect((await everyResult('маска')).some((item) => /^Тушь/.test(item.title))).toBe(true);
    const masks = await everyResult('маски');
    expect(masks.length).toBeGreaterThan(0);
    expect(masks.filter((item) => /тушь/i.test(item.title))).toEqual([]);
  });

  it.each(['көлөкө', 'жеңил', 'кремдери', 'кошулган', 'жана', 'kremy', 'maski', 'губ'])(
    'searches the Kyrgyz, Latin or short word %s as typed, its first page at least',
    async (text) => {
      const expected = await asTyped(text);
      expect(expected.length).toBeGreaterThan(0);
      expect((await search(text)).items.map((item) => item.id)).toEqual(expected);
    },
  );

  it('counts the forms in the catalogue listing', async () => {
    const listed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products?search=${encodeURIComponent('увлажняющие')}`,
    });
    const result = ProductListResponse.parse(listed.json());
    expect(result.total).toBe((await everyResult('увлажняющие')).length);
    expect(result.total).toBeGreaterThan((await typedMatches('увлажняющие')).size);
  });
});
