import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { nextFrames, waitUntilLive } from './live.js';

/**
 * Where the page, or an open dialog, scrolls sideways: the width beyond the viewport (or beyond
 * the dialog's own box, which a modal `<dialog>` scrolls), and the outermost elements that stick
 * out on the right. A dialog is in the top layer, so what sticks out of it never widens the page.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 6).join('.')}`;
    /**
     * The outermost elements of `root` whose right edge passes `limit`; when none does, the
     * innermost whose text runs out of them (a box of the right width with a long unbroken word).
     */
    const culprits = (root: Element, limit: number) => {
      const all = [...root.querySelectorAll('*')];
      const beyond = all
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .filter(
          (element) =>
            element.parentElement === root ||
            !(element.parentElement && element.parentElement.getBoundingClientRect().right > limit + 0.5),
        );
      const spilling = all.filter(
        (element) =>
          element.scrollWidth > element.clientWidth + 1 &&
          element.clientWidth > 0 &&
          getComputedStyle(element).overflowX === 'visible' &&
          ![...element.children].some((child) => child.scrollWidth > child.clientWidth + 1),
      );
      return (beyond.length > 0 ? beyond : spilling).slice(0, 5).map(name);
    };
    const found: Array<{ where: string; beyond: number; culprits: string[] }> = [];
    const beyond = document.documentElement.scrollWidth - width;
    if (beyond > 0) found.push({ where: 'the page', beyond, culprits: culprits(document.body, width) });
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const box = dialog.getBoundingClientRect();
      const inside = dialog.scrollWidth - dialog.clientWidth;
      const outside = Math.ceil(Math.max(box.right - width, -box.left));
      if (inside <= 0 && outside <= 0) continue;
      const title = dialog.getAttribute('aria-labelledby');
      const label = (title && document.getElementById(title)?.textContent) || dialog.getAttribute('aria-label') || '';
      found.push({
        where: `the dialog “${label.trim()}”`,
        beyond: Math.max(inside, outside),
        culprits: culprits(dialog, Math.min(width, box.right - dialog.clientLeft)),
      });
    }
    return found.length ? found : null;
  });
}

/** Counts the page's requests that have started and not ended, from now on. */
export function requestsInFlight(page: Page): () => number {
  const loading = new Set<Request>();
  // The staff app's live feed (server-sent events) stays open as long as the page does.
  page.on('request', (request) => request.resourceType() !== 'eventsource' && loading.add(request));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  return () => loading.size;
}

/**
 * Waits until the page is what a shopper sees: hydrated, its fonts in (they change every text's
 * width), and no request left that could still add content (quiet).
 */
export async function settled(page: Page, inFlight: () => number) {
  await waitUntilLive(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await quiet(page, inFlight);
}

/**
 * Waits until no request is in flight, checked again after the frames in which the answers
 * render. Waits for those events rather than for a quiet half second (`networkidle`), which cost
 * the sweep half a second a page whatever the machine.
 */
async function quiet(page: Page, inFlight: () => number) {
  for (const _ of [1, 2]) {
    await nextFrames(page);
    await expect.poll(inFlight).toBe(0);
  }
}

/**
 * What scrolls sideways in the page's present state at each of `widths`, the window resized to
 * each in turn (left at the last): a state reached once is checked at every phone width instead
 * of being reached again in a fresh page per width. Between phone widths only the CSS layout
 * differs, which a resize redoes: the app's width-driven code (useMediaQuery, the floating
 * language switcher) follows resizes, and its breakpoints are all wider than a phone. After each
 * resize the page is let quiet, for what the new layout brings into view (a lazy image, a part
 * that hydrates when seen) and renders.
 */
export async function sidewaysAtWidths(
  page: Page,
  what: string,
  widths: readonly number[],
  inFlight: () => number,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await quiet(page, inFlight);
    found.push(...(await sidewaysNow(page, what)));
  }
  return found;
}

/** What scrolls sideways on the page as it is now, each said with `what` (a path or a state), the language and width. */
async function sidewaysNow(page: Page, what: string): Promise<string[]> {
  const overflow = await overflowOf(page);
  if (!overflow) return [];
  const { language, width } = await page.evaluate(() => ({
    language: document.documentElement.lang,
    width: window.innerWidth,
  }));
  return overflow.map(
    ({ where, beyond, culprits }) =>
      `${what} in ${language} at ${width} px: ${where} is ${beyond} px wider (${culprits.join(', ')})`,
  );
}
