import type { ApiKey } from '@aruu/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRecentlyViewedMerge } from '@/entities/recently-viewed/recently-viewed-api';
import { useGuestCartMerge } from '@/features/cart/use-guest-cart-merge';
import { setSessionEndedHandler } from '@/shared/api/client';
import { paths } from '@/shared/paths';
import { useSignedIn } from '@/shared/session/use-signed-in';

/** Endpoints whose answers belong to the signed-in shopper; dropped when they sign out. */
const personalEndpoints: readonly ApiKey[] = [
  'GET /carts',
  'GET /products/favorites/ids',
  'GET /products/favorites/list',
  'GET /products/recently_viewed/list',
  'GET /orders',
  'GET /orders/:order_id',
  'GET /users/me',
  'GET /users/address/get',
  'GET /users/uds',
  'GET /carts/uds_points',
];
const isPersonal = (key: unknown): boolean => personalEndpoints.includes(key as ApiKey);

/**
 * What signing in and out changes everywhere: a session that ended on the server sends the
 * shopper to /auth (spec §4, §8); signing out forgets personal data; signing in refreshes the
 * catalogue (hearts on cards) and merges the guest cart and recently viewed products.
 */
export function useSessionEffects() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const previous = useRef(signedIn);
  useGuestCartMerge();
  useRecentlyViewedMerge();

  useEffect(() => {
    setSessionEndedHandler(() => navigate(paths.auth));
  }, [navigate]);

  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    if (signedIn) {
      queryClient.invalidateQueries();
    } else {
      queryClient.removeQueries({ predicate: (query) => isPersonal(query.queryKey[0]) });
    }
  }, [signedIn, queryClient]);
}
