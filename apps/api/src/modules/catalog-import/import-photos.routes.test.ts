import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { importReference } from '../../../test/support/catalog-import-client.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'aruu-import-photos-')) });

let manager: SignedInStaff;
let reference: { brand: string; category: string };
let server: Server;
let base: string;
/** Requests the photo server answered, by path: a re-import must not download again. */
const served = new Map<string, number>();

const jpeg = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  reference = await importReference(ctx);
  const files: Record<string, Buffer> = {
    '/cream.jpg': await jpeg('#f0e0d0'),
    '/brown.jpg': await jpeg('#5c3a21'),
    '/notes.jpg': Buffer.from('these are not the photos you are looking for'),
    // Taller than AVIF can encode at its own width.
    '/tall.png': await sharp({ create: { width: 100, height: 17_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  };
  server = createServer((request, response) => {
    served.set(request.url!, (served.get(request.url!) ?? 0) + 1);
    const file = files[request.url!];
    if (file) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(file);
    if (request.url === '/huge.jpg') return response.end(Buffer.alloc(16 * 1024 * 1024, 0xff));
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A published product with two shades: a photo both list (the product's own) and one of each's. */
function fileWithPhotos() {
  const product = ['photo-import-mascara', 'Тушь с фото', reference.brand, reference.category, 'yes'];
  return stringify([
    ['product', 'title_ru', 'brand', 'category', 'published', 'sku', 'name_ru', 'price', 'stock', 'photos'],
    [
      ...product,
      'PHOTO-1',
      'Чёрная',
      '900',
      '5',
      `${base}/cream.jpg | ${base}/missing.jpg | ${base}/notes.jpg | ${base}/tall.png`,
    ],
    [
      'photo-import-mascara',
      '',
      '',
      '',
      '',
      'PHOTO-2',
      'Коричневая',
      '900',
      '5',
      `${base}/cream.jpg ${base}/brown.jpg ${base}/huge.jpg`,
    ],
  ]);
}

async function importFile(body: string) {
  const headers = bearer(manager);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/catalog-imports?file_name=photos.csv&lang=ru',
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const { id } = uploaded.json<{ id: number }>();
  await ctx.app.jobs.runDueJobs();
  const started = await ctx.app.inject({ method: 'POST', url: `/api/v1/staff/catalog-imports/${id}/start`, headers });
  expect(started.statusCode, started.body).toBe(200);
  await ctx.app.jobs.runDueJobs();
  const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/staff/catalog-imports/${id}?lang=ru`, headers });
  expect(detail.json().status).toBe('done');
  const report = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/staff/catalog-imports/${id}/report?lang=en`,
    headers,
  });
  expect(report.statusCode).toBe(200);
  return parse(report.body, { bom: true }) as string[][];
}

const productPhotos = () =>
  queryRows<{ sku: string | null; hash: string; widths: number[] }>(
    ctx.database,
    sql`select v.sku, i.hash, i.widths from product_images pi
        join products p on p.id = pi.product_id
        join images i on i.hash = pi.image_hash
        left join variations v on v.id = pi.variation_id
        where p.slug = 'photo-import-mascara' order by pi.position`,
  );

describe('photo URLs of a catalogue import', () => {
  it('fetches each URL into the photo pipeline: the shared photo is the product’s, the other one its shade’s', async () => {
    const report = await importFile(fileWithPhotos());
    const photos = await productPhotos();
    expect(photos.map(({ sku, widths }) => ({ sku, widths }))).toEqual([
      { sku: null, widths: [320, 640] },
      { sku: 'PHOTO-2', widths: [320, 640] },
    ]);
    for (const { hash } of photos)
      for (const name of [`${hash}-320.avif`, `${hash}-640.webp`, `${hash}-640.jpg`]) {
        const variant = await ctx.app.inject({ method: 'GET', url: `/photos/${name}` });
        expect(variant.statusCode, name).toBe(200);
      }
    const [{ id }] = (await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where slug = 'photo-import-mascara'`,
    )) as [{ id: number }];
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${id}?lang=ru` });
    expect(page.body).toContain(photos[1]!.hash);

    // A failing URL is reported with its row and reason; the rest of the import stands.
    const failed = report.filter((line) => line[2] === 'photo_failed');
    expect(failed.map((line) => line.slice(0, 6))).toEqual([
      ['2', 'PHOTO-1', 'photo_failed', 'photos', 'photo_http_status:404', `${base}/missing.jpg`],
      ['2', 'PHOTO-1', 'photo_failed', 'photos', 'photo_type_unsupported', `${base}/notes.jpg`],
      ['2', 'PHOTO-1', 'photo_failed', 'photos', 'photo_too_elongated', `${base}/tall.png`],
      ['3', 'PHOTO-2', 'photo_failed', 'photos', 'photo_too_large', `${base}/huge.jpg`],
    ]);
    expect(failed[2]![6]).toBe(
      `The photo is too long and narrow (one side over 5 times the other): "${base}/tall.png"`,
    );
    expect(failed[3]![6]).toBe(`The photo is larger than 15 MB: "${base}/huge.jpg"`);
    expect(report.filter((line) => line[2] === 'create')).toHaveLength(2);
  });

  it('adds nothing when the same file is imported again, and does not download the taken photos again', async () => {
    const before = await productPhotos();
    const downloads = served.get('/cream.jpg');
    const report = await importFile(fileWithPhotos());
    expect(await productPhotos()).toEqual(before);
    expect(served.get('/cream.jpg')).toBe(downloads);
    expect(served.get('/brown.jpg')).toBe(1);
    expect(report.filter((line) => line[2] === 'unchanged')).toHaveLength(2);
    // The failed ones are tried again (the server may have been fixed meanwhile) and reported again.
    expect(report.filter((line) => line[2] === 'photo_failed')).toHaveLength(4);
  });

  it('does not bring back a photo staff removed when the same file is imported again', async () => {
    const [shade] = await queryRows<{ product_id: number; id: number }>(
      ctx.database,
      sql`select pi.product_id, pi.id from product_images pi join variations v on v.id = pi.variation_id
          where v.sku = 'PHOTO-2'`,
    );
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/staff/products/${shade!.product_id}/photos/${shade!.id}`,
      headers: bearer(manager),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await importFile(fileWithPhotos());
    expect((await productPhotos()).map((photo) => photo.sku)).toEqual([null]);
    expect(served.get('/brown.jpg')).toBe(1);
  });
});
