import type { Language } from './common.js';

/**
 * What the storefront's build and the server agree on for a page's first paint (the HTML shown
 * before the JavaScript runs): the file the build writes into its output folder, the pages it
 * renders, and the cookies in which the app mirrors the shopper's choices so the server can pick
 * the first paint's language and colour mode.
 */
export const FIRST_PAINT_FILE = 'prerendered.json';

/** The pages whose top needs no data; every other page gets no first paint. */
export const firstPaintPages = ['home', 'about', 'contacts'] as const;
export type FirstPaintPage = (typeof firstPaintPages)[number];
export type FirstPaints = Record<Language, Record<FirstPaintPage, string>>;

export const preferenceCookies = { language: 'language', colorMode: 'color-mode' } as const;
