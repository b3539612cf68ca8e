import type { OrderChange } from '@aruu/contract/order-changes';
import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLine, changePreview } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { OrderChanges } from './order-changes';

const order = { order_id: 42, status: 'assembly' } as StaffOrderDetail;
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

function change(id: number, preview: ReturnType<typeof changePreview>, fields: Partial<OrderChange>): OrderChange {
  return {
    ...preview,
    id,
    order_id: 42,
    state: 'applied',
    reason: 'out_of_stock',
    note: null,
    answer_by: null,
    decided_at: null,
    decided_by: null,
    refund_id: null,
    supplement: null,
    created_at: '2026-11-28T09:00:00.000Z',
    ...fields,
  };
}

const proposal = change(3, changePreview([rose], [plum]), {
  state: 'proposed',
  answer_by: '2026-11-29T09:00:00.000Z',
});
const accepted = change(2, changePreview([rose], [plum]), {
  decided_by: 'buyer',
  supplement: { amount: 300, state: 'pending' },
});
const cheaper = change(1, changePreview([rose], [coral]), { decided_by: 'buyer', refund_id: 17 });
const defaulted = change(4, changePreview([rose], [plum]), { state: 'line_removed', decided_by: 'system' });
const withdrawn = { ...proposal, id: 5, state: 'withdrawn' as const, decided_by: 'staff' as const };

const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-change="${id}"]`)!;

describe("an order's changes", () => {
  it('says each change in words: kind, state, who decided, the answer-by time, the refund and the payment on top', async () => {
    fakeApi({
      'GET /staff/orders/:order_id/changes': { items: [defaulted, withdrawn, proposal, accepted, cheaper] },
    });
    renderComponent(<OrderChanges order={order} />, { app: 'staff', language: 'en' });
    await screen.findByRole('list', { name: 'Changes' });

    expect(rowOf(3).textContent).toContain('Replacement');
    expect(rowOf(3).textContent).toContain('Waiting for the buyer');
    expect(rowOf(3).textContent).toContain('Answer by');
    expect(rowOf(3).textContent).toContain('Velvet lipstick, Rose 07 × 2 → Velvet lipstick, Plum 08 × 2');
    expect(within(rowOf(3)).getByRole('button', { name: 'Withdraw' })).toBeTruthy();

    expect(rowOf(2).textContent).toContain('Applied(the buyer)');
    expect(rowOf(2).textContent).toContain('Payment of');
    expect(rowOf(2).textContent).toContain('awaited');
    expect(rowOf(1).textContent).toContain('Refund of the difference #17');
    expect(rowOf(4).textContent).toContain('Line removed instead(automatically)');
    expect(rowOf(5).textContent).toContain('Withdrawn');
    for (const id of [1, 2, 4, 5]) expect(within(rowOf(id)).queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('withdraws a proposal after asking, and reads the list again', async () => {
    const api = fakeApi({
      'GET /staff/orders/:order_id/changes': { items: [proposal] },
      'POST /staff/orders/:order_id/changes/:change_id/withdraw': () => {
        api.answer({ 'GET /staff/orders/:order_id/changes': { items: [{ ...proposal, state: 'withdrawn' }] } });
        return { ...proposal, state: 'withdrawn' };
      },
    });
    renderComponent(<OrderChanges order={order} />, { app: 'staff', language: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the proposal?' });
    expect(api.calls('POST /staff/orders/:order_id/changes/:change_id/withdraw')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(rowOf(3).dataset.changeState).toBe('withdrawn'));
    expect(api.calls('POST /staff/orders/:order_id/changes/:change_id/withdraw')[0]!.params).toEqual({
      order_id: '42',
      change_id: '3',
    });
    expect(api.calls('GET /staff/orders/:order_id/changes')).toHaveLength(2);
  });
});
