import { sampleUrls } from '@aruu/contract/page-samples';
import { pageDef, pageIds } from '@aruu/contract/pages';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { shopperWithCart } from './support/checkout.js';
import { requestsInFlight, settled, sidewaysAtWidths } from './support/overflow.js';
import { setUpStore } from './support/store.js';

/**
 * Every storefront route at phone widths, signed out (with the staff sign-in) and signed in, in
 * each language: Russian, which has the longest words, at every phone width; Kyrgyz and English
 * at the narrowest. Each route is opened once per language, a real load in it (the server's page
 * and its hydration in that language), and checked at each width by resizing (sidewaysAtWidths).
 * The states that come later are overflow-states.e2e.test.ts's.
 */
const passes = [
  { locale: 'ru-RU', widths: [320, 375, 414] },
  { locale: 'ky-KG', widths: [320] },
  { locale: 'en-GB', widths: [320] },
];

const store = setUpStore();

/** What every pass opens: the sample URL of each page, a real product, banner and order among them. */
async function pagesToOpen() {
  const { tokens, api } = await shopperWithCart(store);
  const placed = await api.placeOrder();
  const [product] = await queryRows<{ id: number }>(
    store.database,
    sql`select id from products where published order by id limit 1`,
  );
  const [banner] = await queryRows<{ id: number }>(store.database, sql`select id from banners order by id limit 1`);
  const real: Record<string, number> = { product: product!.id, banner: banner?.id ?? 1, order: placed.order_id };
  const urls = (access: 'all' | 'signed-in') =>
    pageIds.filter((id) => pageDef(id).access === access).flatMap((id) => sampleUrls(id, real[id]));
  return { tokens, visitorPaths: [...urls('all'), '/staff/sign-in'], shopperPaths: urls('signed-in') };
}

let pages: ReturnType<typeof pagesToOpen> | undefined;

/** Opens each path at the first of `widths` and answers where it scrolls sideways at each. */
async function sidewaysScrolling(page: Page, paths: string[], widths: readonly number[]) {
  const inFlight = requestsInFlight(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    await page.goto(store.url(path));
    await settled(page, inFlight);
    found.push(...(await sidewaysAtWidths(page, path, widths, inFlight)));
  }
  return found;
}

// One test per language and audience, each within its own time limit (about 20 pages).
describe('no page scrolls sideways on a phone', () => {
  for (const { locale, widths } of passes) {
    const at = `${widths.join(', ')} px`;
    it(`at ${at} in ${locale}: every storefront route signed out, and the staff sign-in`, async () => {
      pages ??= pagesToOpen();
      const { visitorPaths } = await pages;
      const visitor = await store.newPage({ viewport: 'phone', locale });
      expect(await sidewaysScrolling(visitor, visitorPaths, widths)).toEqual([]);
    });
    it(`at ${at} in ${locale}: every route of a signed-in shopper`, async () => {
      pages ??= pagesToOpen();
      const { tokens, shopperPaths } = await pages;
      const shopper = await store.newPage({ viewport: 'phone', locale, signedInAs: tokens });
      expect(await sidewaysScrolling(shopper, shopperPaths, widths)).toEqual([]);
    });
  }
});
