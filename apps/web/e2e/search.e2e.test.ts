import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogTruth, poll, shownTotal } from './support/catalog.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** Spec §9: typing is debounced by 500 ms. */
const DEBOUNCE_MS = 500;

/** Every search-as-you-type request the page sends, with the time it left and its text. */
function recordSearches(page: Page) {
  const sent: Array<{ at: number; text: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/products/search')
      sent.push({ at: Date.now(), text: url.searchParams.get('search') ?? '' });
  });
  return sent;
}

async function openDesktopSearch(page: Page): Promise<Locator> {
  await page.goto(store.url('/'));
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.click();
  return box;
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
    const box = await openDesktopSearch(page);
    await box.pressSequentially('   ', { delay: 50 });
    await page.waitForTimeout(DEBOUNCE_MS + 700);
    expect(sent).toEqual([]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('sends one request after 500 ms of quiet, not one per key', async () => {
    const page = await store.newPage();
    const sent = recordSearches(page);
    const box = await openDesktopSearch(page);
    // Key and request times on the page's own clock, so a slow machine cannot blur them.
    await page.evaluate(() => {
      const timings = { keys: [] as number[] };
      (window as unknown as { timings: typeof timings }).timings = timings;
      document.addEventListener('keydown', () => timings.keys.push(performance.now()), true);
    });
    await box.pressSequentially('serum', { delay: 60 });
    await page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first().waitFor();
    await page.waitForTimeout(DEBOUNCE_MS + 500);
    const { keys, requests } = await page.evaluate(() => ({
      keys: (window as unknown as { timings: { keys: number[] } }).timings.keys,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/v1/products/search'))
        .map((entry) => entry.startTime),
    }));
    expect(keys).toHaveLength(5);
    expect(requests).toHaveLength(sent.length);
    // Every request waited for 500 ms without a key.
    for (const at of requests) {
      const lastKey = Math.max(...keys.filter((key) => key < at));
      expect(at - lastKey).toBeGreaterThanOrEqual(DEBOUNCE_MS - 20);
    }
    // Keys less than 500 ms apart make one request, for the whole text.
    const pauses = keys.slice(1).filter((key, index) => key - (keys[index] ?? key) >= DEBOUNCE_MS - 20).length;
    expect(sent.length).toBeLessThanOrEqual(pauses + 1);
    if (pauses === 0) expect(sent.map((request) => request.text)).toEqual(['serum']);
    expect(sent.at(-1)?.text).toBe('serum');
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
      expect(suggested.length).toBeLessThanOrEqual(20);
      expect(titles.some((title) => title.startsWith(suggested.toLowerCase()))).toBe(true);
      // The grey rest of the word is on screen.
      await completion.getByText(suggested.slice(prefix.length)).waitFor();
      await box.press(key);
      expect(await box.inputValue()).toBe(suggested);
      // Focus stays in the box: Tab was taken by the completion.
      expect(await box.evaluate((input) => document.activeElement === input)).toBe(true);
    }
  });

  it('moves through the results with ↓ and ↑ and opens the highlighted one with Enter', async () => {
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('cream', { delay: 30 });
    const options = page.getByRole('listbox', { name: 'Matching products' }).getByRole('option');
    await options.nth(2).waitFor();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    const first = options.nth(0);
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    const title = (await first.locator('span.truncate').first().textContent()) ?? '';
    await box.press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  });

  it('goes to the catalogue filtered by the text on Enter without a highlighted result', async () => {
    const expected = await catalogTruth(store).list('search=serum');
    const page = await store.newPage();
    const box = await openDesktopSearch(page);
    await box.pressSequentially('serum', { delay: 30 });
    await page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first().waitFor();
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
    const list = page.getByRole('listbox', { name: 'Matching products' });
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
    const list = page.getByRole('listbox', { name: 'Matching products' });
    await list.getByRole('option').first().waitFor();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
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
    await page.goto(store.url('/'));
    await page.getByRole('button', { name: 'Search' }).click();
    const sheet = page.getByRole('dialog', { name: 'Search' });
    const box = sheet.getByRole('combobox', { name: 'Search products' });
    await poll(() => box.evaluate((input) => document.activeElement === input)).toBe(true);
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.width).toBe(375);

    await box.pressSequentially(prefix.toLowerCase(), { delay: 80 });
    const options = sheet.getByRole('listbox', { name: 'Matching products' }).getByRole('option');
    await options.first().waitFor();
    expect(sent.map((request) => request.text)).toEqual([prefix.toLowerCase()]);
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
    await sheet.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first().waitFor();
    await sheet.getByRole('combobox', { name: 'Search products' }).press('ArrowDown');
    const title = (await sheet.getByRole('option').first().locator('span.truncate').first().textContent()) ?? '';
    await sheet.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await page.waitForURL(/\/product\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await poll(() => sheet.isVisible()).toBe(false);
  });
});
