import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatSom } from '@/shared/i18n/format';
import { cartWith, line, withQuantity } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { CartPage } from './cart-page';

/** Amounts as the English page writes them (the formatting itself is format.test.ts's). */
const som = (amount: number) => formatSom(amount, 'en');
const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const lineOf = (variationId: number) => {
  const item = document.querySelector(`[data-cart-line="${variationId}"]`);
  if (!(item instanceof HTMLElement)) throw new Error(`no cart line ${variationId}`);
  return item;
};
const isDisabled = (element: Element | undefined) => (element as HTMLButtonElement | undefined)?.disabled;
const subtotal = () => text(document.querySelector('[data-subtotal]'));

/** A promise the test settles when it wants the shop's answer to arrive. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function openCart(cart: ReturnType<typeof cartWith>) {
  signIn();
  renderComponent(<CartPage />, { language: 'en', at: '/basket' });
  await screen.findByRole('list', { name: 'Products in your cart' });
  expect(document.querySelectorAll('[data-cart-line]')).toHaveLength(cart.products.length);
}

describe('the cart page', () => {
  it('moves line totals and the subtotal with + and − before the shop answers; − stops at one piece', async () => {
    const first = line({ price: 450 });
    const second = line({ price: 1200 });
    const cart = cartWith(first, second);
    const answer = held<void>();
    const api = fakeApi({
      'GET /carts': cart,
      'GET /carts/uds_points': { uds: null },
      'POST /carts/update_quantity': async ({ body }) => {
        await answer.promise;
        return withQuantity(cart, body.variation_id, body.quantity);
      },
    });
    await openCart(cart);
    expect(subtotal()).toBe(som(1650));
    expect(text(document.querySelector('[data-cart-total-count]'))).toBe('2 items');

    const user = userEvent.setup();
    const row = within(lineOf(first.variation_id));
    await user.click(row.getByRole('button', { name: 'Increase quantity' }));
    // On screen at once, while the shop has not answered yet.
    expect(text(row.getByText(som(900), { exact: false }))).toContain(som(900));
    expect(subtotal()).toBe(som(2100));
    expect(text(lineOf(first.variation_id).querySelector('[data-quantity]'))).toBe('2');
    answer.release();
    await waitFor(() => expect(api.calls('POST /carts/update_quantity')).toHaveLength(1));
    expect(api.calls('POST /carts/update_quantity')[0]?.body).toEqual({
      variation_id: first.variation_id,
      quantity: 2,
    });

    await user.click(row.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(subtotal()).toBe(som(1650)));
    expect(isDisabled(row.getByRole('button', { name: 'Decrease quantity' }))).toBe(true);
  });

  it('stops + at the stock, and six quick clicks end on the last value in at most two calls', async () => {
    const scarce = line({ price: 300, available: 3 });
    const plenty = line({ price: 100 });
    const cart = cartWith(scarce, plenty);
    const answer = held<void>();
    const api = fakeApi({
      'GET /carts': cart,
      'GET /carts/uds_points': { uds: null },
      'POST /carts/update_quantity': async ({ body }) => {
        await answer.promise;
        return withQuantity(cart, body.variation_id, body.quantity);
      },
    });
    await openCart(cart);
    const user = userEvent.setup();
    const plus = within(lineOf(scarce.variation_id)).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    await user.click(plus);
    expect(isDisabled(plus)).toBe(true);
    expect(text(lineOf(scarce.variation_id).querySelector('[data-quantity]'))).toBe('3');

    const more = within(lineOf(plenty.variation_id)).getByRole('button', { name: 'Increase quantity' });
    for (let click = 0; click < 6; click += 1) await user.click(more);
    expect(text(lineOf(plenty.variation_id).querySelector('[data-quantity]'))).toBe('7');
    expect(subtotal()).toBe(som(300 * 3 + 100 * 7));
    answer.release();
    await waitFor(() =>
      expect(api.calls('POST /carts/update_quantity').at(-1)?.body).toEqual({
        variation_id: plenty.variation_id,
        quantity: 7,
      }),
    );
    const forPlenty = api
      .calls('POST /carts/update_quantity')
      .filter((call) => call.body.variation_id === plenty.variation_id);
    expect(forPlenty.length).toBeLessThanOrEqual(2);
  });

  it('says how much more brings free delivery in Bishkek, and when it is reached', async () => {
    const cheap = line({ price: 1500 });
    const cart = cartWith(cheap);
    fakeApi({
      'GET /carts': cart,
      'GET /carts/uds_points': { uds: null },
      'POST /carts/update_quantity': ({ body }) => withQuantity(cart, body.variation_id, body.quantity),
    });
    await openCart(cart);
    const note = () => text(document.querySelector('[data-free-delivery]'));
    expect(note()).toBe(`Add ${som(2500)} more for free delivery in Bishkek`);
    const user = userEvent.setup();
    const plus = within(lineOf(cheap.variation_id)).getByRole('button', { name: 'Increase quantity' });
    await user.click(plus);
    expect(note()).toBe(`Add ${som(1000)} more for free delivery in Bishkek`);
    await user.click(plus);
    expect(note()).toBe('Free delivery in Bishkek');
    const progress = screen.getByRole('progressbar', { name: 'Progress to free delivery in Bishkek' });
    expect((progress as HTMLProgressElement).value).toBe(4000);
    expect(text(document.querySelector('[data-checkout-bar]'))).toContain(som(4500));
  });

  it('flags sold-out and short lines and keeps checkout closed until they are fixed', async () => {
    const soldOut = line({ available: 0 });
    const short = line({ quantity: 3, available: 1 });
    const fine = line();
    const cart = cartWith(soldOut, short, fine);
    let now = cart;
    fakeApi({
      'GET /carts': cart,
      'GET /carts/uds_points': { uds: null },
      'POST /carts/update_quantity': ({ body }) => {
        now = withQuantity(now, body.variation_id, body.quantity);
        return now;
      },
      'POST /carts/remove_product': ({ body }) => {
        now = cartWith(...now.products.filter((each) => each.variation_id !== body.variation_id));
        return now;
      },
    });
    await openCart(cart);
    expect(text(lineOf(soldOut.variation_id).querySelector('[data-short-of-stock]'))).toContain('Sold out');
    expect(text(lineOf(short.variation_id).querySelector('[data-short-of-stock]'))).toContain('Only 1 left in stock');
    expect(lineOf(fine.variation_id).querySelector('[data-short-of-stock]')).toBeNull();
    const [checkout] = screen.getAllByRole('button', { name: 'Continue to checkout' });
    expect(isDisabled(checkout)).toBe(true);
    expect(checkout?.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.querySelector('[data-checkout-blocked]')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(within(lineOf(short.variation_id)).getByRole('button', { name: 'Reduce to 1' }));
    await waitFor(() => expect(lineOf(short.variation_id).querySelector('[data-short-of-stock]')).toBeNull());
    expect(isDisabled(screen.getAllByRole('button', { name: 'Continue to checkout' })[0])).toBe(true);

    const soldOutNote = lineOf(soldOut.variation_id).querySelector('[data-short-of-stock]') as HTMLElement;
    await user.click(within(soldOutNote).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(document.querySelector(`[data-cart-line="${soldOut.variation_id}"]`)).toBeNull());
    expect(screen.getAllByRole('link', { name: 'Continue to checkout' }).length).toBeGreaterThan(0);
  });

  it('takes back a quantity the shop refuses, with a toast saying why', async () => {
    const only = line({ price: 200 });
    const cart = cartWith(only);
    const api = fakeApi({
      'GET /carts': () => (api.calls('GET /carts').length > 1 ? cartWith({ ...only, available: 1 }) : cart),
      'GET /carts/uds_points': { uds: null },
      'POST /carts/update_quantity': refuse(409, 'not_enough_stock'),
    });
    await openCart(cart);
    const user = userEvent.setup();
    await user.click(within(lineOf(only.variation_id)).getByRole('button', { name: 'Increase quantity' }));
    const alert = await screen.findByRole('alert');
    expect(text(alert)).toContain('The quantity could not be changed');
    await waitFor(() => expect(text(lineOf(only.variation_id).querySelector('[data-quantity]'))).toBe('1'));
    expect(text(alert)).toContain('Not enough of this product in stock');
    expect(subtotal()).toBe(som(200));
    // The cart is read again, and + now stops at the stock it reports.
    await waitFor(() =>
      expect(isDisabled(within(lineOf(only.variation_id)).getByRole('button', { name: 'Increase quantity' }))).toBe(
        true,
      ),
    );
  });

  it('shows the linked UDS balance and what UDS says the cart earns and may spend', async () => {
    const cart = cartWith(line({ price: 1200 }));
    const api = fakeApi({
      'GET /carts': cart,
      'GET /carts/uds_points': { uds: { balance: 1500, max_points: 600, earn_points: 60 } },
    });
    await openCart(cart);
    await waitFor(() =>
      expect([...document.querySelectorAll('[data-cart-uds] li')].map((item) => item.textContent)).toEqual([
        'Your UDS points: 1,500',
        'This cart earns 60 UDS points',
        'Up to 600 points can pay for it at checkout',
      ]),
    );
    expect(api.calls('GET /carts/uds_points')).toHaveLength(1);
  });

  it('says nothing of UDS without a linked account', async () => {
    const cart = cartWith(line({ price: 1200 }));
    const api = fakeApi({ 'GET /carts': cart, 'GET /carts/uds_points': { uds: null } });
    await openCart(cart);
    await waitFor(() => expect(api.calls('GET /carts/uds_points')).toHaveLength(1));
    expect(document.querySelector('[data-cart-uds]')).toBeNull();
  });
});
