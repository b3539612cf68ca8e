import { ProductDetail } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readHead, writeWebDist } from '../../../test/support/web-dist.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp({ WEB_DIST_DIR: writeWebDist(), PUBLIC_URL: 'https://aruu.example' });

async function head(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return readHead(response.body);
}

async function productDetail(id: number, lang: string) {
  return ProductDetail.parse((await ctx.app.inject({ url: `/api/v1/products/${id}?lang=${lang}` })).json());
}

describe("a product page's head and texts", () => {
  it("uses staff's SEO title and description per language, falling back to Russian, then to the generated head", async () => {
    const id = 21;
    const generated = await head(`/product/${id}?lang=en`);
    expect((await productDetail(id, 'en')).seo_title).toBeNull();

    await queryRows(
      ctx.database,
      sql`update product_details set seo_title_ru = 'Крем для лица — купить в Бишкеке',
            seo_description_ru = 'Русское описание для поиска', seo_title_en = 'Face cream — buy in Bishkek',
            seo_description_en = '' where product_id = ${id}`,
    );
    const en = await head(`/product/${id}?lang=en`);
    expect(en.titles).toEqual(['Face cream — buy in Bishkek | Aruu']);
    expect(en.meta('og:title')).toEqual(['Face cream — buy in Bishkek']);
    // The English description is empty: the Russian one stands in, as for every other text.
    expect(en.meta('description')).toEqual(['Русское описание для поиска']);
    const ky = await head(`/product/${id}?lang=ky`);
    expect(ky.titles).toEqual(['Крем для лица — купить в Бишкеке | Aruu']);

    await queryRows(
      ctx.database,
      sql`update product_details set seo_title_ru = '', seo_description_ru = '', seo_title_en = ''
          where product_id = ${id}`,
    );
    const back = await head(`/product/${id}?lang=en`);
    expect(back.titles).toEqual(generated.titles);
    expect(back.meta('description')).toEqual(generated.meta('description'));
  });

  it('shows the Russian text wherever an English or Kyrgyz one was left empty', async () => {
    const id = 22;
    const ru = await productDetail(id, 'ru');
    const enBefore = await productDetail(id, 'en');
    expect(enBefore.title).not.toBe(ru.title);
    await queryRows(ctx.database, sql`update products set title_en = '', title_ky = '' where id = ${id}`);
    await queryRows(
      ctx.database,
      sql`update product_details set description_ky = '', usage_en = '' where product_id = ${id}`,
    );
    await queryRows(ctx.database, sql`update variations set name_en = '' where product_id = ${id}`);
    const en = await productDetail(id, 'en');
    const ky = await productDetail(id, 'ky');
    expect(en.title).toBe(ru.title);
    expect(ky.title).toBe(ru.title);
    expect(ky.description).toBe(ru.description);
    expect(en.description).toBe(enBefore.description);
    expect(en.method_of_use).toBe(ru.method_of_use);
    expect(en.variations.map((v) => v.name)).toEqual(ru.variations.map((v) => v.name));
    expect((await head(`/product/${id}?lang=ky`)).titles[0]!.startsWith(ru.title)).toBe(true);
  });
});
