import type { DeliveryEstimate } from '@aruu/contract/delivery';
import type { Language } from '@aruu/contract/languages';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { CourierEstimate } from './courier-estimate';

const BISHKEK = 5444;
const OSH = 5447;

/** The shop's own courier in Bishkek: a day, from a warehouse that closes at 18:00 and on Sundays. */
const bishkek: DeliveryEstimate = {
  city_code: BISHKEK,
  city: 'Бишкек',
  own_courier: true,
  days_min: 1,
  days_max: 1,
  cutoff: '18:00',
  closed_weekdays: [0],
  arrival_closed_weekdays: [0],
};
const osh: DeliveryEstimate = {
  ...bishkek,
  city_code: OSH,
  city: 'Ош',
  own_courier: false,
  days_min: 2,
  days_max: 4,
  arrival_closed_weekdays: [],
};

const address = (city: string) => ({
  id: 1,
  country: 'Kyrgyzstan',
  city,
  street: 'Ленина',
  house: '1',
  apartment: null,
});

function renderEstimate(language: Language, savedCity?: string) {
  if (savedCity) signIn();
  const api = fakeApi({
    'GET /delivery/estimate': (call) => (call.query.get('city_code') === String(OSH) ? osh : bishkek),
    'GET /users/address/get': savedCity ? address(savedCity) : null,
    // CDEK names places in Russian, or in English when asked.
    'GET /delivery/cdek/cities': (call) =>
      [
        { code: OSH, city: call.query.get('lang') === 'en' ? 'Osh' : 'Ош', region: null, country_code: 'KG' },
        {
          code: BISHKEK,
          city: call.query.get('lang') === 'en' ? 'Bishkek' : 'Бишкек',
          region: null,
          country_code: 'KG',
        },
      ].filter((city) => city.city === call.query.get('city')),
  });
  renderComponent(<CourierEstimate />, { language });
  return api;
}

/** Each city's line: its name and when. */
const lines = () =>
  [...document.querySelectorAll('[data-courier-city]')].map((line) => [
    line.getAttribute('data-courier-city'),
    line.querySelector('[data-courier-when]')?.textContent,
  ]);

describe('the product page’s courier delivery', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('says when the shop’s courier brings an order placed now in Bishkek: tomorrow before the cut-off', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 1 December 2026, 17:59 in Bishkek.
    vi.setSystemTime(new Date('2026-12-01T17:59:00+06:00'));
    const api = renderEstimate('ru');
    await screen.findByRole('heading', { name: 'Доставка курьером' });
    expect(lines()).toEqual([[String(BISHKEK), 'привезём завтра']]);
    expect(screen.getByText('Курьер магазина, если заказать сейчас')).toBeTruthy();
    expect(api.calls('GET /delivery/estimate')[0]?.query.get('city_code')).toBeNull();
    expect(api.calls('GET /users/address/get')).toHaveLength(0);
  });

  it('after the cut-off on Saturday skips the closed Sunday both ways: leaves Monday, arrives Tuesday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 5 December 2026, 18:00 in Bishkek.
    vi.setSystemTime(new Date('2026-12-05T18:00:00+06:00'));
    renderEstimate('en');
    await screen.findByRole('heading', { name: 'Courier delivery' });
    expect(lines()).toEqual([[String(BISHKEK), 'arrives 8 December']]);
  });

  it('adds the saved city elsewhere with CDEK’s days, in Kyrgyz', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 1 December 2026, 10:00: leaves today, 2–4 days on the way.
    vi.setSystemTime(new Date('2026-12-01T10:00:00+06:00'));
    const api = renderEstimate('ky', 'Ош');
    await waitFor(() => expect(lines()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Курьер менен жеткирүү' })).toBeTruthy();
    expect(lines()).toEqual([
      [String(BISHKEK), 'эртең жеткиребиз'],
      [String(OSH), 'жеткирүү: 3–5-декабрь'],
    ]);
    expect(screen.getByText('СДЭК курьери, азыр буйрутма берсеңиз')).toBeTruthy();
    expect(api.calls('GET /delivery/estimate').map((call) => call.query.get('city_code'))).toEqual([null, String(OSH)]);
  });

  it('finds the saved city typed either way on an English page: CDEK’s Russian name, or its English one', async () => {
    for (const saved of ['Ош', 'Osh']) {
      const api = renderEstimate('en', saved);
      await waitFor(() => expect(lines().map(([code]) => code)).toEqual([String(BISHKEK), String(OSH)]));
      expect(api.calls('GET /delivery/cdek/cities').map((call) => call.query.get('lang'))).toEqual(
        saved === 'Ош' ? ['ru'] : ['ru', 'en'],
      );
      cleanup();
    }
  });

  it('asks nothing more when the saved city is the shop’s own', async () => {
    const api = renderEstimate('ru', 'Бишкек');
    await screen.findByRole('heading', { name: 'Доставка курьером' });
    await waitFor(() => expect(api.calls('GET /delivery/cdek/cities')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines()).toHaveLength(1);
    expect(api.calls('GET /delivery/estimate')).toHaveLength(1);
  });

  it('shows nothing when the estimate fails', async () => {
    const api = fakeApi({ 'GET /delivery/estimate': refuse(503, 'delivery_unavailable') });
    const { container } = renderComponent(<CourierEstimate />, { language: 'en' });
    await waitFor(() => expect(api.calls('GET /delivery/estimate')).toHaveLength(1));
    expect(container.querySelector('[data-courier-estimate]')).toBeNull();
  });
});
