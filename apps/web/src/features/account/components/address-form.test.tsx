import type { Address } from '@aruu/contract/users';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { AddressForm } from './address-form';

// Issue 29, item 4: the account's address takes its city from the courier service's list, with
// the checkout's own field, so the address kept here is one the checkout can deliver to.

const osh = { code: 9220, city: 'Ош', region: 'Ошская область', country_code: 'KG' };
const saved: Address = { id: 4, country: 'Kyrgyzstan', city: 'Бишкек', street: 'Чуй', house: '155', apartment: null };

function renderForm(address: Address | null) {
  signIn();
  const api = fakeApi({
    'GET /delivery/cdek/cities': ({ query }) => (osh.city.startsWith(query.get('city') ?? '-') ? [osh] : []),
    'POST /users/address/create': ({ body }) => ({ id: 5, apartment: null, ...body }) as Address,
    'PATCH /users/address/update': ({ body }) => ({ ...saved, ...body }) as Address,
  });
  renderComponent(<AddressForm address={address} />, { language: 'ru', at: '/address' });
  return api;
}

describe('the account’s address form', () => {
  it('takes the city from the courier service’s list, as the checkout does', async () => {
    const api = renderForm(saved);
    const user = userEvent.setup();
    const city = screen.getByRole('combobox', { name: 'Город' });
    await user.clear(city);
    await user.type(city, 'Ош');
    await user.click(await screen.findByRole('option', { name: /Ош/ }));
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(api.calls('PATCH /users/address/update')).toHaveLength(1));
    expect(api.calls('PATCH /users/address/update')[0]!.body).toMatchObject({ country: 'Kyrgyzstan', city: 'Ош' });
  });

  it('refuses a typed city that is not chosen from the list, and keeps the saved one as it is', async () => {
    const api = renderForm(null);
    const user = userEvent.setup();
    const city = screen.getByRole('combobox', { name: 'Город' });
    await user.clear(city);
    await user.type(city, 'Нарынск');
    await user.type(screen.getByRole('textbox', { name: 'Улица' }), 'Ленина');
    await user.type(screen.getByRole('textbox', { name: 'Дом' }), '5');
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await screen.findByText('Выберите город из списка — туда доставляет курьерская служба')).toBeTruthy();
    expect(api.calls('POST /users/address/create')).toHaveLength(0);
  });
});
