import { describe, expect, it } from 'vitest';
import { sampleUrls } from './page-samples.js';
import { isIndexed, matchPage, pageDef, pageIds, pagePath, routePatterns } from './pages.js';
import { legalPageIds } from './store-info.js';

describe('the page table', () => {
  it('matches a sample address of every route of every page to that page alone', () => {
    const seen = new Set<string>();
    for (const page of pageIds) {
      for (const url of sampleUrls(page)) {
        expect(matchPage(url)?.page, url).toBe(page);
        if (url !== '/') expect(matchPage(`${url}/`)?.page, `${url}/`).toBe(page);
        expect(seen.has(url), `${url} is two pages`).toBe(false);
        seen.add(url);
      }
    }
  });

  it('gives the parameter as written, and refuses what the page does not take', () => {
    expect(matchPage('/product/42')).toEqual({ page: 'product', param: '42' });
    expect(matchPage('/public-offer')).toEqual({ page: 'legal', param: 'public-offer' });
    expect(matchPage('/auth')).toEqual({ page: 'auth' });
    for (const path of ['/product/0', '/product/abc', '/product/4.2', '/product', '/product/1/x', '/offer', '//', '']) {
      expect(matchPage(path), path).toBeUndefined();
    }
  });

  it('builds each page’s address from its pattern, encoding the parameter', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('product', 7)).toBe('/product/7');
    expect(pagePath('legal', 'rules-of-sale')).toBe('/rules-of-sale');
    expect(pagePath('resetPassword', 'a/b c')).toBe('/auth/a%2Fb%20c');
    expect(routePatterns('legal')).toEqual(legalPageIds.map((id) => `/${id}`));
    for (const page of pageIds) {
      if (pageDef(page).param === 'id') expect(matchPage(pagePath(page as 'product', 9))).toEqual({ page, param: '9' });
    }
  });

  it('indexes the public pages a search engine should find, and no signed-in one', () => {
    expect(pageIds.filter(isIndexed)).toEqual(['home', 'catalog', 'product', 'banner', 'about', 'contacts', 'legal']);
  });
});
