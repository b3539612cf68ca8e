import { legalPageIds } from './store-info.js';

/**
 * Every page of the storefront (spec §2), once. The web router declares its routes from it and
 * builds its links with `pagePath`; the server matches a request to a page with `matchPage` to
 * write the page's head, and lists the indexed pages in the sitemap and the others in
 * robots.txt. Plain data, no zod: the storefront's entry reads it at run time.
 */

/** What a page's one path parameter (the `:name` segment of its path) accepts. */
type Param =
  /** A record's id: a whole number from 1. */
  | 'id'
  /** Any one path segment (a password-reset token). */
  | 'segment'
  /** One of these values; any other path is not this page. */
  | readonly string[];

/** What the server writes a public page's head from (apps/api modules/web/page-head.ts). */
type Head =
  /** The page's fixed title and description (a page with a list parameter: those of the value in its path). */
  | 'texts'
  /** The catalogue's category, page number and search in the query. */
  | 'catalog'
  /** The record the id names; an unknown id is a 404. */
  | 'product'
  | 'banner'
  /** The sign-in screen's texts, with /auth as its address, so a reset token is never repeated. */
  | 'sign-in'
  /**
   * A page opened by a private link (its token in the path, no sign-in): its own fixed texts,
   * noindex, and the home page as its address, so the token is never repeated in canonical or og:url.
   */
  | 'private-link';

export type PageDef = {
  path: string;
  param?: Param;
  /**
   * The build prerenders the page's first paint: its top needs no data, or (a signed-in page) is
   * drawn as a shell, the same for every shopper, that the app fills in (apps/web src/prerender.tsx).
   */
  firstPaint?: true;
} & (
  | {
      access: 'all';
      /** In the sitemap and open to search engines; otherwise noindex and `Disallow`ed in robots.txt. */
      indexed: boolean;
      head: Head;
    }
  /** A signed-out visitor is sent to sign in; search engines are kept out and get one generic head. */
  | { access: 'signed-in' }
);

export const pages = {
  home: { path: '/', access: 'all', indexed: true, head: 'texts', firstPaint: true },
  catalog: { path: '/catalog', access: 'all', indexed: true, head: 'catalog' },
  product: { path: '/product/:id', param: 'id', access: 'all', indexed: true, head: 'product' },
  banner: { path: '/banner/:id', param: 'id', access: 'all', indexed: true, head: 'banner' },
  about: { path: '/about', access: 'all', indexed: true, head: 'texts', firstPaint: true },
  contacts: { path: '/contacts', access: 'all', indexed: true, head: 'texts', firstPaint: true },
  legal: { path: '/:page', param: legalPageIds, access: 'all', indexed: true, head: 'texts' },
  auth: { path: '/auth', access: 'all', indexed: false, head: 'sign-in' },
  resetPassword: { path: '/auth/:token', param: 'segment', access: 'all', indexed: false, head: 'sign-in' },
  basket: { path: '/basket', access: 'signed-in' },
  favorites: { path: '/favorites', access: 'signed-in' },
  profile: { path: '/profile', access: 'signed-in' },
  account: { path: '/my-acc', access: 'signed-in' },
  address: { path: '/address', access: 'signed-in' },
  addressOf: { path: '/address/:id', param: 'id', access: 'signed-in' },
  orders: { path: '/order-tracking', access: 'signed-in' },
  order: { path: '/order-tracking/:id', param: 'id', access: 'signed-in' },
  checkout: { path: '/complete-purchase', access: 'signed-in', firstPaint: true },
  /** A proposed change to an order, by the link mailed to the buyer (issue 27): the token is the only key. */
  orderChange: { path: '/order-changes/:token', param: 'segment', access: 'all', indexed: false, head: 'private-link' },
  /** An order staff took, by the link mailed to its customer: no sign-in, the token is the key. */
  orderAccess: { path: '/order-access/:token', param: 'segment', access: 'all', indexed: false, head: 'private-link' },
} as const satisfies Record<string, PageDef>;

type Pages = typeof pages;
export type PageId = keyof Pages;
export const pageIds = Object.keys(pages) as PageId[];

/** The value a page's path parameter takes (never for a page without one). */
export type PageParam<K extends PageId> = Pages[K] extends { param: 'id' }
  ? number
  : Pages[K] extends { param: 'segment' }
    ? string
    : Pages[K] extends { param: readonly (infer Value)[] }
      ? Value
      : never;

/** The pages whose entry has `Flag` (e.g. `{ head: 'texts' }`). */
export type PagesWith<Flag> = { [K in PageId]: Pages[K] extends Flag ? K : never }[PageId];

/** A page's entry, as the general shape (for code that reads any page's fields). */
export const pageDef = (page: PageId): PageDef => pages[page];

/** Listed in the sitemap and open to search engines. */
export const isIndexed = (page: PageId): boolean => {
  const def = pageDef(page);
  return def.access === 'all' && def.indexed;
};

/** The path of `page`, with its parameter (if it has one) filled in and encoded. */
export function pagePath<K extends PageId>(
  page: K,
  ...param: [PageParam<K>] extends [never] ? [] : [PageParam<K>]
): string {
  const [value] = param as unknown[];
  return pages[page].path.replace(/:\w+/, () => encodeURIComponent(String(value)));
}

/** The path patterns the router declares for `page`: a list parameter becomes one path per value. */
export function routePatterns(page: PageId): string[] {
  const { path, param } = pageDef(page);
  return typeof param === 'object' ? param.map((value) => path.replace(/:\w+/, value)) : [path];
}

function accepts(param: Param | undefined, segment: string): boolean {
  if (param === 'id') return /^[1-9]\d*$/.test(segment);
  if (param === 'segment') return segment !== '';
  return param?.includes(segment) ?? false;
}

/** The page a path shows (a trailing slash ignored), and its parameter as written in the path. */
export function matchPage(pathname: string): { page: PageId; param?: string } | undefined {
  const segments = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  for (const page of pageIds) {
    const { path, param } = pageDef(page);
    const pattern = path.split('/');
    if (pattern.length !== segments.length) continue;
    const at = pattern.findIndex((part) => part.startsWith(':'));
    const value = at < 0 ? undefined : (segments[at] ?? '');
    const fits = pattern.every((part, index) => index === at || part === segments[index]);
    if (!fits) continue;
    if (value === undefined) return { page };
    if (accepts(param, value)) return { page, param: value };
  }
  return undefined;
}
