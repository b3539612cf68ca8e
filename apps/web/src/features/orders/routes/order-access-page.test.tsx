import type { Language } from '@aruu/contract/languages';
import type { OrderAccess } from '@aruu/contract/staff-order-entry';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { order } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { OrderAccessPage } from './order-access-page';

const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

function takenOrder(fields: Partial<OrderAccess> = {}): OrderAccess {
  return {
    ...order({
      order_id: 41,
      created_at: '2026-11-28T09:00:00.000Z',
      item_count: 2,
      total: 2400,
      customer: { name: 'Нурайым', phone: '+996700123456', email: 'nuraiym@example.kg' },
      address: { country: 'Kyrgyzstan', city: 'Бишкек', address: 'Чүй проспекти 120' },
      delivery_details: { method: 'courier', city: 'Бишкек', city_code: 5444, shop_id: null, shop: null },
      items: [
        {
          variation_id: 3,
          product_id: 2,
          title: 'Snail Cream',
          variation_name: '50 ml',
          image: '/media/products/2.svg',
          photo: null,
          unit_price: 1200,
          quantity: 2,
          line_total: 2400,
        },
      ],
      totals: { subtotal: 2400, delivery: 0, discount: 0, points: 0, total: 2400 },
      expires_at: '2099-01-01T00:00:00.000Z',
      timeline: [{ status: 'processed', actor: 'staff', note: null, at: '2026-11-28T09:00:00.000Z' }],
    }),
    can_pay: true,
    can_set_password: true,
    ...fields,
  };
}

const texts: Record<Language, { title: string; pay: string; passwordTitle: string; submit: string; done: RegExp }> = {
  ru: {
    title: 'Заказ №41',
    pay: 'Оплатить картой',
    passwordTitle: 'Входите в Aruu по паролю',
    submit: 'Задать пароль',
    done: /Пароль задан/,
  },
  en: {
    title: 'Order #41',
    pay: 'Pay by card',
    passwordTitle: 'Sign in to Aruu with a password',
    submit: 'Set password',
    done: /Your password is set/,
  },
  ky: {
    title: '№41 буйрутма',
    pay: 'Карта менен төлөө',
    passwordTitle: 'Aruu сайтына сырсөз менен кириңиз',
    submit: 'Сырсөз коюу',
    done: /Сырсөз коюлду/,
  },
};

const renderPage = (language: Language = 'ru', at = `/order-access/${TOKEN}`) =>
  renderComponent(
    <Routes>
      <Route path="/order-access/:token" element={<OrderAccessPage />} />
    </Routes>,
    { language, at },
  );

describe('the page of an order by its link', () => {
  it.each(['ru', 'en', 'ky'] as const)(
    'shows the order, its Pay button and the password offer in %s',
    async (language) => {
      const api = fakeApi({ 'GET /order-access/:token': takenOrder(), 'GET /locations': [] });
      renderPage(language);
      expect(await screen.findByRole('heading', { level: 1, name: texts[language].title })).toBeTruthy();
      expect(screen.getByText('Snail Cream')).toBeTruthy();
      expect(screen.getByRole('button', { name: texts[language].pay })).toBeTruthy();
      expect(screen.getByRole('heading', { name: texts[language].passwordTitle })).toBeTruthy();
      expect(api.calls('GET /order-access/:token')[0]?.params).toEqual({ token: TOKEN });
    },
  );

  it('offers neither payment nor a password when there is nothing to do', async () => {
    fakeApi({
      'GET /order-access/:token': takenOrder({ payment_method: 'cash', can_pay: false, can_set_password: false }),
      'GET /locations': [],
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: texts.ru.title });
    expect(screen.queryByRole('button', { name: texts.ru.pay })).toBeNull();
    expect(screen.queryByRole('heading', { name: texts.ru.passwordTitle })).toBeNull();
  });

  it('starts the card payment of this link', async () => {
    const api = fakeApi({
      'GET /order-access/:token': takenOrder(),
      'GET /locations': [],
      'POST /order-access/:token/pay': refuse(503, 'payment_unavailable'),
    });
    renderPage('en');
    await userEvent.click(await screen.findByRole('button', { name: texts.en.pay }));
    expect(await screen.findByText('Could not open the payment page')).toBeTruthy();
    expect(api.calls('POST /order-access/:token/pay')[0]?.params).toEqual({ token: TOKEN });
  });

  it('sets the password once, and says why a weak one is refused', async () => {
    const api = fakeApi({
      'GET /order-access/:token': takenOrder(),
      'GET /locations': [],
      'POST /order-access/:token/password': (call) =>
        call.body.password === 'password1'
          ? refuse(400, 'validation_failed', { password: { code: 'password_too_common', message: 'common' } })
          : null,
    });
    renderPage('ky');
    const form = (await screen.findByRole('heading', { name: texts.ky.passwordTitle })).closest('section')!;
    const field = within(form).getByLabelText('Жаңы сырсөз');
    await userEvent.type(field, 'short');
    await userEvent.click(within(form).getByRole('button', { name: texts.ky.submit }));
    expect(await within(form).findByText('Сырсөз кеминде 8 белгиден турушу керек')).toBeTruthy();
    expect(api.calls('POST /order-access/:token/password')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'password1');
    await userEvent.click(within(form).getByRole('button', { name: texts.ky.submit }));
    expect(await within(form).findByText(/Бул сырсөз өтө жөнөкөй/)).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, 'Ala-Too-Morning-Tea-42');
    await userEvent.click(within(form).getByRole('button', { name: texts.ky.submit }));
    expect(await screen.findByText(texts.ky.done)).toBeTruthy();
    expect(api.calls('POST /order-access/:token/password').map((call) => call.body.password)).toEqual([
      'password1',
      'Ala-Too-Morning-Tea-42',
    ]);
  });

  it('says a link that opens no order is out of date', async () => {
    fakeApi({ 'GET /order-access/:token': refuse(404, 'not_found') });
    renderPage('en');
    expect(await screen.findByText('This link does not open an order')).toBeTruthy();
  });
});
