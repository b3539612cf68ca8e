import { describe, expect, it } from 'vitest';
import { formatTyiyn, modeOfColumns, parseProperties, parseSomToTyiyn } from './import-format.js';

describe('prices in som', () => {
  it.each([
    ['1250.50', 125050],
    ['1 250,50', 125050],
    ['1\u00a0250,5', 125050],
    ['1250', 125000],
    ['0.07', 7],
    ['1 250,50 сом', 125050],
    ['21474836.47', 2_147_483_647],
  ])('reads %s as %i tyiyn, by text', (text, tyiyn) => {
    expect(parseSomToTyiyn(text)).toBe(tyiyn);
  });

  it.each(['1,250.50', '12,5,0', '1.005', '-5', 'abc', '', '21474836.48', '1e3'])('refuses %j', (text) => {
    expect(parseSomToTyiyn(text)).toBeNull();
  });

  it('writes what it reads back exactly', () => {
    for (const tyiyn of [1, 7, 99, 100, 125050, 2_147_483_647]) expect(parseSomToTyiyn(formatTyiyn(tyiyn))).toBe(tyiyn);
  });
});

describe('what a file updates', () => {
  it('by its columns', () => {
    expect(modeOfColumns(['product', 'title_ru', 'brand', 'category', 'sku', 'price'])).toBe('full');
    expect(modeOfColumns(['sku', 'stock'])).toBe('stock');
    expect(modeOfColumns(['sku', 'price', 'compare_at_price'])).toBe('price');
    expect(modeOfColumns(['sku', 'stock', 'price'])).toEqual({ problem: 'missing_column:product' });
    expect(modeOfColumns(['product', 'sku', 'price'])).toEqual({ problem: 'missing_column:title_ru,brand,category' });
    expect(modeOfColumns(['sku', 'stock', 'colour'])).toEqual({ problem: 'unknown_columns:colour' });
    // Location columns (stock_<code>): a stock file with or without `stock`; a name no code can have is unknown.
    expect(modeOfColumns(['sku', 'stock_tsum', 'stock_asia-mall'])).toBe('stock');
    expect(modeOfColumns(['sku', 'stock', 'stock_tsum'])).toBe('stock');
    expect(modeOfColumns(['sku', 'stock_tsum', 'price'])).toEqual({ problem: 'missing_column:product' });
    expect(modeOfColumns(['sku', 'stock_', 'stock_-x'])).toEqual({ problem: 'unknown_columns:stock_,stock_-x' });
  });

  it('reads filter properties, values sorted', () => {
    expect(parseProperties('skin_type=oily|dry; finish=matte')).toEqual(
      new Map([
        ['skin_type', ['dry', 'oily']],
        ['finish', ['matte']],
      ]),
    );
    expect(parseProperties('skin_type')).toBeNull();
  });
});
