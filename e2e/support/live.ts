import type { Page } from 'playwright-core';

/**
 * Waits until the app has taken over the page the server painted: main.tsx keeps #root marked
 * `data-hydrating` until the page in it is hydrated; a tap before then is held and replayed
 * (heldTapsScript in packages/contract/src/first-paint.ts), and text typed before then may be
 * lost. A page the server did not paint was never hydrating and passes at once. Call it after
 * every goto or reload of a storefront page that the test then clicks or types in.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrating') === false);
}

/**
 * Waits until the parts of the page below its first screen, which hydrate on their own when seen
 * or when the browser is idle (HydrateWhenSeen in the web app), have hydrated too.
 */
export async function waitUntilAllHydrated(page: Page): Promise<void> {
  await waitUntilLive(page);
  await page.waitForFunction(() => !document.querySelector('[data-hydrate-later]:not([data-hydrated])'));
}

/**
 * Starts noting, for the next documents `page` opens, each element of the page's <main> that is
 * removed while #root is still hydrating, i.e. while the app hydrates the server's first paint:
 * hydrating takes the server's nodes over, a render that differs replaces them. React says so
 * in the console, Preact (the storefront's build) patches the DOM without a word. Only for a
 * visitor the server draws for (signed out, light, phone, src/prerender.tsx): for others the app
 * swaps in their state right after hydrating, which under Preact also happens before #root is live.
 * Returns what was replaced so far, as the start of each element's HTML.
 */
export async function watchHydration(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const replaced: string[] = [];
    Object.assign(window, { replacedByHydration: replaced });
    // A part below the first screen hydrates later, on its own (HydrateWhenSeen): watched until it has.
    const waitingPart = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest('[data-hydrate-later]:not([data-hydrated])');
    const observer = new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (!root) return;
      const hydrating = root.hasAttribute('data-hydrating');
      if (!hydrating && !root.querySelector('[data-hydrate-later]:not([data-hydrated])')) return observer.disconnect();
      const main = root.querySelector('main');
      for (const record of records) {
        if (!root.contains(record.target)) continue;
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const inMain = main?.contains(record.target) || node.matches('main') || node.querySelector('main');
          if ((hydrating && inMain) || waitingPart(record.target) || node.matches('[data-hydrate-later]'))
            replaced.push(node.outerHTML.slice(0, 120));
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { replacedByHydration?: string[] }).replacedByHydration ?? []);
}

/** Two frames of the page: what changed is laid out, and observers of what came into view have run. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
