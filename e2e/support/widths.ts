import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser.js';
import { nextFrames } from './live.js';

/** The two window sizes of `PageOptions['viewport']`, phone first. */
const sizes = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/**
 * Runs `check` on the page as it is now at a phone's width and then a desktop's, and gives the
 * page back at the size it had: a journey that once ran once per viewport runs once, and what
 * depends on the width (the layout, what axe finds in it) is still checked at both. Between the
 * two only CSS and code that follows the window's size (useMediaQuery) differ, which a resize
 * and the frames after it redo; a screen that reads the width only when it mounts would need a
 * page of its own.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  const own = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await nextFrames(page);
    await check(size.width);
  }
  if (own && own.width !== sizes.at(-1)!.width) {
    await page.setViewportSize(own);
    await nextFrames(page);
  }
}

/** No serious axe violation at a phone's width nor a desktop's, for a screen the journey reaches once. */
export async function expectAccessibleAtBothWidths(page: Page, where: string): Promise<void> {
  await atBothWidths(page, async (width) => {
    expect(await seriousAxeViolations(page), `${where} at ${width} px`).toEqual([]);
  });
}
