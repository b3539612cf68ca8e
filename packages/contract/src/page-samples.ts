import { type PageId, pageDef, routePatterns } from './pages.js';

/**
 * For tests on both sides (router, server, table): one address of each route of `page`, with a
 * made-up parameter where it takes one (42 for an id; an id's record need not exist).
 */
export function sampleUrls(page: PageId, id = 42): string[] {
  const value = pageDef(page).param === 'id' ? String(id) : 'a-reset-token';
  return routePatterns(page).map((pattern) => pattern.replace(/:\w+/, value));
}
