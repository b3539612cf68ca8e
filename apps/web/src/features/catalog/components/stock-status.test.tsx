import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { StockStatus } from './stock-status';

// Moved from the browser tier (issue 25): the product page's words for the chosen variation's stock.
describe('the stock status', () => {
  it.each([
    ['in_stock', 'In stock'],
    ['low_stock', 'Only a few left'],
    ['out_of_stock', 'Out of stock'],
  ] as const)('says %s as “%s”', (state, words) => {
    renderComponent(<StockStatus state={state} />, { language: 'en' });
    expect(screen.getByText(words).closest('[data-stock]')?.getAttribute('data-stock')).toBe(state);
  });
});
