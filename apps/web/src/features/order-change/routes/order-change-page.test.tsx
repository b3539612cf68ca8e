import type { BuyerOrderChange } from '@aruu/contract/order-changes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLine, changePreview } from '@/testing/builders';
import { type FakeAnswers, fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Component as OrderChangePage } from './order-change-page';

const token = 'tok_0123456789abcdefghijklmnopqrstuv';
const rose = changeLine({
  order_item_id: 71,
  title: 'Velvet lipstick',
  variation_name: 'Rose 07',
  unit_price: 800,
  quantity: 2,
});
const plum = changeLine({
  order_item_id: null,
  title: 'Velvet lipstick',
  variation_name: 'Plum 08',
  unit_price: 950,
  quantity: 2,
});
const coral = changeLine({
  order_item_id: null,
  title: 'Velvet lipstick',
  variation_name: 'Coral 09',
  unit_price: 700,
  quantity: 2,
});

function proposal(after = plum, fields: Partial<BuyerOrderChange> = {}): BuyerOrderChange {
  return {
    ...changePreview([rose], [after]),
    order_id: 42,
    order_status: 'assembly',
    payment_method: 'card',
    paid: true,
    language: 'en',
    state: 'proposed',
    note: 'Rose 07 ran out; Plum 08 is the closest shade.',
    answer_by: '2026-11-29T09:00:00.000Z',
    can_pay_difference: false,
    ...fields,
  };
}

afterEach(() => vi.unstubAllGlobals());

function renderPage(answers: FakeAnswers, language: 'en' | 'ru' | 'ky' = 'en') {
  const api = fakeApi(answers);
  renderComponent(
    <Routes>
      <Route path="/order-changes/:token" element={<OrderChangePage />} />
    </Routes>,
    { at: `/order-changes/${token}`, language },
  );
  return { api, user: userEvent.setup() };
}

describe("the buyer's page of a proposed change", () => {
  it("shows the shop's note, the lines before and after, what it costs, the answer-by time and three answers", async () => {
    renderPage({ 'GET /order-changes/:token': proposal() });
    expect(await screen.findByRole('heading', { name: 'A change to order #42' })).toBeTruthy();
    expect(screen.getByText('Rose 07 ran out; Plum 08 is the closest shade.')).toBeTruthy();
    const before = screen.getByRole('region', { name: 'Before' });
    const after = screen.getByRole('region', { name: 'After' });
    expect(within(before).getByText('Rose 07')).toBeTruthy();
    expect(within(after).getByText('Plum 08')).toBeTruthy();
    expect(after.querySelector('[data-total]')!.textContent).toMatch(/1\D?900/);
    expect(document.querySelector('[data-change-money]')!.textContent).toMatch(/^You will pay 300/);
    expect(screen.getByText(/Please answer by/)).toBeTruthy();
    for (const name of ['Accept', 'Remove the item instead', 'Cancel the order']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('says a refund in plain words, in the page language', async () => {
    renderPage({ 'GET /order-changes/:token': proposal(coral, { language: 'en' }) }, 'ru');
    await screen.findByRole('heading', { name: 'Изменение заказа №42' });
    expect(document.querySelector('[data-change-money]')!.textContent).toMatch(/^Мы вернём 200.*на вашу карту\.$/);
  });

  it.each([
    {
      refund: { card: 45, points: 5, points_back: 2 },
      language: 'ru' as const,
      says: 'Мы вернём 45 сом на вашу карту и 2 бонусных балла на ваш счёт UDS.',
    },
    {
      refund: { card: 0, points: 6.6, points_back: 1 },
      language: 'ru' as const,
      says: 'Мы вернём на ваш счёт UDS 1 бонусный балл.',
    },
    {
      refund: { card: 45, points: 16.4, points_back: null },
      language: 'en' as const,
      says: 'You will be refunded 45 som to your card, and the bonus points spent on the removed items go back to your UDS account.',
    },
    {
      refund: { card: 0, points: 16.4 },
      language: 'ky' as const,
      says: 'Алынып салынган товарлар үчүн коротулган бонустар UDS эсебиңизге кайтып келет.',
    },
  ])(
    'names the UDS points a refund gives back as it names them, never its part of the purchase in som ($language)',
    async ({ refund, language, says }) => {
      const base = proposal(coral);
      renderPage({ 'GET /order-changes/:token': { ...base, language, money: { ...base.money, refund } } }, language);
      await screen.findByRole('heading', { level: 1 });
      const text = document.querySelector('[data-change-money]')!.textContent!.replaceAll('\u00a0', ' ');
      expect(text).toBe(says);
    },
  );

  it('after accepting a dearer change to a card order, offers to pay the difference and goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = renderPage({
      'GET /order-changes/:token': proposal(),
      'POST /order-changes/:token/decide': proposal(plum, { state: 'applied', can_pay_difference: true }),
      'POST /order-changes/:token/pay': { payment_url: 'https://pay.example.test/session/9' },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(api.calls('POST /order-changes/:token/decide')[0]!.body).toEqual({ choice: 'accept' });
    expect((await screen.findByRole('status')).textContent).toBe('The change is now in your order.');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Pay 300/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.test/session/9'));
    expect(api.calls('POST /order-changes/:token/pay')).toHaveLength(1);
  });

  it('asks before cancelling the whole order, and sends nothing when the buyer thinks better of it', async () => {
    const { api, user } = renderPage({
      'GET /order-changes/:token': proposal(),
      'POST /order-changes/:token/decide': proposal(plum, { state: 'order_cancelled', order_status: 'cancelled' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    await screen.findByRole('dialog', { name: 'Cancel the whole order?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls('POST /order-changes/:token/decide')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel the order' }));
    await waitFor(() => expect(api.calls('POST /order-changes/:token/decide')).toHaveLength(1));
    expect(api.calls('POST /order-changes/:token/decide')[0]!.body).toEqual({ choice: 'cancel_order' });
    expect((await screen.findByText('The order was cancelled.')).getAttribute('role')).toBe('status');
  });

  it.each([
    ['line_removed', 'The item was removed from your order.'],
    ['order_cancelled', 'The order was cancelled.'],
    ['withdrawn', 'The shop withdrew this proposal. Your order stays as it was.'],
    ['applied', 'The change is now in your order.'],
  ] as const)('a closed change (%s) says what happened instead of offering answers', async (state, words) => {
    renderPage({ 'GET /order-changes/:token': proposal(plum, { state }) });
    expect((await screen.findByRole('status')).textContent).toBe(words);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says the link is not valid when the server does not know it', async () => {
    renderPage({ 'GET /order-changes/:token': refuse(404, 'not_found') }, 'ky');
    expect(await screen.findByRole('heading', { name: 'Шилтеме жараксыз' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Менин буйрутмаларым' }).getAttribute('href')).toBe('/order-tracking');
  });

  it('shows the shared error text when an answer is refused, and what became of the change meanwhile', async () => {
    const { api, user } = renderPage({
      'GET /order-changes/:token': proposal(),
      'POST /order-changes/:token/decide': () => {
        api.answer({ 'GET /order-changes/:token': proposal(plum, { state: 'withdrawn' }) });
        return refuse(409, 'order_not_editable');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove the item instead' }));
    expect(await screen.findByText('This order can no longer be changed')).toBeTruthy();
    expect((await screen.findByText(/The shop withdrew this proposal/)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});
