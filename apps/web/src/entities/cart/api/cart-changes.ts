import type { Cart, CartLine } from '@aruu/contract/cart';
import { somToTyiyn, tyiynToSom } from '@/shared/lib/money';

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

/** A line's total in tyiyn, from its price as the shop answered it: the same sum the shop makes. */
const lineTyiyn = (line: CartLine, quantity = line.quantity) => somToTyiyn(line.price) * quantity;

function withQuantity(line: CartLine, quantity: number): CartLine {
  return { ...line, quantity, line_total: tyiynToSom(lineTyiyn(line, quantity)) };
}

function totalled(products: CartLine[]): Cart {
  return {
    products,
    cartCount: products.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: tyiynToSom(products.reduce((sum, line) => sum + lineTyiyn(line), 0)),
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
