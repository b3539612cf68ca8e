import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogTruth, poll, shownTotal } from './support/catalog.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** Spec §9: typing is debounced by 500 ms. */
const DEBOUNCE_MS = 500;
/**
 * One frame of the page's clock. The storefront runs on Preact (decision 071), which runs passive
 * effects — TanStack Query starts a fetch in one — after the next frame is drawn; the page's fake
 * clock draws it only when the test moves time on. A shopper's request goes out ≤ 16 ms later.
 */
const FRAME_MS = 17;

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

describe('search as you type (desktop)', () => {
  it('asks nothing for empty or space-only text', async () => {
    const page = await store.newPage();
    const sent = recordSearches(page);
    await page.clock.install();
    const box = await openDesktopSearch(page);
    await stopClock(page);
    await box.pressSequentially('   ');
    await page.clock.runFor(DEBOUNCE_MS * 2);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');

    // Then a real search: the first request the page sends is for it, and its Enter is the only
    // one that went anywhere (Back returns home).
    await box.fill('serum');
    const searched = page.waitForRequest(isSearch);
    await page.clock.runFor(DEBOUNCE_MS + FRAME_MS);
    await searched;
    expect(sent).toEqual(['serum']);
    await page.clock.resume();
    await page.getByRole('group', { name: 'Matching products' }).getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(store.url('/catalog?search=serum'));
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends one request after 500 ms of quiet, not one per key', async () => {
    const page = await store.newPage();
    const sent = recordSearches(page);
    await page.clock.install();
    const box = await openDesktopSearch(page);
    await stopClock(page);
    // Keys 400 ms apart on the page's clock, then 499 ms of quiet: nothing is asked yet.
    for (const key of 'serum') {
      await box.press(key);
      await page.clock.runFor(DEBOUNCE_MS - 100);
    }
    await page.clock.runFor(99);
    expect(sent).toEqual([]);
    // The 500th millisecond, and the frame after it: one request, for the whole text.
    const searched = page.waitForRequest(isSearch);
    await page.clock.runFor(1 + FRAME_MS);
    await searched;
    await page.clock.resume();
    await page.getByRole('group', { name: 'Matching products' }).getByRole('option').first().waitFor();
    expect(sent).toEqual(['serum']);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the inline completion; Tab accepts it, and so does → at the end of the text', async () => {
    const { prefix, answer } = await titlePrefix();
    const titles = answer.items.map((item) => item.title.toLowerCase());
    for (const key of ['Tab', 'ArrowRight'] as const) {
      const page = await store.newPage();
      const box = await openDesktopSearch(page);
      await box.pressSequentially(prefix.toLowerCase(), { delay: 30 });
      const completion = page.locator('[data-completion]');
      await poll(() => completion.getAttribute('data-completion')).not.toBe('');
      const suggested = (await completion.getAttribute('data-completion')) ?? '';
      expect(suggested.startsWith(prefix.toLowerCase())).toBe(true);
      expect(suggested.length).toBeGreaterThan(prefix.length);
      // Whole words of a title: where the suggestion ends, the title's word ends too.
      expect(
        titles.some(
          (title) => title.startsWith(suggested.toLowerCase()) && /^(\s|$)/.test(title.slice(suggested.length)),
        ),
      ).toBe(true);
      // The grey rest of the word is on screen.
      await completion.getByText(suggested.slice(prefix.length)).waitFor();
      await box.press(key);
      expect(await box.inputValue()).toBe(suggested);
      // Focus stays in the box: Tab was taken by the completion.
      expect(await box.evaluate((input) => document.activeElement === input)).toBe(true);
    }
  });

  it('shows each result with its picture, brand, whole title and price in a panel wider than the box', async () => {
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
  });

  it('moves through the suggestions with ↓ and ↑, across the groups, and opens the highlighted one with Enter', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('cream', { delay: 30 });
    const options = page.getByRole('group', { name: 'Matching products' }).getByRole('option');
    await options.nth(2).waitFor();
    // Searches, categories and brands come first: walk past them to the second product and back.
    for (let n = (await optionsBeforeProducts(page)) + 2; n > 0; n--) await box.press('ArrowDown');
    await box.press('ArrowUp');
    const first = options.nth(0);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const title = (await first.locator('[data-result-title]').textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('goes to the catalogue filtered by the text on Enter without a highlighted result', async () => {
    const expected = await catalogTruth(store).list('search=serum');
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('serum', { delay: 30 });
    await page.getByRole('group', { name: 'Matching products' }).getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(store.url('/catalog?search=serum'));
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await page.getByRole('heading', { level: 1, name: 'Results for “serum”' }).waitFor();
    await poll(() => shownTotal(page)).toBe(expected.total);
    expect(expected.total).toBeGreaterThan(0);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the results with Escape, keeping the text', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('mask', { delay: 30 });
    const list = page.getByRole('group', { name: 'Matching products' });
    await list.getByRole('option').first().waitFor();
    await box.press('Escape');
    await poll(() => list.isVisible()).toBe(false);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('mask');
    // ↓ opens them again.
    await box.press('ArrowDown');
    await poll(() => list.isVisible()).toBe(true);
  });

  it('closes the results on a click outside', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('toner', { delay: 30 });
    const list = page.getByRole('group', { name: 'Matching products' });
    await list.getByRole('option').first().waitFor();
    // The page's left margin, below the sticky header: outside the search, on no link.
    await page.mouse.click(5, 600);
    await poll(() => list.isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('says when nothing matches', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('qqxqzzqq', { delay: 20 });
    await page.getByText('Nothing found for “qqxqzzqq”').waitFor();
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
