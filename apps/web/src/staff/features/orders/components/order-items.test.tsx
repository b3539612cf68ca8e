import type { StaffMe } from '@aruu/contract/staff-auth';
import type { StaffOrderDetail, StaffOrderItem } from '@aruu/contract/staff-orders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from '@/staff/shared/api/client';
import { changeLine, changePreview, staffMember } from '@/testing/builders';
import { fakeApi } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { Items } from './order-items';

const manager = staffMember({ permissions: ['orders.read', 'orders.manage', 'stock.adjust'] });
const warehouse: StaffMe = { ...manager, role: 'warehouse', permissions: ['orders.read', 'stock.adjust'] };

function line(id: number, quantity: number, shade: string): StaffOrderItem {
  return {
    order_item_id: id,
    variation_id: id + 100,
    product_id: 3,
    sku: `LIP-${id}`,
    title: 'Velvet lipstick',
    variation_name: shade,
    image: '/media/products/3.svg',
    photo: null,
    unit_price: 800,
    quantity,
    line_total: 800 * quantity,
    sources: [],
  };
}

const order = {
  order_id: 42,
  status: 'assembly',
  items: [line(71, 2, 'Rose 07'), line(72, 1, 'Plum 08')],
  totals: { subtotal: 2400, delivery: 0, discount: 0, points: 0, total: 2400 },
  promo_code: null,
} as StaffOrderDetail;

function renderItems(me: StaffMe, detail: StaffOrderDetail) {
  fakeApi({
    'GET /staff/me': me,
    'POST /staff/orders/:order_id/changes/preview': changePreview([changeLine({ quantity: 2 })], [], {
      kind: 'remove',
    }),
  });
  return renderComponent(<Items order={detail} />, { app: 'staff', language: 'en' });
}

describe("the order's lines", () => {
  it('give a manager each line’s changes (reducing only from two units) and "Add item"', async () => {
    renderItems(manager, order);
    await screen.findByRole('button', { name: 'Add item' });
    expect(screen.getByRole('button', { name: 'Remove: Velvet lipstick, Rose 07' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reduce quantity: Velvet lipstick, Rose 07' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace: Velvet lipstick, Plum 08' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reduce quantity: Velvet lipstick, Plum 08' })).toBeNull();
  });

  it('open the change dialog for the line', async () => {
    renderItems(manager, order);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove: Velvet lipstick, Rose 07' }));
    expect(await screen.findByRole('dialog', { name: 'Remove a line' })).toBeTruthy();
    expect(screen.getByText('Velvet lipstick, Rose 07: 2 pcs')).toBeTruthy();
    await screen.findByRole('region', { name: 'What changes' });
  });

  it.each([
    ['the warehouse', warehouse, order],
    ['an order handed over', manager, { ...order, status: 'delivery' } as StaffOrderDetail],
  ])('offer no changes to %s', async (_, me, detail) => {
    const { queryClient } = renderItems(me, detail);
    // The permissions are known once the staff member's answer is in.
    await waitFor(() => expect(queryClient.getQueryState(queryKeyOf('GET /staff/me'))?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
  });
});

describe("the order's costs", () => {
  it('show a role holding reports.view each line’s cost at sale and the margin, saying which lines it leaves out', async () => {
    const costed = {
      ...order,
      items: [
        { ...line(71, 2, 'Rose 07'), unit_cost: 500 },
        { ...line(72, 1, 'Plum 08'), unit_cost: null },
      ],
      // The server's figure: (800 − 500) × 2.
      margin: { amount: 600, lines_without_cost: 1 },
    } as StaffOrderDetail;
    renderItems(manager, costed);
    expect(await screen.findByText('cost price 500 som each')).toBeTruthy();
    expect(screen.getByText('no cost price')).toBeTruthy();
    expect(screen.getByText('Margin before discounts')).toBeTruthy();
    expect(screen.getByText('600 som')).toBeTruthy();
    expect(screen.getByText(/1 line has no cost price and is not counted/)).toBeTruthy();
  });

  it('show nothing of costs when the answer has none (a role without reports.view)', async () => {
    renderItems(warehouse, order);
    await screen.findAllByText('Velvet lipstick');
    expect(screen.queryByText(/cost price/)).toBeNull();
    expect(screen.queryByText('Margin before discounts')).toBeNull();
  });
});
