import type { Cart, CartLine } from '@aruu/contract/cart';
import { describe, expect, it } from 'vitest';
import { amountLeftForFreeDelivery, FREE_DELIVERY_FROM_SOM } from '../free-delivery';
import { applyCartChange, applyCartChanges, isShortOfStock, supersedes } from './cart-changes';

function line(variationId: number, price: number, quantity: number, available = 10): CartLine {
  return {
    variation_id: variationId,
    variation_name: `Variation ${variationId}`,
    product: {
      id: variationId * 10,
      title: `Product ${variationId}`,
      image: '/x.webp',
      photo: null,
      brand: { id: 1, name: 'Brand' },
    },
    price,
    quantity,
    line_total: Math.round(price * 100 * quantity) / 100,
    available,
  };
}

const cart = (...lines: CartLine[]): Cart => ({
  products: lines,
  cartCount: lines.reduce((sum, item) => sum + item.quantity, 0),
  subtotal: lines.reduce((sum, item) => sum + Math.round(item.line_total * 100), 0) / 100,
});

describe('cart changes shown before the shop answers', () => {
  it('sets a quantity and adds the totals up in whole tyiyn', () => {
    const next = applyCartChange(cart(line(1, 0.1, 1), line(2, 0.2, 1)), {
      kind: 'quantity',
      variation_id: 1,
      quantity: 3,
    });
    expect(next.products[0]).toMatchObject({ quantity: 3, line_total: 0.3 });
    // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001.
    expect(next.subtotal).toBe(0.5);
    expect(next.cartCount).toBe(4);
  });

  it('removes a line and clears the cart', () => {
    const start = cart(line(1, 1250, 2), line(2, 990, 1));
    expect(applyCartChange(start, { kind: 'remove', variation_id: 1 })).toMatchObject({
      products: [{ variation_id: 2 }],
      cartCount: 1,
      subtotal: 990,
    });
    expect(applyCartChange(start, { kind: 'clear' })).toEqual({ products: [], cartCount: 0, subtotal: 0 });
  });

  it('applies pending changes in order on top of an answer', () => {
    const answer = cart(line(1, 500, 1), line(2, 700, 1));
    const shown = applyCartChanges(answer, [
      { kind: 'quantity', variation_id: 1, quantity: 2 },
      { kind: 'quantity', variation_id: 1, quantity: 3 },
      { kind: 'remove', variation_id: 2 },
    ]);
    expect(shown).toMatchObject({ products: [{ variation_id: 1, quantity: 3 }], cartCount: 3, subtotal: 1500 });
  });

  it('knows which queued change a later one makes pointless', () => {
    const setFirst = { kind: 'quantity', variation_id: 1, quantity: 2 } as const;
    expect(supersedes({ kind: 'quantity', variation_id: 1, quantity: 3 }, setFirst)).toBe(true);
    expect(supersedes({ kind: 'remove', variation_id: 1 }, setFirst)).toBe(true);
    expect(supersedes({ kind: 'clear' }, setFirst)).toBe(true);
    expect(supersedes({ kind: 'quantity', variation_id: 2, quantity: 3 }, setFirst)).toBe(false);
    expect(supersedes({ kind: 'quantity', variation_id: 1, quantity: 1 }, { kind: 'clear' })).toBe(false);
  });

  it('marks lines the shop can no longer supply in full', () => {
    expect(isShortOfStock(line(1, 100, 2, 2))).toBe(false);
    expect(isShortOfStock(line(1, 100, 3, 2))).toBe(true);
    expect(isShortOfStock(line(1, 100, 1, 0))).toBe(true);
  });
});

describe('free delivery in Bishkek', () => {
  it('says how much is left, exactly, and nothing from the threshold on', () => {
    expect(FREE_DELIVERY_FROM_SOM).toBe(4000);
    expect(amountLeftForFreeDelivery(2750)).toBe(1250);
    expect(amountLeftForFreeDelivery(3999.9)).toBe(0.1);
    expect(amountLeftForFreeDelivery(4000)).toBe(0);
    expect(amountLeftForFreeDelivery(5200)).toBe(0);
  });
});
