import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@aruu/contract/errors';
import { ImportDetail } from '@aruu/contract/staff-import';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, registerShopper, uniqueIp } from '../../test/accounts.js';
import { type HostileFile, hostileImages, hostileImports } from '../../test/fuzz/hostile-files.js';
import { multipartUpload } from '../../test/multipart.js';
import { type SignedInStaff, signInStaff } from '../../test/staff.js';
import { queryRows, useTestApp } from '../../test/test-app.js';

/**
 * The uploads the API-document fuzz cannot make (http/fuzz.test.ts): hostile pictures on every
 * photo upload path, hostile catalogue files through the import's whole way (upload, dry run, run).
 * No answer may be a 5xx or outside the one error shape, and no import may end in an error's own
 * text. The row limit is lowered so that "more rows than allowed" is a few thousand, not millions.
 */
const MAX_ROWS = 1000;
const ctx = useTestApp({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-fuzz-files-')),
  IMPORT_MAX_ROWS: String(MAX_ROWS),
});

const OneErrorShape = z.strictObject({
  error: z.strictObject({
    code: ErrorCode,
    message: z.string(),
    fields: z.record(z.string(), z.strictObject({ code: z.string(), message: z.string() })).optional(),
  }),
});

let manager: SignedInStaff;
let uploadPaths: Array<{ url: string; headers: Record<string, string> }>;
let reference: { productId: number; bannerId: number; brand: string; category: string };

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  [reference] = (await queryRows<typeof reference>(
    ctx.database,
    sql`select p.id as "productId", (select min(id) from banners) as "bannerId", b.slug as brand, c.slug as category
        from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
        order by p.id limit 1`,
  )) as [typeof reference];
  const shopper = await registerShopper(ctx.app);
  const review = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/products/${reference.productId}/reviews`,
    headers: bearer(shopper),
    payload: { rating: 5, text: 'Хороший крем, кожа мягкая' },
  });
  expect(review.statusCode, review.body).toBe(201);
  uploadPaths = [
    { url: `/api/v1/staff/products/${reference.productId}/photos`, headers: bearer(manager) },
    { url: `/api/v1/staff/banners/${reference.bannerId}/images/ky`, headers: bearer(manager) },
    { url: `/api/v1/reviews/${review.json().id}/photos`, headers: bearer(shopper) },
  ];
});

/** Why an answer is wrong, or undefined when it is clean. */
function fault(response: { statusCode: number; body: string }): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  const shaped = OneErrorShape.safeParse(JSON.parse(response.body));
  return shaped.success ? undefined : `answered ${response.statusCode} outside the error shape`;
}

const refusedAs: Record<string, string> = {
  'tall.png': 'image_too_elongated',
  'wide.png': 'image_too_elongated',
  'hairline.png': 'image_too_elongated',
  'tall-claim.png': 'image_too_elongated',
  'gigapixels.png': 'image_too_many_pixels',
};

it('answers every hostile picture on every photo upload path with a clean 2xx or 4xx', async () => {
  const faults: string[] = [];
  for (const image of await hostileImages())
    for (const path of uploadPaths) {
      const { payload, headers } = multipartUpload(image.bytes, {}, image.name);
      const response = await ctx.app.inject({
        method: 'POST',
        url: path.url,
        headers: { ...path.headers, ...headers },
        payload,
        remoteAddress: uniqueIp(),
      });
      const problem = fault(response);
      if (problem) faults.push(`${image.name} → ${path.url}: ${problem}`);
      else if (refusedAs[image.name])
        expect([response.statusCode, response.json().error?.code], image.name).toEqual([422, refusedAs[image.name]]);
    }
  expect(faults).toEqual([]);
  // A text field of the multipart form is held to the same rule as every other form.
  const pixel = (await hostileImages()).find((image) => image.name === 'pixel.png')!;
  const { payload, headers } = multipartUpload(pixel.bytes, { variation_id: '1\u0000' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: uploadPaths[0]!.url,
    headers: { ...bearer(manager), ...headers },
    payload,
  });
  expect([response.statusCode, response.json().error.fields]).toEqual([
    400,
    { variation_id: { code: 'invalid_value', message: 'Invalid value' } },
  ]);
});

/** A problem an import may store: a code of import-messages.ts, never an error's own text. */
const stableProblem =
  /^(?:unknown_columns:.*|missing_column:[\w,]+|too_many_rows:\d+|unpacked_too_large:\d+|unpack_ratio|unreadable)$/s;

async function importThrough(file: HostileFile): Promise<string | undefined> {
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/catalog-imports?file_name=${file.name}&lang=ky`,
    headers: { ...bearer(manager), 'content-type': 'application/octet-stream' },
    payload: file.bytes,
  });
  if (uploaded.statusCode !== 201) return fault(uploaded) ?? undefined;
  const { id } = uploaded.json<{ id: number }>();
  await ctx.app.jobs.runDueJobs();
  const checked = ImportDetail.parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/staff/catalog-imports/${id}?lang=ky`,
        headers: bearer(manager),
      })
    ).json(),
  );
  if (checked.status === 'checked') {
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/catalog-imports/${id}/start`,
      headers: bearer(manager),
    });
    if (started.statusCode !== 200) return `start ${started.statusCode}`;
    await ctx.app.jobs.runDueJobs();
  }
  const [row] = await queryRows<{ status: string; problem: string | null }>(
    ctx.database,
    sql`select status, problem from catalog_imports where id = ${id}`,
  );
  if (!['invalid', 'done'].includes(row!.status)) return `ended ${row!.status} (${row!.problem})`;
  if (row!.problem !== null && !stableProblem.test(row!.problem)) return `problem ${JSON.stringify(row!.problem)}`;
  return undefined;
}

it('ends every hostile catalogue file in a translated problem or per-row refusals, never an error’s text', async () => {
  const faults: string[] = [];
  for (const file of hostileImports(MAX_ROWS, reference)) {
    const problem = await importThrough(file);
    if (problem) faults.push(`${file.name}: ${problem}`);
  }
  expect(faults).toEqual([]);
  const failedJobs = await queryRows<{ kind: string; last_error: string }>(
    ctx.database,
    sql`select kind, last_error from jobs where kind like 'catalog-import.%' and last_error is not null`,
  );
  expect(failedJobs).toEqual([]);
});
