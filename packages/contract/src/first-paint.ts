import type { Language } from './languages.js';
import { type PageId, type PagesWith, pageIds, pages } from './pages.js';

/**
 * What the storefront's build and the server agree on for a page's first paint (the HTML shown
 * before the JavaScript runs): the file the build writes into its output folder, the pages it
 * renders, and the cookies in which the app mirrors the shopper's choices so the server can pick
 * the first paint's language and colour mode.
 */
export const FIRST_PAINT_FILE = 'prerendered.json';

/** The pages whose top needs no data (`firstPaint` in the page table), prerendered at build time. */
export type FirstPaintPage = PagesWith<{ firstPaint: true }>;
export const firstPaintPages = pageIds.filter((page): page is FirstPaintPage => 'firstPaint' in pages[page]);
export type FirstPaints = Record<Language, Record<FirstPaintPage, string>>;

/**
 * The pages the server renders per request with their data (the catalogue, a product, the
 * contacts with the shops staff keep): their first screen shows what the shopper came for before
 * the JavaScript runs. The build's first paint of `contacts` stays as the fallback of a build
 * without the renderer.
 */
export const serverRenderedPages = ['catalog', 'product', 'contacts'] as const satisfies readonly PageId[];

/** The id of the data block holding a server-rendered page's query answers, which the app hydrates. */
export const QUERY_DATA_ID = 'query-data';

export const preferenceCookies = { language: 'language', colorMode: 'color-mode' } as const;

/**
 * The app built for Node inside the storefront's output folder (never served): the renderer of
 * `serverRenderedPages`, rendered per request with their data.
 */
export const SERVER_RENDERER_DIR = 'server';
export const SERVER_RENDERER_FILE = `${SERVER_RENDERER_DIR}/server-render.js`;
