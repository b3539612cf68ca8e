import { describe, expect, it } from 'vitest';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

describe('the shell: header, drawer, footer', () => {
  // One desktop page for the shell: the header's links, the footer, the category drawer, then
  // two addresses the app answers itself (a signed-out /basket, an unknown page).
  it('navigates by the header, the footer and the category drawer; sends a signed-out /basket to /auth; has a not-found page', async () => {
    const page = await store.newPage();
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await nav.getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL('**/contacts');
    await nav.getByRole('link', { name: 'Catalog' }).click();
    await page.waitForURL('**/catalog');
    await page.getByRole('link', { name: 'Aruu — home page' }).click();
    await page.waitForURL(store.url('/'));

    // The footer's columns (on the home page), a category and a legal page from it.
    const footer = page.locator('footer');
    for (const heading of ['Account', 'Catalog', 'Useful', 'Our shops']) {
      await footer.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await footer.getByRole('navigation', { name: 'Catalog' }).getByRole('link').count()).toBe(7);
    expect(await footer.getByRole('navigation', { name: 'Useful' }).getByRole('link').count()).toBe(6);
    await footer.getByRole('link', { name: 'Sunscreen' }).click();
    await page.waitForURL('**/catalog?categoryName=sunscreen');
    await page.locator('footer').getByRole('link', { name: 'Payment and refunds' }).click();
    await page.waitForURL('**/refund');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The category drawer: a level down and back, and on to the filtered catalogue.
    await page.getByRole('button', { name: 'Product categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.waitFor();
    // Each category is a link; a parent's sub-categories open with a button of their own.
    const firstOpener = drawer.getByRole('button', { name: /^Sub-categories of “/ }).first();
    const parentName = ((await firstOpener.getAttribute('aria-label')) ?? '').slice('Sub-categories of “'.length, -1);
    await firstOpener.click();
    await expect.poll(() => drawer.getByRole('heading', { level: 3 }).textContent()).toBe(parentName);
    // Keyboard focus moved to the back control.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('All categories');
    await drawer.getByRole('button', { name: 'All categories' }).click();
    await drawer.getByRole('button', { name: `Sub-categories of “${parentName}”` }).click();
    // The first link is "Everything in …", the second the first sub-category.
    const child = drawer.getByRole('list').getByRole('link').nth(1);
    expect(await child.getAttribute('href')).toMatch(/^\/catalog\?categoryName=[a-z-]+$/);
    await child.click();
    await page.waitForURL(/\/catalog\?categoryName=[a-z-]+$/);
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // A signed-out visitor at /basket is sent to log in, the basket kept as where to return.
    await page.goto(store.url('/basket'));
    await waitUntilLive(page);
    await page.waitForURL(/\/auth\?next=%2Fbasket$/);

    await page.goto(store.url('/no-such-page'));
    await waitUntilLive(page);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});

describe('languages and colour mode', () => {
  it('detects the browser language, switches language and keeps it across a reload', async () => {
    const page = await store.newPage({ locale: 'ru-RU' });
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    await page.getByRole('link', { name: 'Каталог' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.getByRole('button', { name: 'Кыргызча' }).click();
    await page.getByRole('link', { name: 'Биз жөнүндө' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ky');
    await page.reload();
    await waitUntilLive(page);
    await page.getByRole('link', { name: 'Биз жөнүндө' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ky');
  });

  it('takes ?lang= before the stored choice, stores it for the server too, and downloads that language alone', async () => {
    const page = await store.newPage({ locale: 'ru-RU' });
    await page.addInitScript(() => localStorage.setItem('language', 'ru'));
    const bundles: string[] = [];
    page.on('request', (request) => {
      const bundle = /\/assets\/(en|ky|ru)-[\w-]+\.js$/.exec(request.url());
      if (bundle?.[1]) bundles.push(bundle[1]);
    });
    await page.goto(store.url('/?lang=en'));
    // The server's first paint is English already: wait for the app to go live.
    await waitUntilLive(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'language')).toMatchObject({ value: 'en', path: '/' });
    expect(bundles).toEqual(['en']);
  });

  // A browser that says "kg", and one in a language the shop does not speak: the detection
  // (shared/i18n/detect-language.test.ts: "reads aliases and regions as the contract does (kg,
  // kir, en-US)", "passes over what names no language of the shop, and ends with Russian") and the
  // server's first paint (apps/api src/http/language.test.ts) read them with the contract's one
  // `toLanguage`.
  it('starts light, switches to dark and keeps it across a reload', async () => {
    const page = await store.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    // The system setting is ignored (spec §1).
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await waitUntilLive(page);
    await page.getByRole('button', { name: 'Light mode' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  });
});

describe('on a phone (375 px)', () => {
  it('has the phone header, the bottom bar and the drawer with its two tabs', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Home', 'Favorites', 'Profile']) await bottomBar.getByRole('link', { name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    // The floating En / Кр / Ру switcher is on the phone too, above the bottom bar, not over it.
    const switcher = page.locator('[data-floating-language]');
    await switcher.getByRole('button', { name: 'English' }).waitFor();
    const [switcherBox, barBox] = await Promise.all([switcher.boundingBox(), bottomBar.boundingBox()]);
    expect(switcherBox!.y + switcherBox!.height).toBeLessThanOrEqual(barBox!.y);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('tab', { name: 'Menu' }).waitFor();
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await drawer.getByRole('tab', { name: 'Categories' }).click();
    await drawer.getByRole('tabpanel').getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await bottomBar.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/auth');
  });
});
