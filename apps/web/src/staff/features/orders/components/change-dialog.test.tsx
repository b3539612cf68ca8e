import { IDEMPOTENCY_KEY_HEADER } from '@aruu/contract/idempotency-headers';
import type { OrderChange } from '@aruu/contract/order-changes';
import type { StaffOrderItem } from '@aruu/contract/staff-orders';
import type { StockVariation } from '@aruu/contract/staff-stock';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLine, changePreview } from '@/testing/builders';
import { type FakeAnswers, fakeApi, refuse } from '@/testing/fake-api';
import { renderComponent } from '@/testing/render';
import { ChangeDialog, type ChangeTarget } from './change-dialog';

const item: StaffOrderItem = {
  order_item_id: 71,
  variation_id: 7,
  product_id: 3,
  sku: 'LIP-07',
  title: 'Velvet lipstick',
  variation_name: 'Rose 07',
  image: '/media/products/7.svg',
  photo: null,
  unit_price: 800,
  quantity: 2,
  line_total: 1600,
  sources: [],
};
const old = changeLine({
  order_item_id: 71,
  variation_id: 7,
  product_id: 3,
  title: 'Velvet lipstick',
  variation_name: 'Rose 07',
  unit_price: 800,
  quantity: 2,
});

function shade(id: number, name: string, stock: number): StockVariation {
  return {
    variation_id: id,
    product_id: 3,
    title: 'Velvet lipstick',
    variation_name: name,
    sku: `LIP-${id}`,
    barcode: null,
    stock,
    reserved: 0,
    in_transit: 0,
    on_hand: stock,
    low_stock_threshold: 2,
    low: false,
    hidden: false,
    locations: [],
  };
}

function made(preview: ReturnType<typeof changePreview>, state: OrderChange['state']): OrderChange {
  return {
    ...preview,
    id: 5,
    order_id: 42,
    state,
    reason: 'out_of_stock',
    note: null,
    answer_by: null,
    decided_at: null,
    decided_by: null,
    refund_id: null,
    supplement: null,
    created_at: '2026-11-28T09:00:00.000Z',
  };
}

function renderDialog(target: ChangeTarget, answers: FakeAnswers) {
  const api = fakeApi(answers);
  let closed = 0;
  renderComponent(<ChangeDialog orderId={42} target={target} onClose={() => closed++} />, {
    app: 'staff',
    language: 'en',
  });
  return { api, user: userEvent.setup(), closed: () => closed };
}

describe('the order change dialog', () => {
  it('shows the preview, then makes one change with one key however often it is clicked', async () => {
    const preview = changePreview([old], [], { kind: 'remove' });
    let release: () => void = () => undefined;
    const { api, user, closed } = renderDialog(
      { kind: 'remove', item },
      {
        'POST /staff/orders/:order_id/changes/preview': preview,
        'POST /staff/orders/:order_id/changes': () =>
          new Promise((resolve) => {
            release = () => resolve(made(preview, 'applied'));
          }),
      },
    );
    const shown = await screen.findByRole('region', { name: 'What changes' });
    expect(shown.textContent).toContain('Velvet lipstick Rose 07 · 2 × ');
    expect(shown.textContent).toContain('Refund to card');
    expect(shown.textContent).toContain('Applied at once; the buyer is told.');
    // Out of stock: the units are not there to put back.
    expect((screen.getByLabelText('Put the units back on the shelf') as HTMLInputElement).checked).toBe(false);
    expect(api.calls('POST /staff/orders/:order_id/changes/preview')[0]!.body).toEqual({
      kind: 'remove',
      order_item_id: 71,
      reason: 'out_of_stock',
      restock: false,
    });

    await user.type(screen.getByLabelText('Note for the buyer'), 'Sorry, the last one was damaged');
    await user.dblClick(screen.getByRole('button', { name: 'Change the order' }));
    // Enter in a field submits the form even while the button is disabled: still one request.
    fireEvent.submit(document.querySelector('[data-staff-form=order-change]')!);
    release();
    await waitFor(() => expect(closed()).toBe(1));
    const posts = api.calls('POST /staff/orders/:order_id/changes');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]!.body).toEqual({
      kind: 'remove',
      order_item_id: 71,
      reason: 'out_of_stock',
      restock: false,
      note: 'Sorry, the last one was damaged',
    });
  });

  it('offers the other shades with their stock, and sends the picked one to the buyer for consent', async () => {
    const dearer = changeLine({
      variation_id: 8,
      product_id: 3,
      order_item_id: null,
      title: 'Velvet lipstick',
      variation_name: 'Plum 08',
      unit_price: 950,
      quantity: 2,
    });
    const preview = changePreview([old], [dearer]);
    const { api, user } = renderDialog(
      { kind: 'replace', item },
      {
        'GET /staff/stock/products/:product_id': {
          product_id: 3,
          title: 'Velvet lipstick',
          low_stock_threshold: null,
          default_low_stock_threshold: 2,
          variations: [shade(7, 'Rose 07', 0), shade(8, 'Plum 08', 5)],
        },
        'POST /staff/orders/:order_id/changes/preview': preview,
        'POST /staff/orders/:order_id/changes': made(preview, 'proposed'),
      },
    );
    const plum = await screen.findByRole('button', { name: /Plum 08.*5 in stock/ });
    // The line's own shade is not offered as its replacement.
    expect(screen.queryByRole('button', { name: /Rose 07.*in stock/ })).toBeNull();
    expect(api.calls('POST /staff/orders/:order_id/changes/preview')).toHaveLength(0);
    await user.click(plum);
    const shown = await screen.findByRole('region', { name: 'What changes' });
    expect(shown.textContent).toContain('The buyer must agree');
    expect(shown.textContent).toContain('To pay on top');
    expect(api.calls('POST /staff/orders/:order_id/changes/preview').at(-1)!.body).toEqual({
      kind: 'replace',
      order_item_id: 71,
      variation_id: 8,
      quantity: 2,
      reason: 'out_of_stock',
      restock: false,
    });
    await user.click(screen.getByRole('button', { name: 'Send to the buyer' }));
    await waitFor(() => expect(api.calls('POST /staff/orders/:order_id/changes')).toHaveLength(1));
    expect(await screen.findByText('The proposal was sent to the buyer')).toBeTruthy();
  });

  it("puts the units back by default when the buyer asked, and shows the server's refusal in words", async () => {
    const preview = changePreview([old], [{ ...old, quantity: 1 }], { kind: 'reduce' });
    const { api, user } = renderDialog(
      { kind: 'reduce', item },
      {
        'POST /staff/orders/:order_id/changes/preview': preview,
        'POST /staff/orders/:order_id/changes': refuse(409, 'order_not_editable'),
      },
    );
    await user.selectOptions(screen.getByLabelText('Reason'), "The buyer's request");
    expect((screen.getByLabelText('Put the units back on the shelf') as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(api.calls('POST /staff/orders/:order_id/changes/preview').at(-1)!.body).toEqual({
        kind: 'reduce',
        order_item_id: 71,
        quantity: 1,
        reason: 'buyer_request',
        restock: true,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change the order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This order can no longer be changed');
    expect(screen.queryByText('order_not_editable')).toBeNull();
  });

  it('names the UDS points a change caps as points, not as the part of the purchase in som', async () => {
    const base = changePreview([old], [{ ...old, quantity: 1 }], { kind: 'reduce' });
    const preview = { ...base, money: { ...base.money, refund: { card: 0, points: 1640, points_back: 820 } } };
    renderDialog({ kind: 'reduce', item }, { 'POST /staff/orders/:order_id/changes/preview': preview });
    const shown = await screen.findByRole('region', { name: 'What changes' });
    const points = screen.getByText('Refund in points').nextElementSibling!;
    expect(points.textContent).toBe('820 points');
    expect(shown.textContent).not.toContain('1,640');
  });
});
