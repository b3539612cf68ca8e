import { sampleUrls } from '@aruu/contract/page-samples';
import { pageDef, pageIds } from '@aruu/contract/pages';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../api/test/test-app.js';
import { shopperWithCart } from './support/checkout.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();
/** Russian (the default, and the longest words) at every width; Kyrgyz and English at the narrowest. */
const PASSES = [
  { locale: 'ru-RU', widths: [320, 375, 414] },
  { locale: 'ky-KG', widths: [320] },
  { locale: 'en-GB', widths: [320] },
];

/** The page's width beyond the viewport, and the outermost elements that stick out on the right. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const beyond = document.documentElement.scrollWidth - width;
    if (beyond <= 0) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) => !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 6).join('.')}`);
    return { beyond, culprits };
  });
}

/** Opens each path at each width and answers where the page scrolls sideways. */
async function sidewaysScrolling(page: Page, paths: string[], widths: number[]) {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(store.url(path));
      await page.waitForLoadState('networkidle');
      const overflow = await overflowOf(page);
      if (overflow) {
        const language = await page.evaluate(() => document.documentElement.lang);
        found.push(
          `${path} in ${language} at ${width} px: ${overflow.beyond} px wider (${overflow.culprits.join(', ')})`,
        );
      }
    }
  }
  return found;
}

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

/**
 * One test per language and width, each within its own time limit: the whole sweep (about 40
 * pages, five times) ran as one test close to its 120 s limit on a busy machine.
 */
describe('no page scrolls sideways on a phone', () => {
  let pages: ReturnType<typeof pagesToOpen> | undefined;
  for (const { locale, widths } of PASSES) {
    for (const width of widths) {
      it(`at ${width} px in ${locale}: every storefront route, signed in and out, and the staff sign-in`, async () => {
        pages ??= pagesToOpen();
        const { tokens, visitorPaths, shopperPaths } = await pages;
        const visitor = await store.newPage({ viewport: 'phone', locale });
        const shopper = await store.newPage({ viewport: 'phone', locale, signedInAs: tokens });
        const found = [
          ...(await sidewaysScrolling(visitor, visitorPaths, [width])),
          ...(await sidewaysScrolling(shopper, shopperPaths, [width])),
        ];
        expect(found).toEqual([]);
      });
    }
  }
});
