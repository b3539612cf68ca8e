import type { ProductAvailability, ShopAvailability as Shop } from '@aruu/contract/availability';
import type { Language } from '@aruu/contract/languages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ShopAvailability } from './shop-availability';

const shop = (code: string, name: string, state: Shop['state'], bring?: { days: number; from: string }): Shop => ({
  code,
  name,
  address: `${name}, Bishkek`,
  state,
  days: bring?.days ?? null,
  from: bring?.from ?? null,
  closes: '21:00',
  closed_weekdays: [],
});

/** Two shades: the first on the shelves, the second only in the warehouse. */
function answer(names: { tsum: string; warehouse: string }): ProductAvailability {
  return {
    product_id: 7,
    variations: [
      {
        variation_id: 71,
        shops: [
          shop('tsum', names.tsum, 'in_stock'),
          shop('asia-mall', 'Asia Mall', 'few_left'),
          shop('vefa', 'Vefa', 'can_bring', { days: 2, from: names.tsum }),
        ],
      },
      {
        variation_id: 72,
        shops: [
          shop('tsum', names.tsum, 'can_bring', { days: 1, from: names.warehouse }),
          shop('asia-mall', 'Asia Mall', 'none'),
          shop('vefa', 'Vefa', 'none'),
        ],
      },
    ],
  };
}

/** Each shop's name and state (when it is ready is `ready()`'s). */
const rows = () =>
  screen.getAllByRole('listitem').map((item) => [
    item.getAttribute('data-shop'),
    [...item.children]
      .filter((child) => !child.hasAttribute('data-shop-ready'))
      .map((child) => child.textContent)
      .join('')
      .trim(),
  ]);
const ready = () => [...document.querySelectorAll('[data-shop-ready]')].map((node) => node.textContent);

/** The block as the product page holds it, with a button standing for the shade picker. */
function WithShadePicker({ first }: { first: number }) {
  const [variationId, setVariationId] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setVariationId(72)}>
        Shade 72
      </button>
      <ShopAvailability productId={7} variationId={variationId} />
    </>
  );
}

function renderBlock(language: Language, variationId: number, names = { tsum: 'TSUM', warehouse: 'Online warehouse' }) {
  const api = fakeApi({ 'GET /products/:product_id/availability': answer(names) });
  renderComponent(<WithShadePicker first={variationId} />, { language });
  return { api };
}

describe('the product page’s “In the shops”', () => {
  it('says per shop, for the chosen shade: in stock, few left, can be brought in N days from where, not available', async () => {
    const { api } = renderBlock('en', 71);
    await screen.findByRole('heading', { name: 'In the shops' });
    expect(rows()).toEqual([
      ['tsum', 'TSUMIn stock'],
      ['asia-mall', 'Asia MallFew left'],
      ['vefa', 'VefaCan be brought in 2 days from TSUM'],
    ]);
    expect(api.calls('GET /products/:product_id/availability')[0]?.params.product_id).toBe('7');
    expect(api.calls('GET /products/:product_id/availability')[0]?.query.get('lang')).toBe('en');

    // Another shade is asked for again and shows its own shops.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Shade 72' }));
    await waitFor(() => expect(rows()[0]).toEqual(['tsum', 'TSUMCan be brought in 1 day from Online warehouse']));
    expect(rows().slice(1)).toEqual([
      ['asia-mall', 'Asia MallNot available'],
      ['vefa', 'VefaNot available'],
    ]);
    expect(api.calls('GET /products/:product_id/availability')).toHaveLength(2);
  });

  it('speaks Kyrgyz, the source with its ablative ending', async () => {
    renderBlock('ky', 72, { tsum: 'ЦУМ', warehouse: 'Онлайн кампа' });
    await screen.findByRole('heading', { name: 'Дүкөндөрдө' });
    expect(rows()[0]).toEqual(['tsum', 'ЦУМ1 күндө Онлайн кампадан алып келебиз']);
    expect(rows()[1]).toEqual(['asia-mall', 'Asia MallЖок']);
  });

  it('speaks Russian, naming the source as a place so the name need not decline', async () => {
    renderBlock('ru', 71, { tsum: 'ЦУМ', warehouse: 'Интернет-склад' });
    await screen.findByRole('heading', { name: 'В магазинах' });
    expect(rows()).toEqual([
      ['tsum', 'ЦУМВ наличии'],
      ['asia-mall', 'Asia MallОсталось мало'],
      ['vefa', 'VefaПривезём за 2 дня из точки «ЦУМ»'],
    ]);
  });

  it('shows nothing when the answer fails: the rest of the page does not depend on it', async () => {
    const api = fakeApi({ 'GET /products/:product_id/availability': refuse(404, 'not_found') });
    const { container } = renderComponent(<ShopAvailability productId={7} variationId={71} />, { language: 'en' });
    await waitFor(() => expect(api.calls('GET /products/:product_id/availability')).toHaveLength(1));
    expect(container.querySelector('[data-shop-availability]')).toBeNull();
  });

  describe('when an order placed now is ready', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('before closing: today from the shelf, a day named when it is brought', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-01T11:00:00+06:00'));
      renderBlock('en', 71);
      await screen.findByRole('heading', { name: 'In the shops' });
      expect(ready()).toEqual(['Ready for pickup today', 'Ready for pickup today', 'Ready for pickup on 3 December']);
    });

    it('skips the days a shop is closed: after Saturday’s closing, a shop shut on Sundays has it on Monday', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-05T21:30:00+06:00'));
      fakeApi({
        'GET /products/:product_id/availability': {
          product_id: 7,
          variations: [
            {
              variation_id: 71,
              shops: [
                { ...shop('tsum', 'TSUM', 'in_stock'), closed_weekdays: [0] },
                shop('asia-mall', 'Asia Mall', 'in_stock'),
              ],
            },
          ],
        },
      });
      renderComponent(<ShopAvailability productId={7} variationId={71} />, { language: 'en' });
      await screen.findByRole('heading', { name: 'In the shops' });
      expect(ready()).toEqual(['Ready for pickup on 7 December', 'Ready for pickup tomorrow']);
    });

    it('after closing: a day later, and nothing for a shop that cannot have it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-12-01T21:15:00+06:00'));
      renderBlock('ru', 72, { tsum: 'ЦУМ', warehouse: 'Интернет-склад' });
      await screen.findByRole('heading', { name: 'В магазинах' });
      expect(ready()).toEqual(['Можно забрать 3 декабря']);
    });
  });
});
