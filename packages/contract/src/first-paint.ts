import type { Language } from './languages.js';
import { type PagesWith, pageIds, pages } from './pages.js';

/**
 * What the storefront's build and the server agree on for a page's first paint (the HTML shown
 * before the JavaScript runs): the file the build writes into its output folder, the pages it
 * renders, and the cookies in which the app mirrors the shopper's choices so the server can pick
 * the first paint's language and colour mode.
 */
export const FIRST_PAINT_FILE = 'prerendered.json';

/** The pages whose top needs no data (`firstPaint` in the page table); every other page gets no first paint. */
export type FirstPaintPage = PagesWith<{ firstPaint: true }>;
export const firstPaintPages = pageIds.filter((page): page is FirstPaintPage => 'firstPaint' in pages[page]);
export type FirstPaints = Record<Language, Record<FirstPaintPage, string>>;

export const preferenceCookies = { language: 'language', colorMode: 'color-mode' } as const;
