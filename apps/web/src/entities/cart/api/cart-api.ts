import type { Cart } from '@aruu/contract/cart';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { call, queryKeyOf } from '@/shared/api/client';
import { tokens } from '@/shared/api/tokens';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSignedIn } from '@/shared/session/use-signed-in';
import {
  addToGuestCart,
  type GuestCartLine,
  guestCartCount,
  guestCartLines,
  subscribeToGuestCart,
} from '../guest-cart';
import { applyCartChanges, type CartChange, isCartChange } from './cart-changes';

/**
 * One entry for the cart in whatever language it was read: every answer replaces the cart
 * (spec §4), and the optimistic changes are applied to this exact entry.
 */
export const cartKey = queryKeyOf('GET /carts');
/** Every call that writes the cart carries this key and runs in one queue (`cartQueue`). */
export const cartWriteKey = ['cart', 'write'] as const;
/**
 * Cart writes of this tab run one after another, in the order they were made, so answers can
 * never arrive out of order and an older answer never overwrites a newer one.
 */
export const cartQueue = { id: 'cart' };

/**
 * Every cart answer is announced to the other tabs of this browser, which read the cart again:
 * a line added, merged or removed in one tab shows in the badge of all of them.
 */
let channel: BroadcastChannel | undefined;
/** Opened on first use, so that merely importing this module (as the prerenderer does) opens nothing. */
function otherTabs(): BroadcastChannel | undefined {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel('aruu-cart');
  return channel;
}

/** The last cart the shop answered, per query client: what pending changes are shown on top of. */
const confirmedCarts = new WeakMap<QueryClient, Cart>();
/** The prerendered first paint (no storage on the server) shows an empty guest cart. */
const emptyGuestCart: GuestCartLine[] = [];
const noGuestLines = () => emptyGuestCart;

/** Changes made but not yet answered, oldest first, except `settled` (the one being answered now). */
export function pendingCartChanges(queryClient: QueryClient, settled?: unknown): CartChange[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: cartWriteKey, status: 'pending' })
    .map((mutation) => mutation.state.variables)
    .filter((variables): variables is CartChange => variables !== settled && isCartChange(variables));
}

/**
 * Spec §4: the cart state is replaced by each successful answer of get, add, remove and update.
 * Changes still on their way are shown on top of it, so an answer to an earlier click does not
 * take back a later one.
 */
export function putCart(queryClient: QueryClient, cart: Cart, settled?: unknown) {
  confirmedCarts.set(queryClient, cart);
  queryClient.setQueryData(cartKey, applyCartChanges(cart, pendingCartChanges(queryClient, settled)));
  otherTabs()?.postMessage('changed');
}

/** After a refused change: the shop's last answer with the other pending changes on top. */
export function rollBackCart(queryClient: QueryClient, refused: unknown, snapshot: Cart | undefined) {
  const base = confirmedCarts.get(queryClient) ?? snapshot;
  if (base) queryClient.setQueryData(cartKey, applyCartChanges(base, pendingCartChanges(queryClient, refused)));
}

/**
 * Reads the cart again after it changed elsewhere (another tab, a merge). A read already on its
 * way may have started before the change: it is dropped rather than shared — TanStack would
 * otherwise hand the new request the old one's answer while the cart has no data yet.
 */
export async function rereadCart(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
  await queryClient.invalidateQueries({ queryKey: cartKey, exact: true });
}

export function useCart() {
  const signedIn = useSignedIn();
  const language = useLanguage();
  return useQuery({
    queryKey: cartKey,
    queryFn: async ({ signal, client }) => {
      const cart = await call('GET /carts', { query: { lang: language }, signal });
      confirmedCarts.set(client, cart);
      return applyCartChanges(cart, pendingCartChanges(client));
    },
    enabled: signedIn,
    // The cart changes in other tabs and by orders; it is cheap to read again.
    staleTime: 10_000,
  });
}

/** The header badge: the sum of quantities, of the account's cart or of this browser's guest cart. */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const cart = useCart();
  const queryClient = useQueryClient();
  useEffect(() => {
    const tabs = otherTabs();
    if (!tabs) return;
    const reread = () => void rereadCart(queryClient);
    tabs.addEventListener('message', reread);
    return () => tabs.removeEventListener('message', reread);
  }, [queryClient]);
  const guestLines = useSyncExternalStore(subscribeToGuestCart, guestCartLines, noGuestLines);
  return signedIn ? (cart.data?.cartCount ?? 0) : guestCartCount(guestLines);
}

export interface AddToCartInput {
  product_id: number;
  variation_id: number;
  quantity?: number;
}

/**
 * Adds to the account's cart, or — signed out — to this browser's cart, which is merged into
 * the account's at sign-in.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartWriteKey,
    scope: cartQueue,
    mutationFn: async ({ product_id, variation_id, quantity = 1 }: AddToCartInput) => {
      if (!tokens.access()) {
        addToGuestCart({ product_id, variation_id, quantity });
        return undefined;
      }
      return call('POST /carts/add_product', { body: { variation_id, quantity } });
    },
    onSuccess: (cart, input) => {
      if (cart) putCart(queryClient, cart, input);
    },
  });
}
