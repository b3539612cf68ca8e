import type { Cart } from '@aruu/contract/cart';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  cartKey,
  cartQueue,
  cartWriteKey,
  pendingCartChanges,
  putCart,
  rollBackCart,
} from '@/entities/cart/api/cart-api';
import { applyCartChange, type CartChange, supersedes } from '@/entities/cart/api/cart-changes';
import { MAX_LINE_QUANTITY } from '@/entities/cart/guest-cart';
import { isApiError } from '@/shared/api/api-error';
import { call } from '@/shared/api/client';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toast } from '@/shared/ui/toast';

function send(change: CartChange): Promise<Cart> {
  switch (change.kind) {
    case 'quantity':
      return call('POST /carts/update_quantity', {
        body: { variation_id: change.variation_id, quantity: change.quantity },
      });
    case 'remove':
      return call('POST /carts/remove_product', { body: { variation_id: change.variation_id } });
    case 'clear':
      return call('POST /carts/clear');
  }
}

/**
 * A change queued behind a later one for the same line (or behind "clear") is not sent: the
 * later one carries the value the shopper wants now. Ten quick clicks on + make at most two
 * calls, and the cart ends on the last value chosen.
 */
function isSuperseded(queryClient: QueryClient, change: CartChange): boolean {
  const queue = pendingCartChanges(queryClient);
  const position = queue.indexOf(change);
  return position >= 0 && queue.slice(position + 1).some((next) => supersedes(next, change));
}

/**
 * Changes the signed-in shopper's cart: quantity, remove a line, clear. Each change shows at
 * once; all cart writes run one at a time in the order made (`cartQueue`), every answer replaces
 * the cart with the pending changes shown on top, and a refused change is taken back with a
 * toast saying why — the other pending changes stay.
 */
export function useChangeCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('cart');
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationKey: cartWriteKey,
    scope: cartQueue,
    mutationFn: async (change: CartChange) => (isSuperseded(queryClient, change) ? undefined : send(change)),
    onMutate: async (change) => {
      // A refetch landing after this would show the cart without the change.
      await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
      const snapshot = queryClient.getQueryData<Cart>(cartKey);
      if (snapshot) queryClient.setQueryData(cartKey, applyCartChange(snapshot, change));
      return { snapshot };
    },
    onSuccess: (cart, change) => {
      if (cart) putCart(queryClient, cart, change);
    },
    onError: (error, change, context) => {
      rollBackCart(queryClient, change, context?.snapshot);
      toast.error(t(`changeFailed.${change.kind}`), errorText(error));
      // Stock or the line changed on the shop's side: read the cart again for the new limits.
      if (isApiError(error) && (error.status === 404 || error.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: cartKey, exact: true });
      }
    },
  });
  const { mutate } = mutation;

  /** Sets a line's quantity from what is on screen now (not from the last render), within 1–99. */
  const step = useCallback(
    (variationId: number, delta: number, max: number) => {
      const line = queryClient.getQueryData<Cart>(cartKey)?.products.find((item) => item.variation_id === variationId);
      if (!line) return;
      const quantity = Math.max(1, Math.min(line.quantity + delta, max, MAX_LINE_QUANTITY));
      if (quantity !== line.quantity) mutate({ kind: 'quantity', variation_id: variationId, quantity });
    },
    [queryClient, mutate],
  );

  return { change: mutate, step };
}
