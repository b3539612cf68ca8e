import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addToCart, newShopper, takeProducts } from './support/cart.js';
import { settledOnScreen, watchLayoutShift } from './support/content.js';
import { waitUntilLive } from './support/live.js';
import { setUpStore } from './support/store.js';

const store = setUpStore();

/** WCAG 2.5.5's 44 × 44 CSS px, which the shop keeps on phones (issue 15). */
const TAP = 44;

/**
 * The links and buttons on screen that a finger can miss: each is scrolled to the middle of the
 * screen, and the points 21 px above, below, left and right of its centre must land on it (its
 * own box or a larger hit area around it), not on something else or on nothing.
 */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    (reach) => {
      const targets = [...document.querySelectorAll<HTMLElement>('a[href], button, select, summary, [role="button"]')];
      const small: string[] = [];
      for (const target of targets) {
        const style = getComputedStyle(target);
        const box = target.getBoundingClientRect();
        // Hidden, or visually hidden until focused (the skip link).
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || target.closest('[inert]')) continue;
        if (target.closest('dialog:not([open])')) continue;
        target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const at = target.getBoundingClientRect();
        const cx = at.left + at.width / 2;
        const cy = at.top + at.height / 2;
        const points = [
          [cx, cy - reach],
          [cx, cy + reach],
          [cx - reach, cy],
          [cx + reach, cy],
        ] as const;
        const href = target.getAttribute('href');
        const misses = points
          .map(([x, y]) => document.elementFromPoint(x, y))
          .filter((hit) => {
            // A card's title link, stretched over the card, leads where its picture's link does.
            const sameLink = href !== null && hit?.closest('a')?.getAttribute('href') === href;
            return hit === null || !(target.contains(hit) || sameLink);
          });
        if (misses.length > 0) {
          const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
          const size = `${Math.round(at.width)}×${Math.round(at.height)}`;
          const by = misses[0]
            ? `${misses[0].tagName.toLowerCase()}.${String(misses[0].className).slice(0, 30)}`
            : 'nothing';
          small.push(`${target.tagName.toLowerCase()} "${name}" ${size}, a tap lands on ${by}`);
        }
      }
      return small;
    },
    TAP / 2 - 1,
  );
}

/** Whether the two boxes overlap. */
function overlapping(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('on a 375 px phone', () => {
  // One journey through the four pages (each loaded once): on each, every target is measured; on
  // the home page the footer's folding is then checked, and on the product page the "added" toast.
  it('every visible link and button of home, catalogue, product and cart is at least 44 × 44; the footer’s lists fold; “added to cart” leaves the badge uncovered', async () => {
    const [product] = await takeProducts(store, 1);
    const variation = product?.[0];
    if (!variation) throw new Error('a product is needed');
    const shopper = await newShopper(store);
    await addToCart(store, shopper, variation.variationId, 1);
    const page = await store.newPage({ viewport: 'phone', signedInAs: shopper.tokens });

    /** The footer folds its link lists behind their headings; a tap on one unfolds it. */
    const footerFolds = async () => {
      const catalog = page.locator('footer').getByRole('navigation', { name: 'Catalog' });
      const toggle = catalog.getByRole('button', { name: 'Catalog' });
      expect(await toggle.getAttribute('aria-expanded'), 'footer list folded at first').toBe('false');
      expect(await catalog.getByRole('link').count(), 'footer links hidden while folded').toBe(0);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded'), 'footer list unfolded').toBe('true');
      expect(await catalog.getByRole('link').count(), 'footer links shown once unfolded').toBe(7);
    };
    /** “Added to cart” shows without covering the header's cart badge. */
    const toastClearOfBadge = async () => {
      await page.locator('[data-add-to-cart]:visible').first().click();
      const toast = page.locator('[data-toast="success"]').first();
      await toast.waitFor();
      const badge = page.locator('[data-cart-count]:visible').first();
      await badge.waitFor();
      const [a, b] = [await toast.boundingBox(), await badge.boundingBox()];
      if (!a || !b) throw new Error('the toast and the badge are on screen');
      expect(overlapping(a, b), 'the “added to cart” toast covers the cart badge').toBe(false);
    };
    const pages = [
      ['/', () => page.locator('[data-product-card]').first().waitFor(), footerFolds],
      ['/catalog', () => page.locator('[data-product-card]').first().waitFor()],
      [
        `/product/${variation.productId}`,
        () => page.getByRole('heading', { level: 1, name: variation.title }).waitFor(),
        toastClearOfBadge,
      ],
      ['/basket', () => page.locator('[data-cart-line]').first().waitFor()],
    ] as const;
    const small: Record<string, string[]> = {};
    for (const [path, loaded, then] of pages) {
      await page.goto(store.url(path));
      await waitUntilLive(page);
      await loaded();
      await page.waitForLoadState('networkidle');
      small[path] = await smallTapTargets(page);
      await then?.();
    }
    expect(small).toEqual(Object.fromEntries(pages.map(([path]) => [path, []])));
  });
});

describe('the display font', () => {
  it('is the shop’s own Lora, with ң ө ү, from its own origin, and its arrival moves nothing', async () => {
    const page = await store.newPage({ viewport: 'phone', locale: 'ky' });
    const layoutShift = await watchLayoutShift(page);
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    // The font files are held back until the page has painted in the fallback, so the swap
    // happens in view, as on a slow network, and the test sees whether it moves anything.
    let painted = () => {};
    const firstPaint = new Promise<void>((resolve) => {
      painted = resolve;
    });
    await page.route('**/*.woff2', async (route) => {
      await firstPaint;
      await route.continue();
    });
    // Not until `load`: that waits for the fonts the first layout asks for, which wait for the paint.
    await page.goto(store.url('/'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const loraStatus = () =>
      page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Lora').map((face) => face.status),
      );
    expect(await loraStatus()).not.toContain('loaded');
    painted();
    await page.locator('[data-section="banners"] img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settledOnScreen(page);

    const heading = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(heading.split(',')[0]?.replaceAll('"', '')).toBe('Lora');
    await page.evaluate(() => document.fonts.load('1em Lora', 'Aruu ңөү Бишкек'));
    expect(await loraStatus()).toEqual(['loaded', 'loaded', 'loaded']);
    // Drawn by Lora itself: with any other face behind it, the letters measure the same.
    const widths = await page.evaluate(() => {
      const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      return ['monospace', 'cursive'].map((generic) => {
        canvas.font = `32px Lora, ${generic}`;
        return canvas.measureText('ҢңӨөҮү').width;
      });
    });
    expect(widths[0]).toBeCloseTo(widths[1] as number, 3);
    expect([...hosts]).toEqual([store.origin]);
    expect(await layoutShift()).toBeLessThan(0.05);
  });
});
