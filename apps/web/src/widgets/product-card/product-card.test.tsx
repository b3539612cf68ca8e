import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cartWith, line, productCard } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { ProductCard } from './product-card';

// Moved from the browser tier (issue 25): what a card's "Add to cart" does with the shop's answer.
// The browser keeps a real add reaching the cart (e2e/catalog.e2e.test.ts).

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}
const address = () => screen.getByTestId('address').textContent;
const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const toast = (kind: 'info' | 'error' | 'success') => document.querySelector(`[data-toast="${kind}"]`);

function renderCard(card = productCard()) {
  signIn();
  renderComponent(
    <>
      <ProductCard product={card} />
      <Address />
    </>,
    { language: 'en', at: '/catalog' },
  );
  return userEvent.setup();
}

describe('a product card’s “Add to cart”', () => {
  it('adds the card’s variation, one piece, with a success toast', async () => {
    const card = productCard();
    const api = fakeApi({
      'GET /products/favorites/ids': { product_ids: [] },
      'POST /carts/add_product': ({ body }) =>
        cartWith(line({ variation_id: body.variation_id, quantity: body.quantity })),
    });
    const user = renderCard(card);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(text(toast('success'))).toContain('Product added to cart.'));
    expect(api.calls('POST /carts/add_product').map((call) => call.body)).toEqual([
      { variation_id: card.variation_id, quantity: 1 },
    ]);
    expect(address()).toBe('/catalog');
  });

  it('sends the shopper to the product page, saying why, when the shop says the variation has sold out', async () => {
    const card = productCard();
    fakeApi({
      'GET /products/favorites/ids': { product_ids: [] },
      'POST /carts/add_product': refuse(409, 'not_enough_stock', {
        quantity: { code: 'not_enough_stock', message: 'Only 0 left in stock' },
      }),
    });
    const user = renderCard(card);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(text(toast('info'))).toContain('This option has sold out – choose another one on the product page'),
    );
    await waitFor(() => expect(address()).toBe(`/product/${card.id}`));
    expect(toast('error')).toBeNull();
  });
});
