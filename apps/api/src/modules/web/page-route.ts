import { IdParam } from '@aruu/contract/common';
import { type LegalPageId, legalPageIds } from '@aruu/contract/store-info';

/** Which storefront screen a path shows (spec §2), as far as its head is concerned. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'catalog' }
  | { kind: 'product'; id: number }
  | { kind: 'banner'; id: number }
  | { kind: 'about' | 'contacts' }
  | { kind: 'legal'; page: LegalPageId }
  | { kind: 'auth' }
  /** Signed-in-only screens: nothing there for a search engine. */
  | { kind: 'account'; path: string }
  | { kind: 'not-found'; path: string };

/** Signed-in-only paths, also refused to crawlers in robots.txt. */
export const accountPaths = [
  '/basket',
  '/favorites',
  '/profile',
  '/order-tracking',
  '/my-acc',
  '/address',
  '/complete-purchase',
] as const;

const legal = new Set<string>(legalPageIds);

export function resolvePageRoute(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (path === '/' || path === '/index.html') return { kind: 'home' };
  const [, first = '', second, ...rest] = path.split('/');
  if (second === undefined) {
    if (first === 'catalog') return { kind: 'catalog' };
    if (first === 'about' || first === 'contacts') return { kind: first };
    if (legal.has(first)) return { kind: 'legal', page: first as LegalPageId };
  }
  if (first === 'auth' && rest.length === 0) return { kind: 'auth' };
  if ((first === 'product' || first === 'banner') && rest.length === 0 && second !== undefined) {
    const id = IdParam.shape.id.safeParse(second);
    if (id.success) return { kind: first, id: id.data };
  }
  if (accountPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return { kind: 'account', path };
  }
  return { kind: 'not-found', path };
}
