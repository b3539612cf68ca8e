import { ImportDetail } from '@aruu/contract/staff-import';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { bearer } from '../accounts.js';
import { queryRows, type TestContext } from '../test-app.js';

type Tokens = { access_token: string };

const contentTypeOf = (fileName: string) => (fileName.endsWith('.csv') ? 'text/csv' : 'application/octet-stream');

/**
 * The catalogue import as staff drive it over HTTP: upload (the dry run done), start the run (its
 * jobs done), read the import in a language, and export. `staff` is read at each call, so a
 * client can be made before the test's `beforeAll` signs its employee in.
 */
export function catalogImportClient(ctx: TestContext, staff: () => Tokens, lang: 'ru' | 'en' = 'en') {
  async function detail(id: number, readerLang: string = lang) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-imports/${id}?lang=${readerLang}`,
      headers: bearer(staff()),
    });
    expect(response.statusCode).toBe(200);
    return ImportDetail.parse(response.json());
  }

  async function upload(body: string | Buffer, fileName = 'catalogue.csv', as: Tokens = staff()) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports?file_name=${encodeURIComponent(fileName)}&lang=${lang}`,
      headers: { ...bearer(as), 'content-type': contentTypeOf(fileName) },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    await ctx.app.jobs.runDueJobs();
    return detail(response.json<{ id: number }>().id);
  }

  async function run(id: number) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports/${id}/start`,
      headers: bearer(staff()),
    });
    expect(response.statusCode, response.body).toBe(200);
    await ctx.app.jobs.runDueJobs();
    return detail(id);
  }

  async function exported(format: 'csv' | 'xlsx') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/staff/catalog-export?format=${format}`,
      headers: bearer(staff()),
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  }

  return { upload, run, detail, exported };
}

/** The slugs an import file names its rows' brand and category by: the first brand, the first leaf category. */
export async function importReference(ctx: TestContext): Promise<{ brand: string; category: string }> {
  const [reference] = await queryRows<{ brand: string; category: string }>(
    ctx.database,
    sql`select (select slug from brands order by id limit 1) as brand,
               (select slug from categories where parent_id is not null order by id limit 1) as category`,
  );
  return reference!;
}
