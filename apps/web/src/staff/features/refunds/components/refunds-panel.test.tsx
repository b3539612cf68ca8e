import type { StaffMe } from '@aruu/contract/staff-auth';
import type { OrderRefunds, Refund } from '@aruu/contract/staff-refunds';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { RefundsPanel } from './refunds-panel';

const me: StaffMe = {
  id: 5,
  email: 'aigul@aruu.kg',
  first_name: 'Aigul',
  last_name: null,
  role: 'manager',
  language: 'ru',
  permissions: ['orders.read', 'payments.refund'],
  recovery_codes_left: 10,
};

const refund = (amount: number, reason: Refund['reason']): Refund => ({
  id: 1,
  order_id: 40,
  return_id: null,
  amount,
  reason,
  note: null,
  state: 'succeeded',
  attempts: 1,
  last_error: null,
  uds_amount: null,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:31:00.000Z',
  worker_stopped_at: null,
});

const paidOrder: OrderRefunds = {
  order_id: 40,
  order_cancelled: false,
  paid: 2500,
  refunded: 0,
  pending: 0,
  refundable: 2500,
  delivered_at: '2026-11-18T09:30:00.000Z',
  items: [
    { order_item_id: 1, title: 'Крем для рук', variation_name: '50 мл', unit_price: 1250, quantity: 2, returned: 0 },
  ],
  refunds: [],
  returns: [],
  customer_returns: 0,
  customer_flagged: false,
};

function renderPanel(data: OrderRefunds, language: 'ru' | 'en' | 'ky' = 'ru') {
  fakeApi({ 'GET /staff/me': { ...me, language }, 'GET /staff/orders/:order_id/refunds': data });
  renderComponent(<RefundsPanel orderId={40} />, { language, app: 'staff' });
}

const isDisabled = (name: string) => screen.getByRole('button', { name }).hasAttribute('disabled');

describe('the refunds panel’s buttons', () => {
  it('offers a return and a refund on a paid order with money left to refund', async () => {
    renderPanel(paidOrder);
    await screen.findByRole('button', { name: 'Оформить возврат' });
    expect(isDisabled('Оформить возврат')).toBe(false);
    expect(isDisabled('Вернуть сумму')).toBe(false);
    expect(document.getElementById('refunds-unavailable')).toBeNull();
  });

  it('refuses both on a cancelled, fully refunded order, saying why', async () => {
    renderPanel({
      ...paidOrder,
      order_cancelled: true,
      refunded: 2500,
      refundable: 0,
      refunds: [refund(2500, 'order_cancelled')],
    });
    const button = await screen.findByRole('button', { name: 'Оформить возврат' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(isDisabled('Вернуть сумму')).toBe(true);
    const why = screen.getByText('Заказ отменён: возврат товаров и денег по нему уже не оформить.');
    expect(button.getAttribute('aria-describedby')).toBe(why.id);
  });

  it('refuses a return once the payment is refunded in full, in the staff member’s language', async () => {
    renderPanel({ ...paidOrder, refunded: 2500, refundable: 0, refunds: [refund(2500, 'manual')] }, 'en');
    const button = await screen.findByRole('button', { name: 'Record a return' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The payment has been refunded in full: nothing is left to refund.')).toBeTruthy();
  });

  it('refuses a return when every item is back already', async () => {
    renderPanel({ ...paidOrder, items: [{ ...paidOrder.items[0]!, returned: 2 }] }, 'ky');
    const button = await screen.findByRole('button', { name: 'Кайтарууну каттоо' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Буйрутманын бардык товарлары кайтарылып бүткөн.')).toBeTruthy();
  });
});
