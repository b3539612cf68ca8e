import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OrderRefunds, Refund } from '@aruu/contract/staff-refunds';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { type FakeAnswers, fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { RefundsPanel } from './refunds-panel';

const me = staffMember({ language: 'ru', permissions: ['orders.read', 'payments.refund'] });

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

function renderPanel(data: OrderRefunds, language: 'ru' | 'en' | 'ky' = 'ru', answers: FakeAnswers = {}) {
  const api = fakeApi({
    'GET /staff/me': { ...me, language },
    'GET /staff/orders/:order_id/refunds': data,
    ...answers,
  });
  renderComponent(<RefundsPanel orderId={40} />, { language, app: 'staff' });
  return api;
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

describe('a goodwill refund', () => {
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  /** The field's error, as a screen reader announces it with the field. */
  const errorOf = (label: string) =>
    (field(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('refuses more than is left to refund, and no reason, before anything is sent', async () => {
    const api = renderPanel(paidOrder, 'en');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund an amount' }));
    await user.type(field('Amount, som'), '999999');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(field('Amount, som').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Amount, som')).toMatch(/At most 2.?500 .*can be refunded/);
    expect(field('Why it is refunded (staff see this)').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls('POST /staff/orders/:order_id/refunds')).toEqual([]);
  });

  it('gives every request a double click makes the one key of the dialog, then says the refund is on its way', async () => {
    // The answers wait until both clicks are in, as a slow network would make them.
    const waiting: Array<() => void> = [];
    const api = renderPanel(paidOrder, 'en', {
      'POST /staff/orders/:order_id/refunds': () =>
        new Promise((resolve) => waiting.push(() => resolve({ ...refund(1000, 'manual'), state: 'pending' }))),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund an amount' }));
    await user.type(field('Amount, som'), '10');
    await user.type(field('Why it is refunded (staff see this)'), 'The parcel came late');
    await user.dblClick(screen.getByRole('button', { name: 'Refund' }));
    // Enter in a field submits the form even while the button is busy.
    fireEvent.submit(document.querySelector('[data-staff-form=refund]')!);
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const answer of waiting) answer();
    await screen.findByText('The refund is on its way; its outcome shows in the list below');
    // However many requests went, they carry one key: the server refunds once (refunds.journey.test.ts).
    const posts = api.calls('POST /staff/orders/:order_id/refunds');
    expect(new Set(posts.map((post) => post.headers.get(IDEMPOTENCY_KEY_HEADER))).size).toBe(1);
    expect(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    for (const post of posts) expect(post.body).toEqual({ amount: 10, note: 'The parcel came late' });
    await waitFor(() => expect(document.querySelector('[data-staff-form=refund]')).toBeNull());
  });
});
