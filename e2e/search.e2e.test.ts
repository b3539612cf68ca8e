import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogTruth, poll, shownTotal } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** Spec §9: typing is debounced by 500 ms. */
const DEBOUNCE_MS = 500;
const isSearch = (request: Request) => new URL(request.url()).pathname === '/api/v1/products/search';

/** The text of every search-as-you-type request the page sends, in order. */
function recordSearches(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) sent.push(new URL(request.url()).searchParams.get('search') ?? '');
  });
  return sent;
}

/**
 * Stops the page's clock (installed before it loaded, so its timers are fake): from here on only
 * the test moves the page's time on, whatever the machine's load.
 */
async function stopClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

async function openDesktopSearch(page: Page): Promise<Locator> {
  await page.goto(store.url('/'));
  await waitUntilLive(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.click();
  return box;
}

/** How many suggestions (searches, categories, brands) the list shows above its products. */
function optionsBeforeProducts(scope: Page | Locator): Promise<number> {
  return scope
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('option')
    .evaluateAll((nodes) => nodes.findIndex((node) => node.querySelector('[data-result-title]')));
}

/** A word some titles start with, and what the shop answers for it. */
async function titlePrefix() {
  const prefix = 'Matt';
  const answer = await catalogTruth(store).search(prefix);
  const starting = answer.items.filter((item) => item.title.toLowerCase().startsWith(prefix.toLowerCase()));
  if (starting.length === 0) throw new Error(`no title starts with ${prefix}`);
  return { prefix, answer };
}

// What one screen does with the box (nothing asked for blank text, the 500 ms debounce, the inline
// completion and Tab or →, Escape keeping the text, a click outside, "nothing found", the groups
// and the arrow keys across them) is the component's: features/search/components/
// search-combobox.test.tsx. Here: the real shop's answers in the real layout, and where Enter leads.
describe('search as you type (desktop)', () => {
  it('shows whole results in a panel wider than the box; Enter goes to the filtered catalogue, ↓ ↑ and Enter to a product', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('serum', { delay: 30 });
    const listbox = page.getByRole('group', { name: 'Matching products' });
    const options = listbox.getByRole('option');
    await options.nth(2).waitFor();
    const answer = await catalogTruth(store).search('serum');
    const boxWidth = (await box.boundingBox())?.width ?? 0;
    const panel = (await listbox.boundingBox()) ?? { x: 0, width: 0 };
    expect(panel.width).toBeGreaterThan(boxWidth);
    expect(panel.width).toBeGreaterThanOrEqual(500);
    expect(panel.x).toBeGreaterThanOrEqual(0);
    const shown = await options.evaluateAll((nodes) =>
      nodes.map((node) => {
        const title = node.querySelector<HTMLElement>('[data-result-title]');
        const image = node.querySelector('img');
        return {
          title: title?.textContent,
          // The whole title fits its two lines: nothing is clipped.
          clipped: title ? title.scrollHeight > title.clientHeight + 1 : true,
          picture: Boolean(image && image.width >= 48),
          text: node.textContent ?? '',
        };
      }),
    );
    expect(shown.map((result) => result.title)).toEqual(answer.items.slice(0, shown.length).map((item) => item.title));
    for (const [index, result] of shown.entries()) {
      const item = answer.items[index]!;
      expect(result.clipped).toBe(false);
      expect(result.picture).toBe(true);
      expect(result.text).toContain(item.brand.name);
      expect(result.text).toContain(item.price.toLocaleString('en'));
    }

    // Enter with nothing highlighted: the catalogue filtered by the text, from its first page.
    const expected = await catalogTruth(store).list('search=serum');
    await box.press('Enter');
    await page.waitForURL(store.url('/catalog?search=serum'));
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Results for “serum”' }).waitFor();
    await poll(() => shownTotal(page)).toBe(expected.total);
    expect(expected.total).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    // Back returns home.
    await page.goBack();
    await page.waitForURL(store.url('/'));

    // ↓ and ↑ across the groups: past the searches, categories and brands to the second product
    // and back; Enter opens the highlighted one.
    const creamAnswer = await catalogTruth(store).search('cream');
    await box.fill('');
    await box.pressSequentially('cream', { delay: 30 });
    const creams = page.getByRole('group', { name: 'Matching products' }).getByRole('option');
    // The answer for "cream", not the "serum" one kept on screen while it loads.
    await poll(() => creams.first().locator('[data-result-title]').textContent()).toBe(creamAnswer.items[0]?.title);
    await creams.nth(2).waitFor();
    for (let n = (await optionsBeforeProducts(page)) + 2; n > 0; n--) await box.press('ArrowDown');
    await box.press('ArrowUp');
    const first = creams.nth(0);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const title = (await first.locator('[data-result-title]').textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });
});

describe('search on a phone', () => {
  it('opens full screen from the header icon and works the same', async () => {
    const { prefix } = await titlePrefix();
    const page = await store.newPage({ viewport: 'phone' });
    const sent = recordSearches(page);
    await page.clock.install();
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Search' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    const box = sheet.getByRole('combobox', { name: 'Search products' });
    await poll(() => box.evaluate((input) => document.activeElement === input)).toBe(true);
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.width).toBe(375);

    // Typed within the debounce on the page's clock, so however slowly the keys arrive: one request.
    await stopClock(page);
    await box.pressSequentially(prefix.toLowerCase());
    await page.clock.runFor(DEBOUNCE_MS);
    await page.clock.resume();
    const options = sheet.getByRole('group', { name: 'Matching products' }).getByRole('option');
    await options.first().waitFor();
    expect(sent).toEqual([prefix.toLowerCase()]);
    await poll(() => sheet.locator('[data-completion]').getAttribute('data-completion')).not.toBe('');
    await box.press('Tab');
    const completed = await box.inputValue();
    expect(completed.length).toBeGreaterThan(prefix.length);

    // Escape closes the results first, then the search itself.
    await options.first().waitFor();
    await box.press('Escape');
    await poll(() => options.first().isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await box.press('Escape');
    await poll(() => sheet.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Search' }).click();
    await sheet.getByRole('combobox', { name: 'Search products' }).fill('serum');
    const products = sheet.getByRole('group', { name: 'Matching products' }).getByRole('option');
    await products.first().waitFor();
    for (let n = (await optionsBeforeProducts(sheet)) + 1; n > 0; n--) {
      await sheet.getByRole('combobox', { name: 'Search products' }).press('ArrowDown');
    }
    const title = (await products.first().locator('[data-result-title]').textContent()) ?? '';
    await sheet.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await poll(() => sheet.isVisible()).toBe(false);
  });
});
