import { sampleUrls } from '@aruu/contract/page-samples';
import { pageDef, pageIds } from '@aruu/contract/pages';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/shared/paths';
import { pageComponents, routes } from './router';

/** The route elements a URL renders, outermost first. */
const elementsAt = (url: string) => (matchRoutes(routes, url) ?? []).map((match) => match.route);

describe('the router', () => {
  it('routes a sample address of every page of the table to that page, signed-in ones behind RequireAuth', () => {
    for (const page of pageIds) {
      for (const url of sampleUrls(page)) {
        const matched = elementsAt(url);
        expect(matched.at(-1)?.element, url).toBe(pageComponents[page].element);
        // The layout, then RequireAuth for signed-in pages only, then the page.
        expect(matched.length, url).toBe(pageDef(page).access === 'signed-in' ? 3 : 2);
      }
    }
  });

  it('shows the not-found page for an address the table does not have', () => {
    for (const url of ['/basketball', '/product/1/x', '/offer']) expect(elementsAt(url).at(-1)?.path, url).toBe('*');
  });

  it('links to each page by the table’s pattern', () => {
    expect(paths.home).toBe('/');
    expect(paths.product(5)).toBe('/product/5');
    expect(paths.legal('refund')).toBe('/refund');
    expect(paths.resetPassword('a b')).toBe('/auth/a%20b');
    expect(paths.catalogOf({ categoryName: 'sunscreen', page: 2 })).toBe('/catalog?categoryName=sunscreen&page=2');
    expect(paths.authThenBack('/basket')).toBe('/auth?next=%2Fbasket');
  });
});
