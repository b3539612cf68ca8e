import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cartKey, putCart, rereadCart } from '@/entities/cart/api/cart-api';
import { guestCartLines } from '@/entities/cart/guest-cart';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { toast } from '@/shared/ui/toast';
import { mergeGuestCart } from './merge-guest-cart';

/** One merge at a time in this tab (other tabs wait on the Web Lock inside). */
let merging: Promise<unknown> | undefined;

/**
 * At sign-in (and at every start while signed in, and when the connection comes back) moves the
 * guest cart into the account's cart. What could not be moved in full is reported, never
 * silently dropped; after a failure the rest stays in this browser for the next attempt.
 */
export function useGuestCartMerge() {
  const { t } = useTranslation('cart');
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const merge = () => {
      if (merging || guestCartLines().length === 0) return;
      merging = mergeGuestCart()
        .then(async (report) => {
          if (!report) return;
          // A cart read that started before the merge must not overwrite its result.
          await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
          putCart(queryClient, report.cart);
          if (report.dropped > 0) toast.info(t('merge.skipped', { count: report.dropped }));
          if (report.reduced > 0) toast.info(t('merge.reduced', { count: report.reduced }));
        })
        .catch(() => {
          toast.error(t('merge.failed'));
          // Some lines may have been moved before the failure.
          void rereadCart(queryClient);
        })
        .finally(() => {
          merging = undefined;
        });
    };
    merge();
    window.addEventListener('online', merge);
    return () => window.removeEventListener('online', merge);
  }, [signedIn, queryClient, t]);
}
