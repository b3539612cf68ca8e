import type { UdsAccount } from '@aruu/contract/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useSignedIn } from '@/shared/session/use-signed-in';

// Dropped by the session effects when the shopper signs out.
export const udsAccountKey = queryKeyOf('GET /users/uds');
export const cartUdsPointsKey = queryKeyOf('GET /carts/uds_points');

/** The UDS account linked to the shopper's account, with its balance as UDS tells it now. */
export function useUdsAccount() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: udsAccountKey,
    queryFn: ({ signal }) => call('GET /users/uds', { signal }),
    enabled: signedIn,
    // The server asks UDS at most once a minute anyway.
    staleTime: 60_000,
    retry: false,
  });
}

/** What the cart would earn and may spend in the linked UDS account; `subtotal` keys it to the cart. */
export function useCartUdsPoints(subtotal: number) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...cartUdsPointsKey, subtotal],
    queryFn: ({ signal }) => call('GET /carts/uds_points', { signal }),
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
}

function useUdsMutation<A>(mutationFn: (argument: A) => Promise<UdsAccount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (account) => {
      queryClient.setQueryData(udsAccountKey, account);
      void queryClient.invalidateQueries({ queryKey: cartUdsPointsKey });
    },
  });
}

/** Links the UDS account behind a code from the UDS app. */
export const useLinkUds = () =>
  useUdsMutation((code: string) => call('POST /users/uds/link', { body: { uds_code: code } }));

export const useUnlinkUds = () => useUdsMutation(() => call('POST /users/uds/unlink'));
