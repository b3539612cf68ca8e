import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSignedIn } from '@/shared/session/use-signed-in';
import { deviceRecentIds, forgetDeviceList, rememberOnDevice } from './device-list';

/** The account's list in every language. */
const accountListKey = queryKeyOf('GET /products/recently_viewed/list');

/** The products viewed last, the newest first: the account's list, or a guest's from this browser. */
export function useRecentlyViewed() {
  const signedIn = useSignedIn();
  const lang = useLanguage();
  const [deviceIds] = useState(deviceRecentIds);
  const account = useQuery({
    queryKey: queryKeyOf('GET /products/recently_viewed/list', { query: { lang } }),
    queryFn: ({ signal }) => call('GET /products/recently_viewed/list', { query: { lang }, signal }),
    enabled: signedIn,
  });
  const guestQuery = { lang, ids: deviceIds.join(',') };
  const guest = useQuery({
    queryKey: queryKeyOf('GET /products/recently_viewed/cards', { query: guestQuery }),
    queryFn: ({ signal }) => call('GET /products/recently_viewed/cards', { query: guestQuery, signal }),
    enabled: !signedIn && deviceIds.length > 0,
  });
  return signedIn ? account.data?.items : deviceIds.length > 0 ? guest.data?.items : [];
}

/**
 * Counts the product as viewed: in the account when signed in, else in this browser. The lists
 * on screen keep what they show until the next page, so the product does not jump into them.
 */
export function useRecordView(productId: number) {
  const signedIn = useSignedIn();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) {
      rememberOnDevice(productId);
      return;
    }
    void call('POST /products/recently_viewed/add', { query: { lang }, body: { product_ids: [productId] } })
      .then(() => queryClient.invalidateQueries({ queryKey: accountListKey, refetchType: 'none' }))
      // A view that could not be recorded is not worth troubling the shopper about.
      .catch(() => undefined);
  }, [productId, signedIn, lang, queryClient]);
}

/** At sign-in, moves a guest's list from this browser into the account's, keeping its order. */
export function useRecentlyViewedMerge() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    const ids = deviceRecentIds();
    if (!signedIn || ids.length === 0) return;
    void call('POST /products/recently_viewed/add', { body: { product_ids: ids } })
      .then(() => {
        forgetDeviceList();
        return queryClient.invalidateQueries({ queryKey: accountListKey });
      })
      // Kept in this browser for the next attempt.
      .catch(() => undefined);
  }, [signedIn, queryClient]);
}
