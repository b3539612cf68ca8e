import { IdParam } from '@aruu/contract/common';
import { matchPage, type PageId, pageDef } from '@aruu/contract/pages';

/** Which storefront page (`packages/contract` pages.ts) a request's path shows, as far as its head is concerned. */
export type PageRoute =
  /** `path` without a trailing slash; `param` as written in it (an id within PostgreSQL's `integer`). */
  { kind: 'page'; page: PageId; param?: string; path: string } | { kind: 'not-found'; path: string };

export function resolvePageRoute(rawPath: string): PageRoute {
  const trimmed = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  // The file the app is built into is the home page by another name.
  const path = trimmed === '/index.html' ? '/' : trimmed;
  const match = matchPage(path);
  if (!match) return { kind: 'not-found', path };
  const { page, param } = match;
  // An id past what the database holds names no record.
  if (pageDef(page).param === 'id' && !IdParam.shape.id.safeParse(param).success) {
    return { kind: 'not-found', path };
  }
  return { kind: 'page', page, path, ...(param === undefined ? {} : { param }) };
}
