import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@aruu/contract/common';
import type { PageRoute } from './page-route.js';

/** Written by the storefront's build (apps/web/vite.config.ts, src/prerender.tsx). */
export const FIRST_PAINT_FILE = 'prerendered.json';

type PrerenderedPage = 'home' | 'about' | 'contacts' | 'shell';
type PrerenderedPages = Partial<Record<Language, Partial<Record<PrerenderedPage, string>>>>;

/**
 * `page`: the page itself, which the app hydrates (the same nodes become live, so nothing is
 * painted twice). `layout`: the header and footer around a loading page, which the app's first
 * render replaces.
 */
export interface FirstPaint {
  html: string;
  kind: 'page' | 'layout';
}

/**
 * The HTML a page shows before its JavaScript runs, from the build's prerendered pages, in the
 * page's language: the page itself where it needs no data for its top, else the layout.
 */
export function loadFirstPaints(distDir: string): (route: PageRoute, lang: Language) => FirstPaint | undefined {
  const file = join(distDir, FIRST_PAINT_FILE);
  if (!existsSync(file)) return () => undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
  return (route, lang) => {
    const page: PrerenderedPage =
      route.kind === 'home' || route.kind === 'about' || route.kind === 'contacts' ? route.kind : 'shell';
    const html = pages[lang]?.[page];
    return html === undefined ? undefined : { html, kind: page === 'shell' ? 'layout' : 'page' };
  };
}
