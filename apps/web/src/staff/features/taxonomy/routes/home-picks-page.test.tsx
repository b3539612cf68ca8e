import type { ProductSearchResponse, SearchResult } from '@aruu/contract/catalog';
import type { HomePick } from '@aruu/contract/staff-taxonomy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as HomePicksPage } from './home-picks-page';

const pick = (product_id: number, title: string): HomePick => ({
  product_id,
  title,
  brand: 'Missha',
  image: `/media/products/${product_id}.svg`,
  published: true,
  in_stock: true,
});

const found = (id: number, title: string): SearchResult => ({
  id,
  title,
  image: `/media/products/${id}.svg`,
  brand: { id: 1, name: 'Missha' },
  variation_id: id * 10,
  price: 900,
  in_stock: true,
});

const search: ProductSearchResponse = {
  items: [found(1, 'Cream one'), found(3, 'Cream three'), found(4, 'Cream four')],
  page: 1,
  page_size: 10,
  has_more: false,
  categories: [],
  brands: [],
};

const titles = () => [...document.querySelectorAll('[data-pick]')].map((row) => row.textContent?.replace(/\s+/g, ' '));

describe('the home page picks', () => {
  it('removes a pick, adds found products not yet picked, moves one up, and saves the list in its order', async () => {
    const api = fakeApi({
      'GET /staff/home-picks': { items: [pick(1, 'Cream one'), pick(2, 'Cream two')] },
      'GET /products/search': search,
      'PUT /staff/home-picks': ({ body }) => ({
        items: body.product_ids.map((id) => pick(id, `Cream ${['', 'one', 'two', 'three', 'four'][id]}`)),
      }),
    });
    renderComponent(<HomePicksPage />, { language: 'en', app: 'staff' });
    const user = userEvent.setup();
    await screen.findByText('Chosen: 2');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    // Nothing changed yet: nothing to save.
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Cream two' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or brand' }), 'cream');
    const results = (await screen.findByText('Cream three')).closest('ul')!;
    // A product picked already is not offered again.
    expect(within(results).queryByText('Cream one')).toBeNull();
    const add = (title: string) =>
      user.click(within(within(results).getByText(title).closest('li')!).getByRole('button', { name: 'Add' }));
    await add('Cream four');
    await add('Cream three');
    expect(titles()).toEqual(['1.Cream one Missha', '2.Cream four Missha', '3.Cream three Missha']);
    // The first cannot move up, the last cannot move down.
    expect((screen.getByRole('button', { name: 'Move up: Cream one' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move down: Cream three' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Move up: Cream three' }));
    expect(titles()).toEqual(['1.Cream one Missha', '2.Cream three Missha', '3.Cream four Missha']);
    expect(screen.getByText('Chosen: 3')).toBeTruthy();
    await user.click(save);
    await waitFor(() => expect(api.calls('PUT /staff/home-picks')).toHaveLength(1));
    expect(api.calls('PUT /staff/home-picks')[0]!.body).toEqual({ product_ids: [1, 3, 4] });
    // Saved: the list is the server's, and again nothing to save.
    await waitFor(() => expect(save.disabled).toBe(true));
  });
});
