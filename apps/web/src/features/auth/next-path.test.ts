import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const origin = 'https://aruu.kg';

describe('safeNextPath', () => {
  it.each([
    ['/favorites', '/favorites'],
    ['/catalog?categoryName=sunscreen&page=2', '/catalog?categoryName=sunscreen&page=2'],
    ['/order-tracking/12#items', '/order-tracking/12#items'],
  ])('keeps the path %s on this site', (raw, expected) => {
    expect(safeNextPath(raw, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'https://evil.example/profile',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'favorites',
    '',
    null,
    undefined,
  ])('drops %s, which could leave the site', (raw) => {
    expect(safeNextPath(raw, origin)).toBeUndefined();
  });

  it('drops the sign-in page itself, which would loop', () => {
    expect(safeNextPath('/auth?mode=register', origin)).toBeUndefined();
    expect(safeNextPath('/auth/some-token', origin)).toBeUndefined();
  });
});
