import type { Language } from '@aruu/contract/languages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { order } from '@/testing/builders';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { signIn } from '@/testing/session';
import { OrderCustomer, OrderReceiving } from '../components/order-details';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}
const address = () => screen.getByTestId('address').textContent;

describe('the order list', () => {
  it('shows an empty state with a way to the catalogue', async () => {
    signIn();
    fakeApi({ 'GET /orders': [] });
    renderComponent(
      <>
        <OrdersPage />
        <Address />
      </>,
      { language: 'en', at: '/order-tracking' },
    );
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to the catalog' }));
    expect(address()).toBe('/catalog');
  });
});

describe('the order page', () => {
  it('says "order not found" for an order the server does not show this shopper, with the way to the orders', async () => {
    signIn();
    fakeApi({ 'GET /orders/:order_id': refuse(404, 'not_found') });
    renderComponent(
      <>
        <Routes>
          <Route path="/order-tracking/:id" element={<OrderPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Address />
      </>,
      { language: 'en', at: '/order-tracking/12' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'To my orders' }));
    expect(address()).toBe('/order-tracking');
  });

  it.each([
    ['ru', 'Кыргызстан'],
    ['ky', 'Кыргызстан'],
    ['en', 'Kyrgyzstan'],
  ] as const)('in %s, names the country in the page’s language and groups the phone', async (language, country) => {
    fakeApi({ 'GET /locations': [] });
    const placed = order();
    renderComponent(
      <>
        <OrderReceiving order={placed} />
        <OrderCustomer order={placed} />
      </>,
      { language: language as Language },
    );
    const receiving = document.querySelector('[data-order-receiving="courier"]');
    expect(receiving?.textContent).toContain(`${country}, Manasa 40, apt 12`);
    expect(document.querySelector('[data-order-phone]')?.textContent).toBe('+996 555 000 111');
  });
});
