import type { ProductDetail } from '@aruu/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { guestCartLines } from '@/entities/cart/guest-cart';
import { productDetail, productList, variation } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { onPhoneWidth } from '@/testing/media';
import { renderComponent } from '@/testing/render';
import { ProductPage } from './product-page';

// The buy bar of a phone (decision 087): where it is drawn is the stylesheet's (the browser tier
// checks it on the first paint, e2e/server-render.e2e.test.ts); here, what it holds and does.

onPhoneWidth();
afterEach(() => localStorage.clear());

function renderProduct(product: ProductDetail) {
  const api = fakeApi({
    'GET /products/:id': product,
    'GET /products/:id/reviews': {
      items: [],
      page: 1,
      page_size: 10,
      total: 0,
      summary: { average: null, count: 0, distribution: [0, 0, 0, 0, 0] },
    },
    'POST /products': productList([]),
    'GET /products/:product_id/availability': refuse(503, 'service_unavailable'),
    'GET /delivery/estimate': refuse(503, 'service_unavailable'),
  });
  renderComponent(
    <Routes>
      <Route path="/product/:id" element={<ProductPage />} />
    </Routes>,
    { language: 'en', at: `/product/${product.id}` },
  );
  return { api, user: userEvent.setup() };
}

const bar = () => document.querySelector<HTMLElement>('[data-buy-bar]');

describe('the product page’s buy bar on a phone', () => {
  it('holds the page’s one add-to-cart button, with the chosen volume and its price shown to the eye only', async () => {
    const volumes = [variation({ name: '50 ml', price: 690 }), variation({ name: '100 ml', price: 1190 })];
    const { user } = renderProduct(productDetail({ title: 'Nourishing face mask', variations: volumes }));
    await screen.findByRole('heading', { level: 1, name: 'Nourishing face mask' });

    // One button for every width: in the bar on a phone, in the buy block wider (display: contents).
    const buttons = screen.getAllByRole('button', { name: 'Add to cart' });
    expect(buttons).toHaveLength(1);
    const summary = bar()?.querySelector('[aria-hidden="true"]');
    expect(bar()?.contains(buttons[0]!)).toBe(true);
    expect(bar()?.closest('[data-buy-block]')).not.toBeNull();
    expect(summary?.textContent).toMatch(/^50 ml690/);

    await user.click(screen.getByRole('radio', { name: /100 ml/ }));
    await waitFor(() => expect(summary?.textContent).toMatch(/^100 ml1[\s ,]?190/));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(bar()!).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(guestCartLines()).toEqual([expect.objectContaining({ variation_id: volumes[1]!.id, quantity: 2 })]),
    );
  });

  it('offers the back-in-stock form instead when the chosen option is sold out', async () => {
    const soldOut = variation({ name: '50 ml', in_stock: false, stock_state: 'out_of_stock' });
    renderProduct(productDetail({ title: 'Sold-out mask', variations: [soldOut] }));
    await screen.findByRole('heading', { level: 1, name: 'Sold-out mask' });
    const link = within(bar()!).getByRole('link', { name: 'Notify me when it is back' });
    const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
    expect(target?.getAttribute('data-stock-alert')).toBe('form');
    // Wider, the page's button says it is sold out; on a phone the bar shows the link in its place.
    expect(screen.getByRole('button', { name: 'Out of stock' }).className).toContain('max-lg:hidden');
    expect(link.className).toContain('lg:hidden');
  });
});
