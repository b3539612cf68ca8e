import { describe, expect, it } from 'vitest';
import { summarize } from './page-head.js';
import { resolvePageRoute } from './page-route.js';

describe('summarize', () => {
  it('keeps a short text and cuts a long one at a word, within the limit', () => {
    expect(summarize('  A short\n text. ')).toBe('A short text.');
    const long = 'Moisturising cream with ceramides, '.repeat(10);
    const cut = summarize(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
  });
});

describe('resolvePageRoute', () => {
  it('matches the page table, with the server’s own limits', () => {
    const page = (path: string, page: string, param?: string) => ({
      kind: 'page',
      page,
      path,
      ...(param && { param }),
    });
    expect(resolvePageRoute('/')).toEqual(page('/', 'home'));
    expect(resolvePageRoute('/index.html')).toEqual(page('/', 'home'));
    expect(resolvePageRoute('/catalog/')).toEqual(page('/catalog', 'catalog'));
    expect(resolvePageRoute('/product/42')).toEqual(page('/product/42', 'product', '42'));
    expect(resolvePageRoute('/refund')).toEqual(page('/refund', 'legal', 'refund'));
    expect(resolvePageRoute('/auth/abc')).toEqual(page('/auth/abc', 'resetPassword', 'abc'));
    expect(resolvePageRoute('/order-tracking/7')).toEqual(page('/order-tracking/7', 'order', '7'));
    // An id past PostgreSQL's integer names no record.
    expect(resolvePageRoute('/product/2147483648')).toEqual({ kind: 'not-found', path: '/product/2147483648' });
    for (const path of ['/product/42/x', '/banner/0', '/basketball', '/order-tracking/abc']) {
      expect(resolvePageRoute(path)).toEqual({ kind: 'not-found', path });
    }
  });
});
