import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Banner, BannerList } from '@aruu/contract/catalog';
import { ErrorResponse } from '@aruu/contract/errors';
import { StaffBanner, StaffBannerList } from '@aruu/contract/staff-banners';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts.js';
import { multipartUpload } from '../../../test/multipart.js';
import { type SignedInStaff, signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ PHOTOS_DIR: mkdtempSync(join(tmpdir(), 'aruu-banners-')) });

let manager: SignedInStaff;
let warehouse: SignedInStaff;
beforeAll(async () => {
  manager = await signInStaff(ctx, 'manager');
  warehouse = await signInStaff(ctx, 'warehouse');
});

const hour = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function call(
  who: { access_token: string },
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
}

async function createBanner(fields: Record<string, unknown>) {
  const response = await call(manager, 'POST', '/staff/banners', {
    title_ru: 'Весенняя распродажа',
    link: '/catalog?on_sale=true',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return StaffBanner.parse(response.json());
}

const homeBanners = async (lang = 'ru') =>
  BannerList.parse((await ctx.app.inject({ method: 'GET', url: `/api/v1/banners?lang=${lang}` })).json());

const auditCount = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from audit_entries where object_type = 'banner'`,
    )
  )[0]!.n;

describe('staff banners', () => {
  it('shows a banner scheduled for now on the home page, and not one scheduled for tomorrow', async () => {
    const now = await createBanner({ title_en: 'Spring sale', starts_at: at(-hour), ends_at: at(hour) });
    const tomorrow = await createBanner({ title_ru: 'Завтрашняя акция', starts_at: at(24 * hour) });
    const over = await createBanner({
      title_ru: 'Прошедшая акция',
      starts_at: at(-48 * hour),
      ends_at: at(-24 * hour),
    });
    expect(now).toMatchObject({
      shown_now: true,
      title_en: 'Spring sale',
      generated_image: `/media/banners/${now.id}.svg`,
    });
    expect(tomorrow.shown_now).toBe(false);
    const shown = (await homeBanners()).map((banner) => banner.id);
    expect(shown).toContain(now.id);
    expect(shown).not.toContain(tomorrow.id);
    expect(shown).not.toContain(over.id);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/banners/${tomorrow.id}` })).statusCode).toBe(404);

    const paused = await call(manager, 'PATCH', `/staff/banners/${now.id}`, { active: false });
    expect(StaffBanner.parse(paused.json()).shown_now).toBe(false);
    expect((await homeBanners()).map((banner) => banner.id)).not.toContain(now.id);
    await call(manager, 'PATCH', `/staff/banners/${now.id}`, { active: true });
  });

  it('refuses a schedule that ends before it starts and a link that leads nowhere, writing nothing', async () => {
    const before = await auditCount();
    const backwards = await call(manager, 'POST', '/staff/banners', {
      title_ru: 'x',
      link: '/catalog',
      starts_at: at(hour),
      ends_at: at(-hour),
    });
    expect(backwards.statusCode).toBe(400);
    expect(ErrorResponse.parse(backwards.json()).error.fields?.ends_at?.code).toBe('ends_before_start');
    const badLink = await call(manager, 'POST', '/staff/banners', { title_ru: 'x', link: 'javascript:alert(1)' });
    expect(ErrorResponse.parse(badLink.json()).error.fields?.link?.code).toBe('invalid_value');
    const [first] = StaffBannerList.parse((await call(manager, 'GET', '/staff/banners')).json()).items;
    const patchBackwards = await call(manager, 'PATCH', `/staff/banners/${first!.id}`, {
      starts_at: at(2 * hour),
      ends_at: at(hour),
    });
    expect(patchBackwards.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('takes a picture per language through the photo pipeline; the home page shows the language’s own', async () => {
    const banner = await createBanner({ title_en: 'Sunscreen week' });
    const picture = (colour: string) =>
      sharp({ create: { width: 1600, height: 600, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    const upload = async (lang: string, colour: string) => {
      const { payload, headers } = multipartUpload(await picture(colour));
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/staff/banners/${banner.id}/images/${lang}`,
        payload,
        headers: { ...headers, ...bearer(manager) },
      });
    };
    const before = await auditCount();
    const ru = StaffBanner.parse((await upload('ru', '#f0c0a0')).json());
    const ky = StaffBanner.parse((await upload('ky', '#a0c0f0')).json());
    expect(await auditCount()).toBe(before + 2);
    expect(ru.images.ru).toMatchObject({ width: 1600, height: 600, widths: [320, 640, 960, 1600] });
    expect(ky.images.ky!.src).not.toBe(ky.images.ru!.src);

    const shown = async (lang: string) => (await homeBanners(lang)).find((item) => item.id === banner.id) as Banner;
    expect((await shown('ky')).photo?.src).toBe(ky.images.ky!.src);
    // English has no picture of its own: it falls back to the Russian one.
    expect((await shown('en')).photo?.src).toBe(ky.images.ru!.src);
    expect((await shown('ru')).image).toBe(`${ky.images.ru!.src}-960.jpg`);
    const served = await ctx.app.inject({ method: 'GET', url: `${ky.images.ky!.src}-1600.avif` });
    expect(served.headers['content-type']).toBe('image/avif');

    const removed = StaffBanner.parse((await call(manager, 'DELETE', `/staff/banners/${banner.id}/images/ky`)).json());
    expect(removed.images.ky).toBeNull();
    expect((await shown('ky')).photo?.src).toBe(ky.images.ru!.src);
    // Nothing shows the Kyrgyz picture any more: its files are gone. The Russian one, replaced
    // by a picture English also takes, goes too; the new one stays.
    const status = async (src: string) => (await ctx.app.inject({ method: 'GET', url: `${src}-640.jpg` })).statusCode;
    expect(await status(ky.images.ky!.src)).toBe(404);
    await upload('en', '#10a010');
    const replaced = StaffBanner.parse((await upload('ru', '#10a010')).json());
    expect(replaced.images.ru!.src).toBe(replaced.images.en!.src);
    expect(await status(ru.images.ru!.src)).toBe(404);
    expect(await status(replaced.images.ru!.src)).toBe(200);
    StaffBanner.parse((await call(manager, 'DELETE', `/staff/banners/${banner.id}/images/en`)).json());
    expect(await status(replaced.images.ru!.src)).toBe(200);
  });

  it('reorders the banners, and the home page follows', async () => {
    const { items } = StaffBannerList.parse((await call(manager, 'GET', '/staff/banners')).json());
    const reversed = items.map((item) => item.id).reverse();
    const response = await call(manager, 'PUT', '/staff/banners/order', { banner_ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    const shownIds = new Set((await homeBanners()).map((banner) => banner.id));
    expect((await homeBanners()).map((banner) => banner.id)).toEqual(reversed.filter((id) => shownIds.has(id)));
    expect((await call(manager, 'PUT', '/staff/banners/order', { banner_ids: reversed.slice(1) })).statusCode).toBe(
      400,
    );
  });

  it('is the catalogue editors’ alone', async () => {
    expect((await call(warehouse, 'GET', '/staff/banners')).statusCode).toBe(403);
    expect((await call(warehouse, 'POST', '/staff/banners', { title_ru: 'x', link: '/' })).statusCode).toBe(403);
  });
});
