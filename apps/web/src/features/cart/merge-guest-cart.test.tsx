import type { Cart } from '@aruu/contract/cart';
import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestCartLines } from '@/entities/cart/guest-cart';
import { dismissAllToasts } from '@/shared/ui/toast';
import { cartWith, line } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { useGuestCartMerge } from './use-guest-cart-merge';

// Moved from the browser tier (issue 25): the merge of the guest cart after a failure halfway and
// after a lost answer. The browser keeps a merge against the real shop's stock, and two tabs
// signing in together (e2e/cart.e2e.test.ts).

/** What every page of the storefront runs while signed in. */
function Merging() {
  useGuestCartMerge();
  return null;
}

/**
 * A page load: the storefront starts and merges. A failed merge is over once its toast shows (the
 * tab's next merge starts only then), so each failing attempt is awaited by its toast.
 */
async function load() {
  cleanup();
  dismissAllToasts();
  renderComponent(<Merging />, { language: 'en' });
}

const errorToast = () => document.querySelector('[data-toast="error"]')?.textContent ?? '';
const left = () => guestCartLines().map((each) => each.variation_id);

/** A shop that keeps an account's cart: adding adds, setting sets; `fail` decides which adds fail. */
function shop(fail: (variationId: number, call: number) => 'refuse' | 'lose' | undefined) {
  const held = new Map<number, number>();
  const cart = (): Cart => cartWith(...[...held].map(([id, quantity]) => line({ variation_id: id, quantity })));
  let adds = 0;
  const api = fakeApi({
    'GET /carts': () => cart(),
    'POST /carts/add_product': ({ body }) => {
      adds += 1;
      const failure = fail(body.variation_id, adds);
      if (failure === 'refuse') return refuse(503, 'service_unavailable');
      held.set(body.variation_id, (held.get(body.variation_id) ?? 0) + body.quantity);
      // Taken by the shop, but the answer is lost on its way back.
      if (failure === 'lose') return refuse(503, 'service_unavailable');
      return cart();
    },
    'POST /carts/update_quantity': ({ body }) => {
      held.set(body.variation_id, body.quantity);
      return cart();
    },
  });
  return { api, held: () => Object.fromEntries(held) };
}

describe('merging the guest cart into the account', () => {
  it('after a failure halfway keeps exactly the lines not yet moved, and after a lost answer the next attempt adds nothing twice', async () => {
    const [first, second, third] = [1, 2, 3].map((quantity) => ({
      product_id: 100 + quantity,
      variation_id: 200 + quantity,
      quantity,
    })) as [
      { product_id: number; variation_id: number; quantity: number },
      { product_id: number; variation_id: number; quantity: number },
      { product_id: number; variation_id: number; quantity: number },
    ];
    localStorage.setItem('guest_cart', JSON.stringify([first, second, third]));
    signIn();
    let attempt = 1;
    const { api, held } = shop((variationId, call) => {
      // The first attempt: the second line's call fails.
      if (attempt === 1 && call === 2) return 'refuse';
      // The second: the third line's answer is lost after the shop has taken it.
      if (attempt === 2 && variationId === third.variation_id) return 'lose';
      return undefined;
    });

    await load();
    await waitFor(() => expect(errorToast()).toContain('Your products could not be moved to the cart'));
    expect(left()).toEqual([second.variation_id, third.variation_id]);
    expect(held()).toEqual({ [first.variation_id]: 1 });

    attempt = 2;
    await load();
    // The merge stops at the lost answer: that line stays here, with the total it was meant to reach.
    await waitFor(() => expect(errorToast()).toContain('Your products could not be moved to the cart'));
    expect(left()).toEqual([third.variation_id]);
    expect(held()).toEqual({ [first.variation_id]: 1, [second.variation_id]: 2, [third.variation_id]: 3 });

    attempt = 3;
    const addsBefore = api.calls('POST /carts/add_product').length;
    await load();
    await waitFor(() => expect(left()).toEqual([]));
    expect(held()).toEqual({ [first.variation_id]: 1, [second.variation_id]: 2, [third.variation_id]: 3 });
    // Nothing was added again for the line the shop already had.
    expect(api.calls('POST /carts/add_product').length).toBe(addsBefore);
  });
});
