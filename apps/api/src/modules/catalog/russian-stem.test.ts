// @pglite-compatibility: the stemmer agrees with the database's own Snowball stemmer on both
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { stemRussian } from './russian-stem.js';

const ctx = useTestApp();

describe('stemRussian', () => {
  it('takes the endings off nouns and adjectives', () => {
    expect(stemRussian('кремы')).toBe('крем');
    expect(stemRussian('кремов')).toBe('крем');
    expect(stemRussian('маски')).toBe('маск');
    expect(stemRussian('маска')).toBe('маск');
    expect(stemRussian('шампунь')).toBe('шампун');
    expect(stemRussian('увлажняющая')).toBe('увлажня');
    expect(stemRussian('увлажняющий')).toBe('увлажня');
    expect(stemRussian('лёгкий')).toBe('легк');
  });

  it('stems every Russian word of the catalogue as PostgreSQL’s russian_stem does', async () => {
    const rows = await queryRows<{ word: string; stem: string }>(
      ctx.database,
      sql`select w as word, (ts_lexize('russian_stem', w))[1] as stem
          from (select regexp_split_to_table(lower(title_ru), '[^а-яё]+') w from products
                union select regexp_split_to_table(lower(description_ru), '[^а-яё]+') from product_details
                union select regexp_split_to_table(lower(name_ru), '[^а-яё]+') from categories) words
          where w <> '' and cardinality(ts_lexize('russian_stem', w)) > 0`,
    );
    expect(rows.length).toBeGreaterThan(300);
    const differing = rows.filter((row) => stemRussian(row.word) !== row.stem);
    expect(differing).toEqual([]);
  });
});
