import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productCard } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { onPhoneWidth } from '@/testing/media';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { FavoritesPage } from './favorites-page';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const item = (productId: number) => document.querySelector<HTMLElement>(`[data-favorite-item="${productId}"]`);
const toast = (kind: 'info' | 'error' | 'success') => document.querySelector(`[data-toast="${kind}"]`);

onPhoneWidth();

/** A promise the test settles when it wants the shop's answer to arrive. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

async function openFavorites(count: number) {
  signIn();
  renderComponent(<FavoritesPage />, { language: 'en', at: '/favorites' });
  await screen.findByRole('heading', { level: 1, name: 'Favorites' });
  if (count > 0) await waitFor(() => expect(document.querySelectorAll('[data-favorite-item]')).toHaveLength(count));
  return userEvent.setup();
}

describe('the favourites page', () => {
  it('takes a card off at once when it is removed, and brings it back with a toast when the shop refuses', async () => {
    const card = productCard();
    const answer = held();
    const api = fakeApi({
      'GET /products/favorites/list': { items: [card] },
      'GET /products/favorites/ids': { product_ids: [card.id] },
      'POST /products/favorites/unset': async () => {
        await answer.promise;
        return refuse(500, 'internal_error');
      },
    });
    const user = await openFavorites(1);
    await user.click(screen.getByRole('button', { name: `Remove “${card.title}” from favorites` }));
    // Gone at once, while the shop has not answered…
    await waitFor(() => expect(item(card.id)).toBeNull());
    expect(api.calls('POST /products/favorites/unset').map((call) => call.body)).toEqual([{ product_id: card.id }]);
    // …and back, with the reason, when it says no.
    answer.release();
    await waitFor(() => expect(text(toast('error'))).toContain('The product could not be removed from favorites'));
    await waitFor(() => expect(item(card.id)).not.toBeNull());
  });

  it('cannot move a card read as sold out; one sold out since is refused, said, kept, and then marked', async () => {
    const soldOut = productCard({ in_stock: false });
    const soldMeanwhile = productCard();
    const cards = [soldOut, soldMeanwhile];
    const api = fakeApi({
      'GET /products/favorites/list': { items: cards },
      'GET /products/favorites/ids': { product_ids: cards.map((card) => card.id) },
      'POST /carts/add_product': refuse(409, 'not_enough_stock', {
        quantity: { code: 'not_enough_stock', message: 'Only 0 left in stock' },
      }),
    });
    const user = await openFavorites(2);

    // Out of stock when the page was read: the button says so and cannot be pressed.
    const soldOutButton = item(soldOut.id)?.querySelector<HTMLButtonElement>('[data-move-to-cart]');
    expect(text(soldOutButton)).toBe('Out of stock');
    expect(soldOutButton?.disabled).toBe(true);

    // Sold out while the page was open: the shop refuses, the shopper is told, the favourite stays,
    // and the list is read again so the card says so itself.
    api.answer({ 'GET /products/favorites/list': { items: [soldOut, { ...soldMeanwhile, in_stock: false }] } });
    await user.click(screen.getByRole('button', { name: `Move to cart: “${soldMeanwhile.title}”` }));
    await waitFor(() => expect(text(toast('info'))).toContain('sold out – it stays in your favorites'));
    expect(api.calls('POST /carts/add_product').map((call) => call.body)).toEqual([
      { variation_id: soldMeanwhile.variation_id, quantity: 1 },
    ]);
    expect(item(soldMeanwhile.id)).not.toBeNull();
    await waitFor(() =>
      expect(text(item(soldMeanwhile.id)?.querySelector('[data-move-to-cart]'))).toBe('Out of stock'),
    );
    expect(api.calls('GET /products/favorites/list').length).toBeGreaterThanOrEqual(2);
    expect(toast('success')).toBeNull();
  });

  it('says an empty wishlist is empty, with a way to the catalogue', async () => {
    fakeApi({
      'GET /products/favorites/list': { items: [] },
      'GET /products/favorites/ids': { product_ids: [] },
    });
    await openFavorites(0);
    await screen.findByRole('heading', { name: 'No favorites yet' });
    expect(screen.getByRole('link', { name: 'Go to the catalog' }).getAttribute('href')).toBe('/catalog');
    expect(document.querySelector('[data-favorites-count]')).toBeNull();
  });
});
