import type { Cart, CartLine } from '@aruu/contract/cart';

/**
 * A change the shopper makes to their cart, shown at once (optimistically) and then sent. The
 * same description is applied to the cart on screen and, once more, on top of every later
 * answer while it is still on its way (see `cart-api.ts`).
 */
export type CartChange =
  | { kind: 'quantity'; variation_id: number; quantity: number }
  | { kind: 'remove'; variation_id: number }
  | { kind: 'clear' };

export function isCartChange(value: unknown): value is CartChange {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

/** Som → tyiyn: money is added up in whole tyiyn, never as fractions of som. */
const tyiyn = (som: number) => Math.round(som * 100);

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, line_total: (tyiyn(line.price) * quantity) / 100 };
}

function totalled(products: CartLine[]): Cart {
  return {
    products,
    cartCount: products.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: products.reduce((sum, line) => sum + tyiyn(line.line_total), 0) / 100,
  };
}

/** The cart as the shop will answer it once `change` is made. */
export function applyCartChange(cart: Cart, change: CartChange): Cart {
  switch (change.kind) {
    case 'clear':
      return totalled([]);
    case 'remove':
      return totalled(cart.products.filter((line) => line.variation_id !== change.variation_id));
    case 'quantity':
      return totalled(
        cart.products.map((line) =>
          line.variation_id === change.variation_id ? withQuantity(line, change.quantity) : line,
        ),
      );
  }
}

export function applyCartChanges(cart: Cart, changes: readonly CartChange[]): Cart {
  return changes.reduce(applyCartChange, cart);
}

/** Whether `later` makes `earlier` pointless to send: it sets the same line again, or empties the cart. */
export function supersedes(later: CartChange, earlier: CartChange): boolean {
  if (later.kind === 'clear') return true;
  if (earlier.kind === 'clear') return false;
  return later.variation_id === earlier.variation_id;
}

/** A line the shop can no longer supply in full: sold out, or less in stock than chosen. */
export function isShortOfStock(line: CartLine): boolean {
  return line.available < line.quantity;
}
