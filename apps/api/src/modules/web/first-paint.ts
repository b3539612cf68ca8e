import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@aruu/contract/common';
import type { PageRoute } from './page-route.js';

/** Written by the storefront's build (apps/web/vite.config.ts, src/prerender.tsx). */
export const FIRST_PAINT_FILE = 'prerendered.json';

const prerenderedPages = ['home', 'about', 'contacts'] as const;
type PrerenderedPage = (typeof prerenderedPages)[number];
type PrerenderedPages = Partial<Record<Language, Partial<Record<PrerenderedPage, string>>>>;

const isPrerendered = (kind: PageRoute['kind']): kind is PrerenderedPage =>
  (prerenderedPages as readonly string[]).includes(kind);

/**
 * The HTML a page shows before its JavaScript runs, in the page's language: the build renders
 * the pages whose top needs no data (src/prerender.tsx says why only those), and the app
 * hydrates it, so nothing is painted twice. Other pages get none.
 */
export function loadFirstPaints(distDir: string): (route: PageRoute, lang: Language) => string | undefined {
  const file = join(distDir, FIRST_PAINT_FILE);
  if (!existsSync(file)) return () => undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
  return (route, lang) => (isPrerendered(route.kind) ? pages[lang]?.[route.kind] : undefined);
}
