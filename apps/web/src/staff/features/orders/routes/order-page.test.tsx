import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { OrderPage } from './order-page';

const me = staffMember({
  email: 'manager@example.kg',
  first_name: 'Нургуль',
  language: 'ky',
  permissions: ['orders.read'],
});

const order = (fields: Pick<StaffOrderDetail, 'channel' | 'taken_by'>): StaffOrderDetail => ({
  order_id: 42,
  status: 'processed',
  created_at: '2026-11-28T08:00:00.000Z',
  language: 'ky',
  payment_method: 'card',
  paid_at: null,
  customer: { user_id: 3, name: 'Айгерим', phone: '+996555123456', email: 'a@example.kg', blocked: false },
  address: { country: 'Кыргызстан', city: 'Бишкек', address: '' },
  comment: null,
  delivery: null,
  items: [],
  payments: [],
  uds: { points: 0, customer_uid: null, holds: [] },
  promo_code: null,
  totals: { subtotal: 1000, delivery: 0, discount: 0, points: 0, total: 1000 },
  timeline: [],
  notes: [],
  actions: [],
  undo: null,
  ...fields,
});

function renderOrder(detail: StaffOrderDetail) {
  fakeApi({ 'GET /staff/me': me, 'GET /staff/orders/:order_id': detail });
  renderComponent(
    <Routes>
      <Route path="/orders/:id" element={<OrderPage customerLink={(id) => <p>customer link of {id}</p>} />} />
    </Routes>,
    { app: 'staff', language: 'ky', at: '/orders/42' },
  );
}

describe("an order's channel on its page", () => {
  it('names the channel and who took the order, and shows the customer link', async () => {
    renderOrder(order({ channel: 'whatsapp', taken_by: { id: 5, name: 'Нургуль Менеджерова' } }));
    expect(await screen.findByText('Кайдан: WhatsApp · кабыл алган: Нургуль Менеджерова')).toBeTruthy();
    expect(screen.getByText('customer link of 42')).toBeTruthy();
  });

  it("names the site for the site's own orders, without a link", async () => {
    renderOrder(order({ channel: 'site', taken_by: null }));
    expect(await screen.findByText('Кайдан: Сайт')).toBeTruthy();
    expect(screen.queryByText(/customer link/)).toBeNull();
  });
});
