import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportDetail } from '@aruu/contract/staff-import';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { xlsxFile } from '../../../test/support/zip-file.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

/** Files no spreadsheet writes: every one ends in a clear, translated answer, never a raw error. */
const MAX_ROWS = 50;
const ctx = useTestApp({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-import-limits-')),
  IMPORT_MAX_ROWS: String(MAX_ROWS),
});

let manager: SignedInStaff;
let existing: { sku: string; product: string; brand: string; category: string };

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  [existing] = (await queryRows<typeof existing>(
    ctx.database,
    sql`select v.sku, p.slug as product, b.slug as brand, c.slug as category
        from variations v join products p on p.id = v.product_id join brands b on b.id = p.brand_id
        join categories c on c.id = p.category_id order by v.id limit 1`,
  )) as [typeof existing];
});

async function upload(body: string | Buffer, fileName: string, lang = 'en') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/catalog-imports?file_name=${fileName}&lang=${lang}`,
    headers: { ...bearer(manager), 'content-type': 'application/octet-stream' },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  await ctx.app.jobs.runDueJobs();
  const detail = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/catalog-imports/${response.json().id}?lang=${lang}`,
    headers: bearer(manager),
  });
  return ImportDetail.parse(detail.json());
}

const stockRows = (count: number) => [['sku', 'stock'], ...Array.from({ length: count }, () => [existing.sku, '5'])];

describe('import files that are not what they seem', () => {
  it('refuses, per row, a cell with a NUL, and says so in the report; the other rows go on', async () => {
    const file = stringify([
      ['product', 'title_ru', 'brand', 'category', 'sku', 'price', 'description_ru'],
      ['nul-cell', 'Крем', existing.brand, existing.category, 'NUL-1', '100', 'до\u0000после'],
      ['nul-key\u0000', 'Крем', existing.brand, existing.category, 'NUL-2', '100', ''],
      ['nul-free', 'Крем', existing.brand, existing.category, 'NUL-3', '100', 'обычный текст'],
    ]);
    const checked = await upload(file, 'nul.csv');
    expect(checked.status, checked.problem ?? '').toBe('checked');
    expect(checked.planned).toEqual({ create: 1, update: 0, unchanged: 0, refused: 2 });
    expect(checked.refusals).toEqual([
      {
        row: 2,
        column: 'description_ru',
        reason: 'unstorable_text',
        message: 'The text holds a character that cannot be stored (a NUL byte): "до�после"',
      },
      {
        row: 3,
        column: 'product',
        reason: 'unstorable_text',
        message: 'The text holds a character that cannot be stored (a NUL byte): "nul-key�"',
      },
    ]);
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports/${checked.id}/start`,
      headers: bearer(manager),
    });
    expect(started.statusCode, started.body).toBe(200);
    await ctx.app.jobs.runDueJobs();
    const report = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-imports/${checked.id}/report?lang=ru`,
      headers: bearer(manager),
    });
    const lines = parse(report.body, { bom: true }) as string[][];
    expect(lines.map((line) => line.slice(0, 5))).toEqual([
      ['row', 'sku', 'result', 'column', 'reason'],
      ['2', 'NUL-1', 'refused', 'description_ru', 'unstorable_text'],
      ['3', 'NUL-2', 'refused', 'product', 'unstorable_text'],
      ['4', 'NUL-3', 'create', '', ''],
    ]);
  });

  it('refuses a zip bomb before unpacking it: a few KB that would unpack to 16 MB', async () => {
    const bomb = xlsxFile(stockRows(1), 16 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const checked = await upload(bomb, 'bomb.xlsx');
    expect(checked.status).toBe('invalid');
    expect(checked.problem).toBe(
      'The XLSX file unpacks to over 100 times its own size, which a spreadsheet never does: save it again from the spreadsheet program',
    );
  });

  it(`refuses a file of more than IMPORT_MAX_ROWS rows (${MAX_ROWS} here), CSV or XLSX`, async () => {
    for (const [name, file] of [
      ['rows.csv', stringify(stockRows(MAX_ROWS + 1))],
      ['rows.xlsx', xlsxFile(stockRows(MAX_ROWS + 1))],
    ] as const) {
      const checked = await upload(file, name, 'ky');
      expect(checked.status, name).toBe('invalid');
      expect(checked.problem, name).toBe(`Файлда ${MAX_ROWS} саптан ашык: аны бир нече файлга бөлүңүз.`);
    }
    expect((await upload(stringify(stockRows(MAX_ROWS)), 'rows.csv')).status).toBe('checked');
  });

  it('shows a file it cannot read as a stable, translated problem, never the error inside', async () => {
    const checked = await upload(Buffer.from('PK\u0003\u0004 this is no zip at all'), 'broken.xlsx', 'ru');
    expect(checked.status).toBe('invalid');
    expect(checked.problem).toBe(
      'Файл не читается: сохраните его заново как CSV (UTF-8) или XLSX и загрузите ещё раз.',
    );
  });
});
