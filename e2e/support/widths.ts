import type { Page } from 'playwright-core';

/** The two window sizes of `PageOptions['viewport']`, phone first. */
const sizes = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/**
 * Runs `check` on the page as it is now at a phone's width and then a desktop's, leaving it at
 * the desktop's: a journey that once ran once per viewport runs once, and what depends on the
 * width (the layout, what axe finds in it) is still checked at both. Between the two only CSS
 * and code that follows the window's size (useMediaQuery) differ, which a resize and the frames
 * after it redo; a screen that reads the width only when it mounts would need a page of its own.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await check(size.width);
  }
}
