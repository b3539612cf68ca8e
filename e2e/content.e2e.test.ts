import { storeInfo } from '@aruu/contract/store-info';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../apps/api/test/test-app.js';
import { seriousAxeViolations } from './support/browser.js';
import {
  cardIds,
  consultationsNamed,
  contentTruth,
  countRequests,
  helpRequestsNamed,
  scrollThrough,
  settledOnScreen,
  uniqueName,
  watchLayoutShift,
} from './support/content.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** The shops the contacts page lists: the locations that are open pickup points, in the shop's order. */
const pickupShops = () =>
  queryRows<{ address_en: string }>(
    store.database,
    sql`select address_en from locations where active and is_pickup_point order by position, id`,
  );
const truth = contentTruth(store);

/** The home shelves show the first eight products of their list. */
const SHELF = 8;

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('the home page', () => {
  // One page load on a phone for the whole home page: first how it loads (no layout shift), then
  // its sections against the shop's own answers, last the carousel's way to a banner and on.
  it('loads without shifting; shows the hero, banners, hot offers, face masks, about, top sellers and social links; opens a banner', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    const layoutShift = await watchLayoutShift(page);
    await page.goto(store.url('/'));
    await waitUntilLive(page);
    await page.getByRole('region', { name: 'Offers and collections' }).locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settledOnScreen(page);
    expect(await layoutShift(), 'cumulative layout shift while the home page loads').toBeLessThan(0.05);

    const hero = page.getByRole('region', { name: '100+ original brands from Korea, Europe and America' });
    await page
      .getByRole('heading', { level: 1, name: '100+ original brands from Korea, Europe and America' })
      .waitFor();
    expect(await page.title()).toBe('Aruu — original cosmetics in Bishkek');
    expect(await hero.getByRole('link', { name: 'Shop the catalogue' }).getAttribute('href')).toBe('/catalog');
    expect(await hero.getByRole('link', { name: 'See the deals' }).getAttribute('href')).toBe(
      '/catalog?on_sale=true&sort=discount',
    );
    // A row of the shop's own brands, each opening the catalogue filtered by it.
    const brandLinks = hero.getByRole('list', { name: 'Brands at Aruu' }).getByRole('link');
    await expect.poll(() => brandLinks.count()).toBe(12);
    const brands = new Map((await truth.brands()).map((brand) => [brand.name, brand.id]));
    for (const link of await brandLinks.all()) {
      const name = (await link.textContent()) ?? '';
      expect(brands.has(name), name).toBe(true);
      expect(await link.getAttribute('href')).toBe(`/catalog?brand=${brands.get(name)}`);
    }

    // The banners: one slide each, the first picture loaded at once and first in line.
    const banners = await truth.banners();
    const carousel = page.getByRole('region', { name: 'Offers and collections' });
    await expect.poll(() => carousel.getByRole('group').count()).toBe(banners.length);
    expect(await carousel.getByRole('group').first().getAttribute('aria-label')).toBe(`1 of ${banners.length}`);
    const pictures = carousel.locator('img');
    expect(await pictures.first().getAttribute('fetchpriority')).toBe('high');
    expect(await pictures.first().getAttribute('loading')).toBe('eager');
    expect(await pictures.nth(1).getAttribute('loading')).toBe('lazy');
    expect(await hrefs(page, '[data-section="banners"] a')).toEqual(banners.map((banner) => `/banner/${banner.id}`));

    // Hot offers: the biggest discounts first, with their −% badges.
    const offers = page.getByRole('region', { name: 'Hot offers and discounts' });
    await offers.scrollIntoViewIfNeeded();
    await offers.locator('[data-product-card]').first().waitFor();
    const onSale = await truth.list('on_sale=true&sort=discount');
    expect(await cardIds(offers)).toEqual(onSale.items.slice(0, SHELF).map((product) => product.id));
    const first = onSale.items[0];
    if (!first?.old_price) throw new Error('the seeded catalogue has products on sale');
    const percent = Math.round((1 - first.price / first.old_price) * 100);
    await offers.locator('[data-product-card]').first().getByText(`−${percent}%`).waitFor();
    expect(await offers.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/catalog?on_sale=true&sort=discount',
    );

    const masks = page.getByRole('region', { name: 'Face masks' });
    await masks.scrollIntoViewIfNeeded();
    await masks.locator('[data-product-card]').first().waitFor();
    const faceMasks = await truth.list('categoryName=face-masks');
    expect(faceMasks.items.length).toBeGreaterThan(0);
    expect(await cardIds(masks)).toEqual(faceMasks.items.slice(0, SHELF).map((product) => product.id));
    expect(await masks.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/catalog?categoryName=face-masks',
    );

    const about = page.getByRole('region', { name: 'Cosmetics we trust ourselves' });
    await about.getByText('Aruu began in 2020 as a small shop in Bishkek', { exact: false }).waitFor();
    expect(await about.getByRole('link', { name: 'Our story' }).getAttribute('href')).toBe('/about');

    // Top sellers: the month's five bestsellers, ranked.
    const top = page.getByRole('region', { name: 'Top sellers of the month' });
    await top.scrollIntoViewIfNeeded();
    const ranked = top.getByRole('listitem');
    await expect.poll(() => ranked.count()).toBe(5);
    const bestsellers = (await truth.selection('bestselling', 5)).items;
    expect(await hrefs(page, '[data-section="top-sellers"] ol a')).toEqual(
      bestsellers.map((product) => `/product/${product.id}`),
    );
    for (const [index, product] of bestsellers.entries()) {
      await top.getByRole('link', { name: `No. ${index + 1}: ${product.title}` }).waitFor();
    }

    const social = page.getByRole('region', { name: 'Follow us' });
    for (const [name, href] of [
      ['Instagram', storeInfo.social.instagram],
      ['WhatsApp', storeInfo.social.whatsapp],
      ['Telegram', storeInfo.social.telegram],
    ]) {
      expect(await social.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    // The carousel's arrows, and a banner opened from it: its call to action leads to the
    // catalogue it names.
    const banner = banners[1];
    if (!banner) throw new Error('the seeded shop has at least two banners');
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole('button', { name: 'Previous offers' });
    await carousel.getByRole('group').first().waitFor();
    expect(await previous.isDisabled()).toBe(true);
    await carousel.getByRole('button', { name: 'Next offers' }).click();
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await carousel.getByRole('link', { name: banner.title }).click();

    await page.waitForURL(`**/banner/${banner.id}`);
    await page.getByRole('heading', { level: 1, name: banner.title }).waitFor();
    await page.getByText(banner.subtitle, { exact: true }).waitFor();
    await page.getByText(banner.body, { exact: true }).waitFor();
    expect(await page.title()).toBe(`${banner.title} | Aruu`);
    await page.getByRole('link', { name: 'Shop the collection' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === banner.link);
    expect(banner.link).toMatch(/^\/catalog\?categoryName=[a-z-]+$/);
  });
  // The New / Bestsellers / Recommended tabs (mouse, arrow keys, each loaded when first shown):
  // features/home/components/selection-tabs.test.tsx. An unknown or malformed banner address:
  // features/banners/routes/banner-page.test.tsx.
});

describe('the about page', () => {
  // The form's checks and messages (empty fields in three languages, a wrong phone or email, one
  // request on a double click, the error toast, the rate limit's toast):
  // features/about/components/consultation-form.test.tsx. Here: the page, and a request that
  // reaches the shop.
  it('tells the story with the shop’s figures and team, and sends a consultation request the shop stores', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    const calls = countRequests(page, 'consultations');
    await page.goto(store.url('/about'));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: 'Aruu — original cosmetics in Bishkek' }).waitFor();
    expect(await page.title()).toBe('About us | Aruu');
    await page.getByText('The first Aruu shop opened in Bishkek in 2020.', { exact: false }).waitFor();
    const figures = {
      years: ['5', 'years on the market'],
      clients: ['15k', 'clients'],
      brands: ['100+', 'brands'],
      items: ['3000+', 'items'],
      consultations: ['20+', 'consultations'],
      reviews: ['1000+', 'reviews'],
    };
    for (const [stat, [value, label]] of Object.entries(figures)) {
      const figure = page.locator(`[data-stat="${stat}"]`);
      expect(await figure.locator('dd').textContent()).toBe(value);
      expect(await figure.locator('dt').textContent()).toBe(label);
    }
    const team = page.getByRole('region', { name: 'Our team' });
    for (const role of ['Manager', 'Online consultant', 'Content maker', 'Sales consultant']) {
      await team.getByRole('heading', { level: 3, name: role }).waitFor();
    }
    const advantages = page.getByRole('region', { name: 'Why shoppers choose Aruu' });
    await advantages.getByText('free for orders from 4,000 som', { exact: false }).waitFor();

    // The consultation request: stored by the shop, normalised, and the form cleared.
    const form = page.locator('form[data-form="consultation"]');
    const name = uniqueName('Aigerim');
    await form.getByLabel('Name').fill(`  ${name} `);
    await form.getByLabel('Phone', { exact: true }).fill('0555 12 34 56');
    await form.getByLabel('Email').fill('Aigerim@Example.KG');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.locator('[data-toast="success"]').getByText('Request sent').waitFor();
    await expect.poll(() => form.getByLabel('Name').inputValue()).toBe('');
    expect(calls()).toBe(1);
    const rows = await consultationsNamed(store, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name, phone: '+996555123456', email: 'aigerim@example.kg', language: 'en' });
  });
});

describe('the contacts page', () => {
  // The addresses in Kyrgyz: the page asks in the interface language and words the hours in it
  // (features/contacts/components/shop-list.test.tsx); the server's Kyrgyz addresses are the
  // locations API's tests. The form's checks (the email the one optional field) and its error
  // toast in Russian: features/contacts/components/help-form.test.tsx. Here: the page, and a
  // question that reaches the shop.
  it('shows the three shops with their hours, the phone, the email and the social links; sends a question the shop stores', async () => {
    const page = await store.newPage({ viewport: 'phone' });
    const calls = countRequests(page, 'help-form');
    await page.goto(store.url('/contacts'));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    expect(await page.title()).toBe('Contacts | Aruu');
    const shops = page.getByRole('region', { name: 'Where to find us' }).getByRole('listitem');
    expect(await shops.count()).toBe(3);
    for (const [index, shop] of (await pickupShops()).entries()) {
      const card = shops.nth(index);
      await card.getByText(shop.address_en, { exact: true }).waitFor();
      await card.getByText('Daily from 10:00 to 21:00', { exact: true }).waitFor();
    }
    const details = page.getByRole('region', { name: 'How to reach us' });
    expect(await details.getByRole('link', { name: storeInfo.phone }).getAttribute('href')).toBe('tel:+996555123456');
    expect(await details.getByRole('link', { name: storeInfo.email }).getAttribute('href')).toBe(
      `mailto:${storeInfo.email}`,
    );
    for (const [name, href] of [
      ['Instagram', storeInfo.social.instagram],
      ['WhatsApp', storeInfo.social.whatsapp],
      ['Telegram', storeInfo.social.telegram],
    ]) {
      expect(await details.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }

    // A question without an email.
    const form = page.locator('form[data-form="help"]');
    const asker = uniqueName('Bakyt');
    await form.getByLabel('Name').fill(asker);
    await form.getByLabel('Phone', { exact: true }).fill('0555 987 654');
    await form.getByLabel('Message').fill('Is the Snail Repairing Face Concentrate in stock at Asia Mall?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-toast="success"]').getByText('Message sent').waitFor();
    await expect.poll(() => form.getByLabel('Message').inputValue()).toBe('');
    expect(calls()).toBe(1);
    const rows = await helpRequestsNamed(store, asker);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: '+996555987654',
      email: null,
      message: 'Is the Snail Repairing Face Concentrate in stock at Asia Mall?',
      language: 'en',
    });
  });
});

describe('accessibility', () => {
  it.each([
    ['/', 'desktop', 'light'],
    ['/', 'phone', 'dark'],
    ['/about', 'phone', 'light'],
    ['/about', 'desktop', 'dark'],
    ['/contacts', 'desktop', 'light'],
    ['/contacts', 'phone', 'dark'],
    ['/banner/1', 'phone', 'light'],
    ['/banner/999999', 'desktop', 'dark'],
  ] as const)('%s has no serious axe violations (%s, %s)', async (path, viewport, mode) => {
    const page = await store.newPage({ viewport });
    await page.addInitScript((colorMode) => localStorage.setItem('color-mode', colorMode), mode);
    await page.goto(store.url(path));
    await waitUntilLive(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await scrollThrough(page);
    // The forms are checked with their errors showing, too.
    const submit = page.locator('form[data-form] button[type="submit"]');
    if (await submit.count()) {
      await submit.click();
      await page.locator('[data-field-error]').first().waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
