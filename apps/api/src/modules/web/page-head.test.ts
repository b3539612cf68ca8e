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
  it('knows the storefront screens', () => {
    expect(resolvePageRoute('/')).toEqual({ kind: 'home' });
    expect(resolvePageRoute('/catalog/')).toEqual({ kind: 'catalog' });
    expect(resolvePageRoute('/product/42')).toEqual({ kind: 'product', id: 42 });
    expect(resolvePageRoute('/product/42/x')).toEqual({ kind: 'not-found', path: '/product/42/x' });
    expect(resolvePageRoute('/banner/0')).toEqual({ kind: 'not-found', path: '/banner/0' });
    expect(resolvePageRoute('/refund')).toEqual({ kind: 'legal', page: 'refund' });
    expect(resolvePageRoute('/auth/abc')).toEqual({ kind: 'auth' });
    expect(resolvePageRoute('/order-tracking/7')).toEqual({ kind: 'account', path: '/order-tracking/7' });
    expect(resolvePageRoute('/basketball')).toEqual({ kind: 'not-found', path: '/basketball' });
  });
});
