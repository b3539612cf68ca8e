import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductDetail, ProductListResponse } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { ProductPhotos, StaffPhoto } from '@aruu/contract/staff-photos';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { multipartUpload } from '../../../test/multipart.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { readHead, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { SWEEP_PHOTOS_JOB } from './photo-store.js';

const ctx = useTestApp({ PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-photos-')), WEB_DIST_DIR: writeWebDist() });

let manager: SignedInStaff;
let warehouse: SignedInStaff;
let productId: number;
let variationIds: number[];
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
  const [product] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select product_id as id from variations group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  productId = product!.id;
  const rows = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where product_id = ${productId} order by position`,
  );
  variationIds = rows.map((row) => row.id);
});

function colourPhoto(colour: string, width = 1000, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 52/1 0/1' } })
    .jpeg()
    .toBuffer();
}

function upload(who: { access_token: string }, file: Buffer, fields: Record<string, string> = {}, id = productId) {
  const { payload, headers } = multipartUpload(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/staff/products/${id}/photos`,
    payload,
    headers: { ...headers, ...bearer(who) },
  });
}

function call(
  who: { access_token: string },
  method: 'GET' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
}

const auditCount = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from audit_entries where object_type = 'product'`,
    )
  )[0]!.n;

describe('staff photos', () => {
  it('uploads a photo, stores every variant and serves each with its type and a year of caching', async () => {
    const before = await auditCount();
    const response = await upload(manager, await colourPhoto('#8b4513'), { variation_id: String(variationIds[1]) });
    expect(response.statusCode, response.body).toBe(201);
    const photo = StaffPhoto.parse(response.json());
    expect(photo).toMatchObject({ width: 1000, height: 800, widths: [320, 640, 960], variation_id: variationIds[1] });
    expect(await auditCount()).toBe(before + 1);
    for (const width of photo.widths) {
      for (const [extension, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ]) {
        const served = await ctx.app.inject({ method: 'GET', url: `${photo.src}-${width}.${extension}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: `${photo.src}-123.jpg` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/photos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('recognises the same picture uploaded twice by its content hash: one photo, a 409 with a stable code', async () => {
    const [product] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where id <> ${productId} order by id desc limit 1`,
    );
    const bytes = await colourPhoto('#4b0082', 640, 480);
    const first = await upload(manager, bytes, {}, product!.id);
    expect(first.statusCode, first.body).toBe(201);
    const before = await auditCount();
    const again = await upload(manager, bytes, {}, product!.id);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'photo_already_added']);
    const listed = ProductPhotos.parse((await call(manager, 'GET', `/staff/products/${product!.id}/photos`)).json());
    expect(listed.photos.map((photo) => photo.id)).toEqual([StaffPhoto.parse(first.json()).id]);
    expect(await auditCount()).toBe(before);
    // Another picture is a photo of its own.
    expect((await upload(manager, await colourPhoto('#4b0083', 640, 480), {}, product!.id)).statusCode).toBe(201);
  });

  it('refuses what is not a photo with a stable code, and writes nothing', async () => {
    const before = await auditCount();
    const text = await upload(manager, Buffer.from('this is a text file named photo.jpg'));
    expect(text.statusCode).toBe(422);
    expect(ErrorResponse.parse(text.json()).error.code).toBe('image_type_unsupported');
    const oversized = await upload(manager, Buffer.alloc(15 * 1024 * 1024 + 10, 0xff));
    expect(oversized.statusCode).toBe(422);
    expect(ErrorResponse.parse(oversized.json()).error.code).toBe('image_too_large');
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staff/products/${productId}/photos`,
      headers: bearer(manager),
      payload: { file: 'nope' },
    });
    expect(noFile.statusCode).toBe(400);
    const foreignVariation = await upload(manager, await colourPhoto('#111111'), { variation_id: '2147483000' });
    expect(foreignVariation.statusCode).toBe(400);
    expect(ErrorResponse.parse(foreignVariation.json()).error.fields?.variation_id?.code).toBe('invalid_value');
    expect(await auditCount()).toBe(before);
  });

  it('reorders, picks the main photo, sets alt texts and a variation, and deletes', async () => {
    const second = StaffPhoto.parse((await upload(manager, await colourPhoto('#202020'))).json());
    const listed = ProductPhotos.parse((await call(manager, 'GET', `/staff/products/${productId}/photos`)).json());
    expect(listed.photos.map((photo) => photo.id).at(-1)).toBe(second.id);
    expect(listed.variations.map((variation) => variation.id)).toEqual(variationIds);

    const order = [second.id, ...listed.photos.filter((photo) => photo.id !== second.id).map((photo) => photo.id)];
    const reordered = await call(manager, 'PUT', `/staff/products/${productId}/photos/order`, { photo_ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(ProductPhotos.parse(reordered.json()).photos[0]!.id).toBe(second.id);
    const incomplete = await call(manager, 'PUT', `/staff/products/${productId}/photos/order`, {
      photo_ids: [second.id],
    });
    expect(incomplete.statusCode).toBe(400);

    const patched = await call(manager, 'PATCH', `/staff/products/${productId}/photos/${second.id}`, {
      alt_ru: 'Тушь, чёрная',
      alt_en: 'Mascara, black',
      alt_ky: 'Кара түстөгү тушь',
      variation_id: variationIds[0],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(StaffPhoto.parse(patched.json())).toMatchObject({ alt_en: 'Mascara, black', variation_id: variationIds[0] });

    const deleted = await call(manager, 'DELETE', `/staff/products/${productId}/photos/${second.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = ProductPhotos.parse((await call(manager, 'GET', `/staff/products/${productId}/photos`)).json());
    expect(after.photos.map((photo) => photo.id)).not.toContain(second.id);
    expect((await call(manager, 'DELETE', `/staff/products/${productId}/photos/${second.id}`)).statusCode).toBe(404);
  });

  it('removes a deleted photo’s files once no photo shows the picture any more, and not before', async () => {
    const [other] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from products where id <> ${productId} order by id limit 1`,
    );
    const bytes = await colourPhoto('#123456', 700, 500);
    const here = StaffPhoto.parse((await upload(manager, bytes)).json());
    const there = StaffPhoto.parse((await upload(manager, bytes, {}, other!.id)).json());
    expect(there.src).toBe(here.src);
    const files = here.widths.flatMap((width) => ['avif', 'webp', 'jpg'].map((ext) => `${here.src}-${width}.${ext}`));
    const served = async () =>
      Promise.all(files.map(async (url) => (await ctx.app.inject({ method: 'GET', url })).statusCode));

    expect((await call(manager, 'DELETE', `/staff/products/${productId}/photos/${here.id}`)).statusCode).toBe(204);
    // The other product still shows the same picture (one content hash, one set of files).
    expect(new Set(await served())).toEqual(new Set([200]));
    expect((await call(manager, 'DELETE', `/staff/products/${other!.id}/photos/${there.id}`)).statusCode).toBe(204);
    expect(new Set(await served())).toEqual(new Set([404]));
    const hash = here.src.split('/').at(-1)!;
    expect(await queryRows(ctx.database, sql`select 1 from images where hash = ${hash}`)).toEqual([]);
  });

  it('the daily sweep removes pictures nothing shows (a photo row gone without its files) and queues the next day', async () => {
    const photo = StaffPhoto.parse((await upload(manager, await colourPhoto('#654321', 640, 480))).json());
    const kept = StaffPhoto.parse((await upload(manager, await colourPhoto('#abcdef', 640, 480))).json());
    // As a cascade or a process stopped between commit and release leaves it.
    await queryRows(ctx.database, sql`delete from product_images where id = ${photo.id}`);
    await ctx.app.jobs.enqueue(ctx.database.db, SWEEP_PHOTOS_JOB, {});
    await ctx.app.jobs.runDueJobs();
    const status = async (src: string) => (await ctx.app.inject({ method: 'GET', url: `${src}-640.jpg` })).statusCode;
    expect(await status(photo.src)).toBe(404);
    expect(await status(kept.src)).toBe(200);
    const [next] = await queryRows<{ due: boolean }>(
      ctx.database,
      sql`select run_at > now() as due from jobs where kind = ${SWEEP_PHOTOS_JOB} and done_at is null`,
    );
    expect(next).toEqual({ due: true });
  });

  it('gives the storefront the gallery, the main photo on cards and each variation its own photo', async () => {
    const listed = ProductPhotos.parse((await call(manager, 'GET', `/staff/products/${productId}/photos`)).json());
    const brown = listed.photos.find((photo) => photo.variation_id === variationIds[1])!;
    await call(manager, 'PATCH', `/staff/products/${productId}/photos/${brown.id}`, { alt_en: 'Brown mascara' });
    const detail = ProductDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId}?lang=en` })).json(),
    );
    expect(detail.photos.map((photo) => photo.src)).toEqual(listed.photos.map((photo) => photo.src));
    expect(detail.photos.find((photo) => photo.variation_id === variationIds[1])).toMatchObject({
      src: brown.src,
      alt: 'Brown mascara',
      width: 1000,
      height: 800,
    });
    expect(detail.photo?.src).toBe(listed.photos[0]!.src);
    expect(detail.image).toBe(`${listed.photos[0]!.src}-320.jpg`);

    const [card] = ProductListResponse.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/products?lang=en&brand=${detail.brand.id}&category_id=${detail.category_id}&page_size=100`,
        })
      ).json(),
    ).items.filter((item) => item.id === productId);
    expect(card?.photo).toMatchObject({ src: listed.photos[0]!.src, widths: [320, 640, 960] });
    // The page's HTML asks for the main photo before any script runs, and shares its JPEG.
    const html = (await ctx.app.inject({ method: 'GET', url: `/product/${productId}?lang=en` })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${listed.photos[0]!.src}-320.avif 320w, ${listed.photos[0]!.src}-640.avif 640w, ${listed.photos[0]!.src}-960.avif 960w" imagesizes="(min-width: 1024px) 50vw, 100vw">`,
    );
    expect(readHead(html).meta('og:image')[0]).toMatch(new RegExp(`^http://[^/]+${listed.photos[0]!.src}-960\\.jpg$`));
    // With a shade chosen in the address, its own photo is the one asked for first.
    const preloads = async (query: string) =>
      [
        ...(await ctx.app.inject({ method: 'GET', url: `/product/${productId}?lang=en${query}` })).body.matchAll(
          /<link rel="preload" as="image"[^>]*imagesrcset="([^"]*)"/g,
        ),
      ].map((match) => match[1]!.split(',')[0]);
    expect(await preloads(`&variation=${variationIds[1]}`)).toEqual([`${brown.src}-320.avif 320w`]);
    expect(await preloads(`&variation=${variationIds[0]}`)).toEqual([`${listed.photos[0]!.src}-320.avif 320w`]);
    expect(await preloads('&variation=nonsense')).toEqual([`${listed.photos[0]!.src}-320.avif 320w`]);

    const withoutPhotos = ProductDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/products/${productId + 1}` })).json(),
    );
    expect(withoutPhotos).toMatchObject({ photo: null, photos: [], image: `/media/products/${productId + 1}.svg` });
  });

  it('lets the warehouse and shoppers do none of it', async () => {
    const shopper = await registerShopper(ctx.app);
    for (const who of [warehouse, shopper]) {
      expect((await call(who, 'GET', `/staff/products/${productId}/photos`)).statusCode).toBe(403);
      expect((await upload(who, await colourPhoto('#ff0000'))).statusCode).toBe(403);
    }
  });
});
