import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { OrderActions } from './order-actions';

const order: StaffOrderDetail = {
  order_id: 42,
  status: 'assembly',
  created_at: '2026-11-28T08:00:00.000Z',
  language: 'ky',
  payment_method: 'card',
  paid_at: '2026-11-28T08:05:00.000Z',
  channel: 'site',
  taken_by: null,
  customer: { user_id: 3, name: 'Айгерим', phone: '+996555123456', email: 'a@example.kg', blocked: false },
  address: { country: 'Кыргызстан', city: 'Бишкек', address: 'ул. Токтогула 12' },
  comment: null,
  delivery: { method: 'courier', city: null, city_code: null, shop_id: null, shop: null, fee: 0, tariff: null },
  items: [],
  payments: [],
  uds: { points: 0, customer_uid: null, holds: [] },
  promo_code: null,
  totals: { subtotal: 1000, delivery: 0, discount: 0, points: 0, total: 1000 },
  timeline: [],
  notes: [],
  actions: [{ status: 'delivery', permission: 'orders.fulfil', refund: false }],
  undo: null,
};

function renderActions(detail: StaffOrderDetail, answers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'POST /staff/orders/:order_id/fulfil': { ...detail, status: 'delivery' },
    'POST /staff/orders/:order_id/undo-status': { ...detail, status: 'assembly', undo: null },
    ...answers,
  });
  renderComponent(<OrderActions order={detail} />, { app: 'staff', language: 'en' });
  return { api, user: userEvent.setup() };
}

describe('moving an order on', () => {
  it('asks before handing the order over, says the buyer is mailed and how long it can be undone', async () => {
    const { api, user } = renderActions(order);
    await user.click(screen.getByRole('button', { name: 'Hand over for delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand the order over for delivery?' });
    expect(dialog.textContent).toContain('The buyer gets an e-mail that the order is on its way.');
    expect(dialog.textContent).toContain('For 5 minutes you can put the status back');
    expect(api.calls('POST /staff/orders/:order_id/fulfil')).toHaveLength(0);

    // Thinking better of it sends nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hand the order over for delivery?' })).toBeNull());
    expect(api.calls('POST /staff/orders/:order_id/fulfil')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hand over for delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST /staff/orders/:order_id/fulfil')).toHaveLength(1));
    expect(api.calls('POST /staff/orders/:order_id/fulfil')[0]!.body).toEqual({ status: 'delivery' });
  });

  it('warns that "Delivered" cannot be undone', async () => {
    const { user } = renderActions({
      ...order,
      status: 'delivery',
      actions: [{ status: 'delivered', permission: 'orders.fulfil', refund: false }],
    });
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Has the order been delivered?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(dialog.textContent).not.toContain('put the status back');
  });

  it('offers the undo the server allows, and shows its refusal', async () => {
    const moved: StaffOrderDetail = {
      ...order,
      status: 'delivery',
      actions: [{ status: 'delivered', permission: 'orders.fulfil', refund: false }],
      undo: { from: 'delivery', to: 'assembly', until: new Date(Date.now() + 5 * 60_000).toISOString() },
    };
    const { api, user } = renderActions(moved, {
      'POST /staff/orders/:order_id/undo-status': refuse(409, 'undo_window_passed'),
    });
    await user.click(screen.getByRole('button', { name: 'Undo: back to “Assembly”' }));
    await waitFor(() => expect(api.calls('POST /staff/orders/:order_id/undo-status')).toHaveLength(1));
    expect(api.calls('POST /staff/orders/:order_id/undo-status')[0]!.body).toEqual({ from: 'delivery' });
    expect(await screen.findByText('The time to undo this status change has passed')).toBeTruthy();
  });

  it('offers no undo when the server gives none', () => {
    renderActions(order);
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('takes the undo away once its window has closed', async () => {
    renderActions({
      ...order,
      status: 'delivery',
      undo: { from: 'delivery', to: 'assembly', until: new Date(Date.now() - 1000).toISOString() },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull());
  });
});

describe('cancelling a paid order with its refund', () => {
  it('sends one request however it is submitted while that request is in flight', async () => {
    // The answer waits until the test lets it go, as a slow network would make it.
    let answer = () => {};
    const paid = {
      ...order,
      actions: [{ status: 'cancelled' as const, permission: 'orders.manage' as const, refund: true }],
    };
    const { api, user } = renderActions(paid, {
      'POST /staff/orders/:order_id/cancel-paid': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({
              order_id: 42,
              order_cancelled: true,
              paid: 1000,
              refunded: 0,
              pending: 1000,
              refundable: 0,
              delivered_at: null,
              items: [],
              refunds: [],
              returns: [],
              customer_returns: 0,
              customer_flagged: false,
            });
        }),
    });
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    await user.type(screen.getByLabelText('Reason for cancelling'), 'The buyer asked');
    const button = screen.getByRole('button', { name: 'Cancel it' });
    // A fast double click, then Enter in the field, which submits the form even while the button is busy.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(api.calls('POST /staff/orders/:order_id/cancel-paid')).toHaveLength(1);
    answer();
    await waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'));
    expect(api.calls('POST /staff/orders/:order_id/cancel-paid')).toHaveLength(1);
  });
});
