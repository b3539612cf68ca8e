import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { permissions } from '@aruu/contract/staff-access';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { catalogImportClient, importReference } from '../../../test/support/catalog-import-client.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import ExcelJS from './exceljs.js';

const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-import-costs-')) });

let manager: SignedInStaff;
const { upload, run, exported } = catalogImportClient(ctx, () => manager, 'en');
let brand: string;
let category: string;
/** Three existing variations, each with its cost as the test found it. */
let variations: Array<{ id: number; sku: string; cost: number | null }>;

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  ({ brand, category } = await importReference(ctx));
  variations = await queryRows(
    ctx.database,
    sql`update variations set cost = 40000 where id in (select id from variations order by id limit 3)
        returning id, sku, cost`,
  );
  variations.sort((a, b) => a.id - b.id);
});

const costsOf = async (skus: string[]) =>
  Object.fromEntries(
    (
      await queryRows<{ sku: string; cost: number | null }>(
        ctx.database,
        sql`select sku, cost from variations where sku = any(${sql.param(skus)}::text[])`,
      )
    ).map((row) => [row.sku, row.cost]),
  );

const historyOf = (sku: string) =>
  queryRows<{ cost: number | null; previous_cost: number | null; source: string; changed_by: number | null }>(
    ctx.database,
    sql`select c.cost, c.previous_cost, c.source, c.changed_by from variation_cost_changes c
        join variations v on v.id = c.variation_id where v.sku = ${sku} order by c.id`,
  );

/** Runs `body` while `reports.view` is the admin's alone: a manager then edits the catalogue but sees no costs. */
async function withoutCostsForManagers(body: () => Promise<void>) {
  const granted = permissions['reports.view'];
  (permissions as Record<string, readonly string[]>)['reports.view'] = ['admin'];
  try {
    await body();
  } finally {
    (permissions as Record<string, readonly string[]>)['reports.view'] = granted;
  }
}

describe('the cost column', () => {
  it('creates variations with their cost, or none for an empty cell, each set cost a history row', async () => {
    const file = stringify([
      ['product', 'title_ru', 'brand', 'category', 'sku', 'price', 'cost'],
      ['cost-import-new', 'Крем с себестоимостью', brand, category, 'COST-NEW-1', '1250.50', '800,25'],
      ['cost-import-new', '', '', '', 'COST-NEW-2', '990', ''],
    ]);
    const checked = await upload(file);
    expect(checked.planned).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });
    expect((await run(checked.id)).status).toBe('done');
    expect(await costsOf(['COST-NEW-1', 'COST-NEW-2'])).toEqual({ 'COST-NEW-1': 80025, 'COST-NEW-2': null });
    expect(await historyOf('COST-NEW-1')).toEqual([
      { cost: 80025, previous_cost: null, source: 'import', changed_by: manager.userId },
    ]);
    expect(await historyOf('COST-NEW-2')).toEqual([]);
  });

  it('updates, clears and leaves costs as the cells say; a column left out keeps them; a bad cost is refused', async () => {
    const [changed, same, cleared] = variations as [(typeof variations)[number], ...typeof variations];
    const file = stringify([
      ['sku', 'cost'],
      [changed.sku, '455.5'],
      [same!.sku, '400.00'],
      [cleared!.sku, ''],
      ['NO-SUCH-SKU-COST', '1'],
    ]);
    const checked = await upload(file);
    expect(checked.mode).toBe('price');
    expect(checked.planned).toEqual({ create: 0, update: 2, unchanged: 1, refused: 1 });
    expect((await run(checked.id)).status).toBe('done');
    expect(await costsOf([changed.sku, same!.sku, cleared!.sku])).toEqual({
      [changed.sku]: 45550,
      [same!.sku]: 40000,
      [cleared!.sku]: null,
    });
    expect((await historyOf(changed.sku)).map((row) => [row.previous_cost, row.cost, row.source])).toEqual([
      [40000, 45550, 'import'],
    ]);
    expect(await historyOf(same!.sku)).toEqual([]);
    expect((await historyOf(cleared!.sku)).map((row) => [row.previous_cost, row.cost])).toEqual([[40000, null]]);

    // Without the column: prices change, costs stay.
    const prices = await upload(
      stringify([
        ['sku', 'price'],
        [changed.sku, '777'],
      ]),
    );
    expect(prices.planned).toMatchObject({ update: 1, refused: 0 });
    await run(prices.id);
    expect(await costsOf([changed.sku])).toEqual({ [changed.sku]: 45550 });

    const bad = await upload(
      stringify([
        ['sku', 'cost'],
        [changed.sku, '-5'],
        [same!.sku, 'дорого'],
      ]),
    );
    expect(bad.planned).toEqual({ create: 0, update: 0, unchanged: 0, refused: 2 });
    expect(bad.refusals.map((refusal) => [refusal.column, refusal.reason])).toEqual([
      ['cost', 'bad_cost'],
      ['cost', 'bad_cost'],
    ]);
  });

  it('is refused as a whole from someone who may not see costs, and left out of their export', async () => {
    const [variation] = variations;
    await withoutCostsForManagers(async () => {
      const checked = await upload(
        stringify([
          ['sku', 'cost'],
          [variation!.sku, '1'],
        ]),
      );
      expect(checked.status).toBe('invalid');
      expect(checked.problem).toContain('cost');
      const header = (parse((await exported('csv')).toString('utf8'), { bom: true }) as string[][])[0]!;
      expect(header).toContain('price');
      expect(header).not.toContain('cost');
    });
    expect(await historyOf(variation!.sku)).not.toContainEqual(expect.objectContaining({ cost: 100 }));
    const header = (parse((await exported('csv')).toString('utf8'), { bom: true }) as string[][])[0]!;
    expect(header.slice(header.indexOf('price'), header.indexOf('price') + 4)).toEqual([
      'price',
      'compare_at_price',
      'cost',
      'stock',
    ]);
  });

  it('a file checked by a manager but started once costs are not theirs any more writes nothing', async () => {
    const [variation] = variations;
    const before = await costsOf([variation!.sku]);
    const checked = await upload(
      stringify([
        ['sku', 'cost'],
        [variation!.sku, '123'],
      ]),
    );
    expect(checked.status).toBe('checked');
    await withoutCostsForManagers(async () => {
      const done = await run(checked.id);
      expect(done.status).toBe('failed');
      expect(done.problem).toContain('cost');
    });
    expect(await costsOf([variation!.sku])).toEqual(before);
  });
});

describe('number cells of an XLSX file', () => {
  it('read as the spreadsheet shows them: a formula’s binary noise does not refuse a cost', async () => {
    const [variation] = variations;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('costs');
    sheet.addRow(['sku', 'cost', 'price']);
    // 700 × 1.15 in binary floating point, as a spreadsheet formula leaves it; and a whole price.
    sheet.addRow([variation!.sku, 700 * 1.15, 1500]);
    expect(700 * 1.15).not.toBe(805);
    const checked = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'formula.xlsx');
    expect(checked.planned, JSON.stringify(checked.refusals)).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      refused: 0,
    });
    await run(checked.id);
    const [row] = await queryRows<{ cost: number; price: number }>(
      ctx.database,
      sql`select cost, price from variations where id = ${variation!.id}`,
    );
    expect(row).toEqual({ cost: 80500, price: 150000 });
  });
});

describe('the XLSX export', () => {
  it('writes prices, costs and stock as numbers with number formats, which the import reads back', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const columns = (sheet.getRow(1).values as string[]).slice(1);
    const at = (name: string) => columns.indexOf(name) + 1;
    const stockColumns = columns.filter((name) => name.startsWith('stock_'));
    expect(stockColumns.length).toBeGreaterThan(0);
    const rows = await queryRows<{
      sku: string;
      price: number;
      compare_at_price: number | null;
      cost: number | null;
      stock: number;
    }>(ctx.database, sql`select sku, price, compare_at_price, cost, stock from variations`);
    const bySku = new Map(rows.map((row) => [row.sku, row]));
    let checkedRows = 0;
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const expected = bySku.get(String(row.getCell(at('sku')).value))!;
      const money = (name: string, tyiyn: number | null) => {
        const cell = row.getCell(at(name));
        if (tyiyn === null) return expect(cell.value ?? null, name).toBeNull();
        expect(cell.type, name).toBe(ExcelJS.ValueType.Number);
        expect(cell.numFmt, name).toBe('#,##0.00');
        // Compared in tyiyn: the cell's som times 100, rounded, is the stored amount.
        expect(Math.round((cell.value as number) * 100), name).toBe(tyiyn);
      };
      money('price', expected.price);
      money('compare_at_price', expected.compare_at_price);
      money('cost', expected.cost);
      for (const name of ['stock', ...stockColumns]) {
        const cell = row.getCell(at(name));
        expect(cell.type, name).toBe(ExcelJS.ValueType.Number);
        expect(cell.numFmt, name).toBe('0');
      }
      expect(row.getCell(at('stock')).value).toBe(expected.stock);
      // Barcodes stay text (leading zeros).
      const barcode = row.getCell(at('barcode'));
      if (barcode.value !== null && barcode.value !== '') expect(barcode.type).toBe(ExcelJS.ValueType.String);
      checkedRows += 1;
    });
    expect(checkedRows).toBe(rows.length);
    // Costs with tyiyn (800.25 som, written above) went out and come back exactly.
    expect(rows.some((row) => row.cost !== null && row.cost % 100 !== 0)).toBe(true);

    // Read back by the import: every row unchanged.
    const checked = await upload(Buffer.from(await workbook.xlsx.writeBuffer()), 'numbers.xlsx');
    expect(checked.planned, JSON.stringify(checked.refusals.slice(0, 3))).toEqual({
      create: 0,
      update: 0,
      unchanged: rows.length,
      refused: 0,
    });
  });
});
