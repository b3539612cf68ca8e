import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultExchangeMapping, type ExchangeMapping } from '@aruu/contract/staff-exchange';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { catalogImportClient } from '../../../test/support/catalog-import-client.js';
import { addFixtureTaxonomy, commerceMlFixture } from '../../../test/support/commerceml-fixture-shop.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
// `app.commerceMlImports`, decorated by the plugin.
import type {} from './catalog-import.plugin.js';

// CommerceML in (issue 28 item 3, docs/catalog-import.md "CommerceML"): the accounting system's
// catalogue and offers through the catalogue import's dry run, batches and report.
const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-commerceml-')) });

/** The shop's settings in these tests: retail sells, "Старая цена" is compare-at, two warehouses are mapped. */
const mapping: ExchangeMapping = {
  ...defaultExchangeMapping,
  selling_price_type: 'Розничная',
  compare_at_price_type: 'pt-old',
  warehouses: { 'wh-main': 'online', 'wh-tsum': 'tsum' },
};

let manager: SignedInStaff;
const imports = catalogImportClient(ctx, () => manager);
const detail = (id: number) => imports.detail(id, 'ru');

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  await addFixtureTaxonomy(ctx.database);
  // A product the shop made before the exchange: the serum's article is its SKU.
  const csv = stringify([
    ['product', 'title_ru', 'title_en', 'description_ru', 'brand', 'category', 'sku', 'price'],
    ['cml-serum-old', 'Сыворотка', 'Serum', 'Описание сайта', 'cml-test-brand', 'cml-creams', 'CML-OLD-1', '800'],
  ]);
  const checked = await imports.upload(csv, 'serum.csv');
  expect((await imports.run(checked.id)).status).toBe('done');
});

/** An exchange as the exchange module runs it: started, then the queue's jobs, then its outcome. */
async function exchange(files: string[], withMapping: ExchangeMapping = mapping) {
  const { importId } = await ctx.app.commerceMlImports.startCommerceMlImport({
    files: files.map(commerceMlFixture),
    mapping: withMapping,
    source: 'exchange',
    actorId: manager.userId,
  });
  await ctx.app.jobs.runDueJobs();
  return {
    outcome: await ctx.app.commerceMlImports.importOutcome(importId),
    detail: await detail(importId),
  };
}

async function report(id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/catalog-imports/${id}/report?lang=ru`,
    headers: bearer(manager),
  });
  expect(response.statusCode).toBe(200);
  return parse(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
}

interface VariationSeen {
  sku: string;
  external_id: string | null;
  name_ru: string;
  price: number;
  compare_at_price: number | null;
  barcode: string | null;
  product: string;
}
const variationsOf = (skus: string[]) =>
  queryRows<VariationSeen>(
    ctx.database,
    sql`select v.sku, v.external_id, v.name_ru, v.price, v.compare_at_price, v.barcode, p.slug as product
        from variations v join products p on p.id = v.product_id where v.sku = any(${sql.param(skus)}::text[]) order by v.sku`,
  );

const productOf = async (slug: string) =>
  (
    await queryRows<{
      external_id: string | null;
      title_ru: string;
      title_en: string;
      description_ru: string;
      published: boolean;
      brand: string;
      category: string;
      properties: string | null;
    }>(
      ctx.database,
      sql`select p.external_id, p.title_ru, p.title_en, d.description_ru, p.published, b.slug as brand, c.slug as category,
            (select string_agg(pr.slug || '=' || pv.slug, ';' order by pv.slug) from product_property_values ppv
             join property_values pv on pv.id = ppv.property_value_id join properties pr on pr.id = pv.property_id
             where ppv.product_id = p.id) as properties
          from products p join product_details d on d.product_id = p.id join brands b on b.id = p.brand_id
          join categories c on c.id = p.category_id where p.slug = ${slug}`,
    )
  )[0];

/** Free units per location code of a SKU (rows at 0 left out). */
async function stockOf(sku: string) {
  const rows = await queryRows<{ code: string; stock: number }>(
    ctx.database,
    sql`select l.code, ls.stock from location_stock ls join locations l on l.id = ls.location_id
        join variations v on v.id = ls.variation_id where v.sku = ${sku} and ls.stock > 0 order by l.code`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.stock]));
}

const count = async (table: 'products' | 'variations' | 'stock_movements') =>
  (await queryRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

describe('CommerceML in', () => {
  it('creates the catalogue from a zip of import.xml and offers.xml, matching an older product by its SKU', async () => {
    const { outcome, detail: run } = await exchange(['exchange.zip']);
    expect(outcome).toEqual({ state: 'succeeded', reason: null });
    expect(run).toMatchObject({ format: 'commerceml', source: 'exchange', mode: 'full', status: 'done' });
    // Cream and the lipstick's two colours are new; the serum matches by article; the soap's group is no category.
    expect(run.planned).toEqual({ create: 3, update: 1, unchanged: 0, refused: 1 });
    expect(run.done).toEqual(run.planned);
    expect(run.refusals).toEqual([
      expect.objectContaining({
        column: 'category',
        reason: 'unknown_category',
        message: 'Нет такой категории: «Бытовая химия»',
      }),
    ]);

    // Slugs transliterated from the Russian names; new goods are drafts.
    expect(await productOf('krem-dlya-litsa-uvlazhnyayushii')).toEqual({
      external_id: 'g-cream',
      title_ru: 'Крем для лица увлажняющий',
      title_en: '',
      description_ru: 'Лёгкий крем на каждый день.',
      published: false,
      brand: 'cml-test-brand',
      category: 'cml-creams',
      // "Вес упаковки" is no filter of the shop's: not read.
      properties: 'cml-skin=dry',
    });
    expect((await productOf('pomada-matovaya'))?.brand).toBe('cml-test-brand');
    expect(await variationsOf(['CML-CREAM', 'CML-LIP-1', 'CML-LIP-2'])).toEqual([
      {
        sku: 'CML-CREAM',
        external_id: 'g-cream',
        name_ru: '',
        price: 125050,
        compare_at_price: 150000,
        barcode: '4600000000017',
        product: 'krem-dlya-litsa-uvlazhnyayushii',
      },
      // "Старая цена" equal to the price: not on sale.
      {
        sku: 'CML-LIP-1',
        external_id: 'g-lip#c-red',
        name_ru: 'Красный',
        price: 45000,
        compare_at_price: null,
        barcode: null,
        product: 'pomada-matovaya',
      },
      {
        sku: 'CML-LIP-2',
        external_id: 'g-lip#c-pink',
        name_ru: 'Розовый',
        price: 45050,
        compare_at_price: null,
        barcode: null,
        product: 'pomada-matovaya',
      },
    ]);
    expect(await stockOf('CML-CREAM')).toEqual({ online: 7, tsum: 5 });
    expect(await stockOf('CML-LIP-1')).toEqual({ online: 4 });
    expect(await stockOf('CML-LIP-2')).toEqual({ tsum: 2 });

    // The serum: found by its SKU, the ids recorded; the site's description and English title stay.
    expect(await productOf('cml-serum-old')).toMatchObject({
      external_id: 'g-serum',
      title_ru: 'Сыворотка с витамином С',
      title_en: 'Serum',
      description_ru: 'Описание сайта',
    });
    expect(await variationsOf(['CML-OLD-1'])).toEqual([
      expect.objectContaining({ external_id: 'g-serum', price: 99000, product: 'cml-serum-old' }),
    ]);
    const [category] = await queryRows<{ external_id: string }>(
      ctx.database,
      sql`select external_id from categories where slug = 'cml-creams'`,
    );
    expect(category!.external_id).toBe('grp-cream');
    // The good 1C marked deleted is passed over, offer and all.
    expect(await variationsOf(['CML-GONE'])).toEqual([]);

    // The unmapped warehouse is counted in the report.
    expect((await report(run.id)).find((line) => line.reason === 'unmapped_warehouse')).toMatchObject({
      value: 'wh-defect (1)',
    });
  });

  it('an identical second exchange changes nothing', async () => {
    const products = await count('products');
    const movements = await count('stock_movements');
    const { outcome, detail: run } = await exchange(['import.xml', 'offers.xml']);
    expect(outcome.state).toBe('succeeded');
    expect(run.planned).toEqual({ create: 0, update: 0, unchanged: 4, refused: 1 });
    expect(run.done).toEqual(run.planned);
    expect(await count('products')).toBe(products);
    expect(await count('stock_movements')).toBe(movements);
  });

  it('offers only: prices and stock change; a price in dollars and a good nobody sent are refused', async () => {
    const { outcome, detail: run } = await exchange(['offers-update.xml']);
    expect(outcome.state).toBe('succeeded');
    expect(run.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 2 });
    expect(run.refusals.map((refusal) => [refusal.reason, refusal.column])).toEqual([
      ['bad_currency', 'price'],
      ['unknown_good', null],
    ]);
    expect(await variationsOf(['CML-CREAM', 'CML-LIP-1'])).toEqual([
      expect.objectContaining({ sku: 'CML-CREAM', price: 130000, compare_at_price: null }),
      expect.objectContaining({ sku: 'CML-LIP-1', price: 45000 }),
    ]);
    // Counted below zero in the books: none for the shop.
    expect(await stockOf('CML-CREAM')).toEqual({ online: 6 });
  });

  it('never overwrites what the site owns: Kyrgyz/English texts, the published flag, and fields set to "site"', async () => {
    await queryRows(
      ctx.database,
      sql`update products set title_en = 'Moisturising cream', published = true where slug = 'krem-dlya-litsa-uvlazhnyayushii'`,
    );
    const sitePrices = { ...mapping, field_owners: { ...mapping.field_owners, price: 'site' as const } };
    const { detail: run } = await exchange(['import.xml', 'offers.xml'], sitePrices);
    expect(run.status).toBe('done');
    expect(await productOf('krem-dlya-litsa-uvlazhnyayushii')).toMatchObject({
      title_en: 'Moisturising cream',
      published: true,
    });
    // The price is the site's now: 1300 from the last offers stays; compare-at and stock are the books'.
    expect(await variationsOf(['CML-CREAM'])).toEqual([
      expect.objectContaining({ price: 130000, compare_at_price: 150000 }),
    ]);
    expect(await stockOf('CML-CREAM')).toEqual({ online: 7, tsum: 5 });
  });

  it('reads windows-1251 files', async () => {
    const { outcome } = await exchange(['import_1251.xml', 'offers_1251.xml']);
    expect(outcome.state).toBe('succeeded');
    expect(await productOf('shampun-elka-dlya-volos')).toMatchObject({
      external_id: 'g-shampoo',
      title_ru: 'Шампунь «Ёлка» для волос',
      description_ru: 'Хвойный шампунь; щёлочи нет.',
    });
    expect(await variationsOf(['CML-1251'])).toEqual([expect.objectContaining({ price: 32000 })]);
    expect(await stockOf('CML-1251')).toEqual({ online: 9 });
  });

  it('a broken file fails with the reason and writes nothing', async () => {
    const before = await Promise.all([count('products'), count('variations'), count('stock_movements')]);
    const prices = await variationsOf(['CML-CREAM']);
    const { outcome, detail: run } = await exchange(['import_broken.xml', 'offers.xml']);
    expect(outcome.state).toBe('failed');
    expect(outcome.reason).toContain('не правильный XML');
    expect(run.status).toBe('invalid');
    expect(run.problem).toContain('не правильный XML');
    expect(await Promise.all([count('products'), count('variations'), count('stock_movements')])).toEqual(before);
    expect(await variationsOf(['CML-CREAM'])).toEqual(prices);
  });

  it('staff upload a CommerceML zip on the import page: dry run, then run', async () => {
    const checked = await imports.upload(readFileSync(commerceMlFixture('exchange.zip')), 'exchange.zip');
    expect(checked).toMatchObject({ format: 'commerceml', source: 'upload', status: 'checked' });
    // The default mapping (no shop settings here): the first price type sells, no warehouse is read.
    expect(checked.planned).toEqual({ create: 0, update: 1, unchanged: 3, refused: 1 });
    expect((await imports.run(checked.id)).status).toBe('done');
    // Without a compare-at type the compare-at price is the site's as it was.
    expect(await variationsOf(['CML-CREAM'])).toEqual([
      expect.objectContaining({ price: 125050, compare_at_price: 150000 }),
    ]);

    // One offers file alone, under its own name.
    const offers = await imports.upload(readFileSync(commerceMlFixture('offers-update.xml')), 'offers.xml');
    expect(offers).toMatchObject({ format: 'commerceml', status: 'checked' });
    expect(offers.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 2 });
  });
});
