import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { AddToCartButton } from './add-to-cart-button';

// Moved from the browser tier (issue 25): the product page's "Add to cart" when the shop has too
// few. That the shop refuses more than its stock: cart.routes.test.ts ("never holds more than the stock").

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('“Add to cart” refused', () => {
  it('says the shop has too few, and that nothing was added', async () => {
    const api = fakeApi({
      'POST /carts/add_product': refuse(409, 'not_enough_stock', {
        quantity: { code: 'not_enough_stock', message: 'Only 2 left in stock' },
      }),
    });
    signIn();
    renderComponent(<AddToCartButton product_id={7} variation_id={70} quantity={3} available />, { language: 'en' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to cart' }));
    const toast = () => text(document.querySelector('[data-toast="error"]'));
    await waitFor(() => expect(toast()).toContain('Failed to add product to cart.'));
    expect(toast()).toContain('Not enough of this product in stock');
    expect(document.querySelector('[data-toast="success"]')).toBeNull();
    expect(api.calls('POST /carts/add_product').map((call) => call.body)).toEqual([{ variation_id: 70, quantity: 3 }]);
  });
});
