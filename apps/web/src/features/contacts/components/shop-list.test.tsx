import type { Location } from '@aruu/contract/locations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ShopList } from './shop-list';

const shop = (fields: Partial<Location>): Location => ({
  code: 'tsum',
  name: 'ЦУМ',
  address: 'Бишкек, пр. Чуй, 155, ЦУМ, 2 этаж',
  phone: '+996 555 123 456',
  opens: '10:00',
  closes: '21:00',
  is_pickup_point: true,
  transfer_days: 1,
  ...fields,
});

describe('the contacts page’s shops', () => {
  it('lists the shops staff keep, in the asked language, each with its own hours and phone', async () => {
    const api = fakeApi({
      'GET /locations': [
        shop({ code: 'vefa', name: 'Vefa Center', address: 'Bishkek, 27/1 Gorky Street' }),
        shop({
          code: 'dordoi',
          name: 'Dordoi Plaza',
          address: 'Bishkek, 115 Ibraimov St',
          opens: null,
          closes: null,
          phone: null,
        }),
      ],
    });
    renderComponent(<ShopList />, { language: 'en' });
    const list = within(screen.getByRole('region', { name: 'Where to find us' })).getByRole('list');
    // Before the answer: the room of three cards, so the page does not jump.
    expect(list.getAttribute('aria-busy')).toBe('true');
    const vefa = (await screen.findByRole('heading', { name: 'Vefa Center' })).closest('li')!;
    expect(within(vefa).getByText('Bishkek, 27/1 Gorky Street')).toBeTruthy();
    expect(within(vefa).getByText(/10:00/)).toBeTruthy();
    expect(within(vefa).getByRole('link', { name: '+996 555 123 456' }).getAttribute('href')).toBe('tel:+996555123456');
    const dordoi = screen.getByRole('heading', { name: 'Dordoi Plaza' }).closest('li')!;
    expect(within(dordoi).queryByText(/10:00/)).toBeNull();
    expect(within(dordoi).queryByRole('link')).toBeNull();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-shop')),
    ).toEqual(['vefa', 'dordoi']);
    expect(api.calls('GET /locations')[0]!.query.get('lang')).toBe('en');
  });

  // Moved from the browser tier (issue 25): the server's Kyrgyz addresses are
  // apps/api/src/modules/locations tests; here, the page asks for them and words the hours in Kyrgyz.
  it('asks for the shops in Kyrgyz and gives each its hours in Kyrgyz', async () => {
    const api = fakeApi({
      'GET /locations': [
        shop({ code: 'vefa', name: 'Vefa борбору', address: 'Бишкек, Горький көчөсү, 27/1' }),
        shop({ code: 'tsum', name: 'ЦУМ', address: 'Бишкек, Чүй проспектиси, 155' }),
      ],
    });
    renderComponent(<ShopList />, { language: 'ky' });
    const region = screen.getByRole('region', { name: 'Бизди кайдан табасыз' });
    expect(await within(region).findByText('Бишкек, Горький көчөсү, 27/1')).toBeTruthy();
    expect(within(region).getByText('Бишкек, Чүй проспектиси, 155')).toBeTruthy();
    expect(within(region).getAllByText('Күн сайын 10:00 – 21:00')).toHaveLength(2);
    expect(api.calls('GET /locations')[0]!.query.get('lang')).toBe('ky');
  });
});
