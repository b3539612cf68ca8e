import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { catalogImportClient, importReference } from '../../../test/support/catalog-import-client.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import ExcelJS from './exceljs.js';

// Stock per location in the catalogue file (issue 26, docs/catalog-import.md "Stock per location").
const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-import-locations-')) });

let manager: SignedInStaff;
const { upload, run, exported } = catalogImportClient(ctx, () => manager, 'en');
let brand: string;
let category: string;
/** location code → id (migration 0036's four, plus this file's inactive ones). */
const location: Record<string, number> = {};

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  ({ brand, category } = await importReference(ctx));
  // A closed shop still holding units keeps its column in the export; one holding none does not.
  await queryRows(
    ctx.database,
    sql`insert into locations (code, name_ru, is_pickup_point, active, position)
        values ('closed-shop', 'Закрытый', true, false, 10), ('empty-shop', 'Пустой', true, false, 11)`,
  );
  for (const row of await queryRows<{ id: number; code: string }>(ctx.database, sql`select id, code from locations`))
    location[row.code] = row.id;
});

/** Free units of a SKU per location code (rows at 0 left out) and its `variations.stock`. */
async function stockOf(sku: string) {
  const rows = await queryRows<{ code: string; stock: number }>(
    ctx.database,
    sql`select l.code, ls.stock from location_stock ls join locations l on l.id = ls.location_id
        join variations v on v.id = ls.variation_id where v.sku = ${sku} and ls.stock > 0 order by l.code`,
  );
  const [variation] = await queryRows<{ stock: number }>(
    ctx.database,
    sql`select stock from variations where sku = ${sku}`,
  );
  return { at: Object.fromEntries(rows.map((row) => [row.code, row.stock])), total: variation?.stock };
}

/** The SKU's movements after movement `afterId`, oldest first. */
async function movementsOf(sku: string, afterId = 0) {
  return queryRows<{ location: string; kind: string; quantity_change: number; stock_after: number; counted: number }>(
    ctx.database,
    sql`select l.code as location, m.kind, m.quantity_change, m.stock_after, m.counted
        from stock_movements m join locations l on l.id = m.location_id join variations v on v.id = m.variation_id
        where v.sku = ${sku} and m.id > ${afterId} order by m.id`,
  );
}

const lastMovementId = async () =>
  (await queryRows<{ id: number }>(ctx.database, sql`select coalesce(max(id), 0)::int as id from stock_movements`))[0]!
    .id;

describe('stock per location in the catalogue file', () => {
  it('a new product’s location columns are deliveries at each location; the card is in stock', async () => {
    const checked = await upload(
      stringify([
        ['product', 'title_ru', 'brand', 'category', 'sku', 'price', 'stock_online', 'stock_tsum', 'stock_vefa'],
        ['loc-test', 'Помада', brand, category, 'LOC-1', '500', '4', '3', ''],
        ['loc-test', '', '', '', 'LOC-2', '500', '0', '', '2'],
      ]),
    );
    expect(checked.mode).toBe('full');
    expect(checked.planned).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    expect((await run(checked.id)).status).toBe('done');
    expect(await stockOf('LOC-1')).toEqual({ at: { online: 4, tsum: 3 }, total: 7 });
    expect(await stockOf('LOC-2')).toEqual({ at: { vefa: 2 }, total: 2 });
    expect(await movementsOf('LOC-1')).toEqual([
      { location: 'online', kind: 'delivery', quantity_change: 4, stock_after: 4, counted: null },
      { location: 'tsum', kind: 'delivery', quantity_change: 3, stock_after: 3, counted: null },
    ]);
    const [product] = await queryRows<{ in_stock: boolean }>(
      ctx.database,
      sql`select in_stock from products where slug = 'loc-test'`,
    );
    expect(product!.in_stock).toBe(true);
  });

  it('export writes stock_<code> after stock for every active location and an inactive one holding units', async () => {
    await queryRows(
      ctx.database,
      sql`insert into location_stock (variation_id, location_id, stock)
          select id, ${location['closed-shop']!}, 5 from variations where sku = 'LOC-2'`,
    );
    const [header, ...lines] = parse((await exported('csv')).toString('utf8'), { bom: true }) as string[][];
    const from = header!.indexOf('stock');
    expect(header!.slice(from, from + 7)).toEqual([
      'stock',
      'stock_online',
      'stock_tsum',
      'stock_asia-mall',
      'stock_vefa',
      'stock_closed-shop',
      'color_hex',
    ]);
    const cells = (sku: string) => lines.find((line) => line[header!.indexOf('sku')] === sku)!.slice(from, from + 6);
    // `stock` is the total free to sell: the closed shop's units are not in it.
    expect(cells('LOC-1')).toEqual(['7', '4', '3', '0', '0', '0']);
    expect(cells('LOC-2')).toEqual(['2', '0', '0', '0', '2', '5']);
  });

  it('an unedited export imports unchanged with no movement; one edited location column is one count there', async () => {
    const csv = (await exported('csv')).toString('utf8');
    const before = await lastMovementId();
    const checked = await upload(csv);
    expect(checked.planned).toMatchObject({ create: 0, update: 0, refused: 0 });
    expect((await run(checked.id)).done).toMatchObject({ create: 0, update: 0, refused: 0 });
    expect(await lastMovementId()).toBe(before);

    // The same in XLSX, with LOC-1's units at ЦУМ counted again (3 → 5); `stock` left as exported.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const columns = (sheet.getRow(1).values as string[]).slice(1);
    sheet.eachRow((row) => {
      if (row.getCell(columns.indexOf('sku') + 1).value === 'LOC-1')
        row.getCell(columns.indexOf('stock_tsum') + 1).value = '5';
    });
    const edited = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'edited.xlsx');
    expect(edited.planned).toMatchObject({ create: 0, update: 1, refused: 0 });
    expect((await run(edited.id)).status).toBe('done');
    expect(await movementsOf('LOC-1', before)).toEqual([
      { location: 'tsum', kind: 'count_correction', quantity_change: 2, stock_after: 5, counted: 5 },
    ]);
    expect(await stockOf('LOC-1')).toEqual({ at: { online: 4, tsum: 5 }, total: 9 });
  });

  it('stock alone sets the default location’s free units; the other locations keep theirs', async () => {
    const before = await lastMovementId();
    const checked = await upload(
      stringify([
        ['sku', 'stock'],
        ['LOC-1', '6'],
      ]),
    );
    expect(checked).toMatchObject({ mode: 'stock', planned: { update: 1, refused: 0 } });
    expect((await run(checked.id)).status).toBe('done');
    expect(await stockOf('LOC-1')).toEqual({ at: { online: 6, tsum: 5 }, total: 11 });
    expect(await movementsOf('LOC-1', before)).toEqual([
      { location: 'online', kind: 'count_correction', quantity_change: 2, stock_after: 6, counted: 6 },
    ]);
  });

  it('a column naming no location refuses every row with a value in it, in the dry run and the run', async () => {
    const checked = await upload(
      stringify([
        ['sku', 'stock_tsum', 'stock_nowhere'],
        ['LOC-1', '1', '4'],
        ['LOC-2', '1', ''],
      ]),
    );
    expect(checked).toMatchObject({ status: 'checked', mode: 'stock' });
    expect(checked.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 1 });
    expect(checked.refusals).toEqual([
      {
        row: 2,
        column: 'stock_nowhere',
        reason: 'unknown_location',
        message: 'No shop or warehouse has the code "nowhere": check the stock_<code> column’s name',
      },
    ]);
    const done = await run(checked.id);
    expect(done.done).toEqual({ create: 0, update: 1, unchanged: 0, refused: 1 });
    expect((await stockOf('LOC-1')).at.tsum).toBe(5);
    expect((await stockOf('LOC-2')).at.tsum).toBe(1);
  });

  it('refuses a location cell that is not a whole number ≥ 0, reading the formula escape off it as elsewhere', async () => {
    const checked = await upload(
      stringify([
        ['sku', 'stock_tsum'],
        ['LOC-1', '-2'],
        ['LOC-2', '1.5'],
      ]),
    );
    expect(checked.refusals.map(({ row, column, reason }) => [row, column, reason])).toEqual([
      [2, 'stock_tsum', 'bad_stock'],
      [3, 'stock_tsum', 'bad_stock'],
    ]);
    const escaped = await upload(
      stringify([
        ['sku', 'stock_tsum'],
        ['LOC-1', "'=1+2"],
      ]),
    );
    expect(escaped.refusals).toMatchObject([{ column: 'stock_tsum', reason: 'bad_stock' }]);
    expect(escaped.refusals[0]!.message).toContain('"=1+2"');
    // The report quotes the cell escaped again, so a spreadsheet does not run it.
    await run(escaped.id);
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-imports/${escaped.id}/report?lang=en`,
      headers: bearer(manager),
    });
    const [, line] = parse(report.body, { bom: true }) as string[][];
    expect(line!.slice(2, 6)).toEqual(['refused', 'stock_tsum', 'bad_stock', "'=1+2"]);
    expect(await stockOf('LOC-1')).toEqual({ at: { online: 6, tsum: 5 }, total: 11 });
  });

  it('beside location columns stock is read-only: as exported or the new total passes, another figure refuses the row', async () => {
    const checked = await upload(
      stringify([
        ['sku', 'stock', 'stock_tsum'],
        // The total as exported (11) or as it will be (6 + 2 = 8) is taken; 20 would be lost, so refused.
        ['LOC-1', '11', '2'],
        ['LOC-2', '20', '1'],
      ]),
    );
    expect(checked.planned).toEqual({ create: 0, update: 1, unchanged: 0, refused: 1 });
    expect(checked.refusals).toMatchObject([{ row: 3, column: 'stock', reason: 'stock_read_only' }]);
    await run(checked.id);
    expect(await stockOf('LOC-1')).toEqual({ at: { online: 6, tsum: 2 }, total: 8 });
    const newTotal = await upload(
      stringify([
        ['sku', 'stock', 'stock_online'],
        ['LOC-1', '3', '1'],
      ]),
    );
    expect(newTotal.planned).toMatchObject({ update: 1, refused: 0 });
  });

  it('stops as stale when a location’s units changed after the dry run, even one the file does not name', async () => {
    const checked = await upload(
      stringify([
        ['sku', 'stock_tsum'],
        ['LOC-2', '7'],
      ]),
    );
    expect(checked.planned).toMatchObject({ update: 1 });
    // A unit written off at the closed shop meanwhile: not in `variations.stock`, still a change
    // (a fixture writes the row; store code goes through inventory).
    await queryRows(
      ctx.database,
      sql`update location_stock set stock = stock - 1
          where location_id = ${location['closed-shop']!} and variation_id = (select id from variations where sku = 'LOC-2')`,
    );
    expect((await run(checked.id)).status).toBe('stale');
    expect(await stockOf('LOC-2')).toEqual({ at: { 'closed-shop': 4, tsum: 1, vefa: 2 }, total: 3 });
  });
});
