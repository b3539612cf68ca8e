import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@aruu/contract/common';
import { FIRST_PAINT_FILE, type FirstPaintPage, type FirstPaints, firstPaintPages } from '@aruu/contract/first-paint';
import type { PageRoute } from './page-route.js';

const hasFirstPaint = (route: PageRoute): route is PageRoute & { page: FirstPaintPage } =>
  route.kind === 'page' && (firstPaintPages as readonly string[]).includes(route.page);

/**
 * The HTML a page shows before its JavaScript runs, in the page's language: the build renders
 * the pages whose top needs no data (src/prerender.tsx says why only those), and the app
 * hydrates it, so nothing is painted twice. Other pages get none.
 */
export function loadFirstPaints(distDir: string): (route: PageRoute, lang: Language) => string | undefined {
  const file = join(distDir, FIRST_PAINT_FILE);
  if (!existsSync(file)) return () => undefined;
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Partial<FirstPaints>;
  return (route, lang) => (hasFirstPaint(route) ? pages[lang]?.[route.page] : undefined);
}
