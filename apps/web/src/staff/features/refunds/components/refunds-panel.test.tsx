import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OrderRefunds, OrderReturn, Refund } from '@aruu/contract/staff-refunds';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMember } from '@/testing/builders';
import { type FakeAnswers, fakeApi, refuse } from '@/testing/fake-api';
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
  uds_points: null,
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

const returned: OrderReturn = {
  id: 3,
  order_id: 40,
  reason: 'proper_quality',
  note: null,
  restock: true,
  items: [{ order_item_id: 1, title: 'Крем для рук', variation_name: '50 мл', quantity: 1 }],
  rule_percent: 50,
  rule_amount: 625,
  amount: 625,
  override_note: null,
  created_at: '2026-11-20T09:30:00.000Z',
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

describe('the list of refunds', () => {
  it('shows UDS points given back alone as points, not as 0 som, and lets staff send a failed one again', async () => {
    const cashOrder: OrderRefunds = { ...paidOrder, paid: 0, refundable: 0, items: [] };
    const points = { ...refund(0, 'order_changed'), uds_amount: 300.5, uds_points: 300 };
    const failed = { ...points, id: 2, uds_points: 21, state: 'failed' as const, last_error: 'UdsError: down' };
    renderPanel({ ...cashOrder, refunds: [points, failed] });
    const first = await screen.findByText('300 баллов UDS');
    expect(first.closest('[data-refund]')!.textContent).not.toMatch(/сом/);
    const second = screen.getByText('21 балл UDS').closest('[data-refund="2"]')!;
    expect(second.textContent).toContain('Не удалось');
    expect(second.querySelector('button')!.textContent).toBe('Отправить снова');
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

  it('sends one request however it is submitted while that request is in flight, then says the refund is on its way', async () => {
    // The answer waits until the test lets it go, as a slow network would make it.
    let answer = () => {};
    const api = renderPanel(paidOrder, 'en', {
      'POST /staff/orders/:order_id/refunds': () =>
        new Promise((resolve) => {
          answer = () => resolve({ ...refund(1000, 'manual'), state: 'pending' });
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund an amount' }));
    await user.type(field('Amount, som'), '10');
    await user.type(field('Why it is refunded (staff see this)'), 'The parcel came late');
    const button = screen.getByRole('button', { name: 'Refund' });
    // A fast double click, then Enter in a field, which submits the form even while the button is busy.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(document.querySelector('[data-staff-form=refund]')!);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    const posts = api.calls('POST /staff/orders/:order_id/refunds');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toEqual({ amount: 10, note: 'The parcel came late' });

    answer();
    await screen.findByText('The refund is on its way; its outcome shows in the list below');
    await waitFor(() => expect(document.querySelector('[data-staff-form=refund]')).toBeNull());
    expect(api.calls('POST /staff/orders/:order_id/refunds')).toHaveLength(1);
  });

  it('can be sent again with the same key after a refusal', async () => {
    const answers = [refuse(409, 'refund_exceeds_paid'), { ...refund(1000, 'manual'), state: 'pending' as const }];
    const api = renderPanel(paidOrder, 'en', {
      'POST /staff/orders/:order_id/refunds': () => answers.shift()!,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund an amount' }));
    await user.type(field('Amount, som'), '10');
    await user.type(field('Why it is refunded (staff see this)'), 'The parcel came late');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refund' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await screen.findByText('The refund is on its way; its outcome shows in the list below');
    const posts = api.calls('POST /staff/orders/:order_id/refunds');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER));
  });
});

describe('a return', () => {
  it('sends one request however it is submitted while that request is in flight', async () => {
    let answer = () => {};
    const api = renderPanel(paidOrder, 'en', {
      'POST /staff/orders/:order_id/returns/quote': {
        percent: 50,
        rule: 'within_30_days',
        within_return_window: true,
        goods_paid: 1250,
        amount: 625,
        refundable: 2500,
      },
      'POST /staff/orders/:order_id/returns': () =>
        new Promise((resolve) => {
          answer = () => resolve({ return: returned, refund: { ...refund(625, 'return'), state: 'pending' } });
        }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a return' }));
    const quantity = screen.getByRole('spinbutton');
    await user.clear(quantity);
    await user.type(quantity, '1');
    await screen.findByText('To refund: 625 som');
    const button = screen.getByRole('button', { name: 'Record the return' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(document.querySelector('[data-staff-form=return]')!);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST /staff/orders/:order_id/returns')).toHaveLength(1);

    answer();
    await screen.findByText('Return recorded; the refund is on its way');
    expect(api.calls('POST /staff/orders/:order_id/returns')).toHaveLength(1);
  });
});
