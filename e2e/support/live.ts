import type { Page } from 'playwright-core';

/**
 * Waits until the app has taken over the page the server painted: main.tsx keeps #root `inert`
 * until the page in it is hydrated, so a click before then would do nothing. A page the server
 * did not paint was never inert and passes at once. Call it after every goto or reload of a
 * storefront page that the test then clicks or types in.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('inert') === false);
}
