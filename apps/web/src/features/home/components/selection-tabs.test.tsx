import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductSelection } from '@/entities/catalog/api/products';
import { productCard, productPage } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { SelectionTabs } from './selection-tabs';

// Moved from the browser tier (issue 25): the home page's tabs (spec §2) as the WAI-ARIA tabs
// pattern, each loading its shelf the first time it is shown. The browser keeps the home page
// with the server's shelves (e2e/content.e2e.test.ts).

const shelf = (selection: string, count: number) =>
  productPage(
    Array.from({ length: count }, (_, index) =>
      productCard({ title: `${selection} ${index + 1}`, is_new: selection === 'new' }),
    ),
  );

function renderTabs() {
  const api = fakeApi({
    'GET /products/new': shelf('new', 8),
    'GET /products/bestselling': shelf('bestselling', 8),
    'GET /products/recommended': shelf('recommended', 3),
  });
  renderComponent(<SelectionTabs />, { language: 'en', at: '/' });
  const region = screen.getByRole('region', { name: 'New in and best-loved' });
  const tab = (name: string) => within(region).getByRole('tab', { name });
  const panel = () => within(region).getByRole('tabpanel');
  /** The titles on the shown shelf, once its products are in. */
  const showing = (selection: ProductSelection, count: number) =>
    waitFor(() =>
      expect(
        within(panel())
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual(Array.from({ length: count }, (_, index) => `${selection} ${index + 1}`)),
    );
  return { api, region, tab, showing };
}

describe('the home page’s New / Bestsellers / Recommended tabs', () => {
  it('switches by mouse and by arrow keys, Home and End, loading each tab once when first shown', async () => {
    const { api, region, tab, showing } = renderTabs();
    const selected = () => within(region).getByRole('tab', { selected: true });
    expect(selected()).toBe(tab('New'));
    await showing('new', 8);
    expect(api.calls('GET /products/new')[0]!.query.get('page_size')).toBe('8');
    expect(api.calls('GET /products/bestselling')).toHaveLength(0);
    expect(api.calls('GET /products/recommended')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(tab('Bestsellers'));
    expect(selected()).toBe(tab('Bestsellers'));
    await showing('bestselling', 8);
    expect(
      within(region)
        .getByRole('link', { name: /^See all/ })
        .getAttribute('href'),
    ).toBe('/catalog?sort=popular');
    expect(api.calls('GET /products/recommended')).toHaveLength(0);

    // The arrows move and show, wrapping round; Home and End jump; focus follows the tab.
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(tab('Recommended'));
    expect(document.activeElement).toBe(tab('Recommended'));
    await showing('recommended', 3);
    // Staff picks have no catalogue order of their own to see them all in.
    expect(within(region).queryByRole('link', { name: /^See all/ })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(tab('New'));
    await user.keyboard('{End}');
    expect(selected()).toBe(tab('Recommended'));
    await user.keyboard('{Home}');
    await showing('new', 8);
    await user.keyboard('{ArrowLeft}');
    await showing('recommended', 3);
    // Shown before, each comes back from memory.
    expect(api.calls('GET /products/new')).toHaveLength(1);
    expect(api.calls('GET /products/bestselling')).toHaveLength(1);
    expect(api.calls('GET /products/recommended')).toHaveLength(1);
    // Only the selected tab is in the tab order.
    expect(
      within(region)
        .getAllByRole('tab')
        .map((each) => each.tabIndex),
    ).toEqual([-1, -1, 0]);
  });
});
