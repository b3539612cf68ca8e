import type { Cart, CartLine } from '@aruu/contract/cart';
import {
  type GuestCartLine,
  guestCartLines,
  MAX_LINE_QUANTITY,
  removeGuestLine,
  setGuestMergeBases,
} from '@/entities/cart/guest-cart';
import { isApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/client';
import { tokens } from '@/shared/api/tokens';
import { withBrowserLock } from '@/shared/lib/with-lock';

/** `moved` in full; `reduced`: fewer pieces than collected (stock); `dropped`: sold out or gone from the shop. */
type Outcome = 'moved' | 'reduced' | 'dropped';

export interface MergeReport {
  /** The account's cart after the merge. */
  cart: Cart;
  reduced: number;
  dropped: number;
}

const add = (variationId: number, quantity: number) =>
  call('POST /carts/add_product', { body: { variation_id: variationId, quantity } });
const setQuantity = (variationId: number, quantity: number) =>
  call('POST /carts/update_quantity', { body: { variation_id: variationId, quantity } });

/**
 * The account's cart already has this variation: its quantity becomes what it held when the
 * merge began plus what was collected, within stock. Setting a total (never adding) makes a
 * repeat after a lost answer harmless.
 */
async function topUpLine(line: GuestCartLine, existing: CartLine): Promise<{ cart?: Cart; outcome: Outcome }> {
  const target = Math.min((line.merge_base ?? existing.quantity) + line.quantity, MAX_LINE_QUANTITY);
  const quantity = Math.min(target, existing.available);
  const outcome = quantity < target ? 'reduced' : 'moved';
  if (quantity <= existing.quantity) return { outcome };
  try {
    return { cart: await setQuantity(line.variation_id, quantity), outcome };
  } catch (error) {
    // Stock fell since the cart was read: the line keeps what it has.
    if (isApiError(error, 'not_enough_stock')) return { outcome: 'reduced' };
    throw error;
  }
}

/** A variation the account's cart does not have yet: all of it, or as much as the shop has. */
async function addLine(line: GuestCartLine): Promise<{ cart?: Cart; outcome: Outcome }> {
  try {
    return { cart: await add(line.variation_id, line.quantity), outcome: 'moved' };
  } catch (error) {
    if (isApiError(error, 'not_found')) return { outcome: 'dropped' };
    if (!isApiError(error, 'not_enough_stock')) throw error;
  }
  // Fewer in stock than collected. One piece tells whether any is left, and the answer says how many.
  let cart: Cart;
  try {
    cart = await add(line.variation_id, 1);
  } catch (error) {
    if (isApiError(error, 'not_enough_stock')) return { outcome: 'dropped' };
    throw error;
  }
  const available = cart.products.find((item) => item.variation_id === line.variation_id)?.available ?? 1;
  const quantity = Math.min(line.quantity, available);
  if (quantity > 1) cart = await setQuantity(line.variation_id, quantity);
  return { cart, outcome: 'reduced' };
}

/**
 * Moves what was collected while signed out into the account's cart. Every line leaves this
 * browser only once the shop has taken it (or it cannot be taken: sold out, no longer sold), so
 * a failure halfway keeps exactly the lines not yet moved, and the next attempt moves those.
 * A Web Lock makes two tabs signing in together take turns: the second finds nothing left.
 */
export function mergeGuestCart(): Promise<MergeReport | undefined> {
  return withBrowserLock('aruu-guest-cart-merge', async () => {
    if (guestCartLines().length === 0 || !tokens.access()) return undefined;
    let cart = await call('GET /carts');
    const accountLine = (variationId: number) => cart.products.find((item) => item.variation_id === variationId);
    setGuestMergeBases((line) => accountLine(line.variation_id)?.quantity ?? 0);
    const report: MergeReport = { cart, reduced: 0, dropped: 0 };
    for (const line of guestCartLines()) {
      // Signed out meanwhile: what is left stays here for the next sign-in.
      if (!tokens.access()) break;
      const existing = accountLine(line.variation_id);
      const result = existing ? await topUpLine(line, existing) : await addLine(line);
      if (result.cart) cart = result.cart;
      removeGuestLine(line.variation_id);
      if (result.outcome !== 'moved') report[result.outcome] += 1;
    }
    report.cart = cart;
    return report;
  });
}
