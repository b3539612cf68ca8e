import { useQuery } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/shared/api/client';
import { useSignedIn } from '@/shared/session/use-signed-in';

// Both are dropped by the session effects when the shopper signs out.
export const meKey = queryKeyOf('GET /users/me');
export const addressKey = queryKeyOf('GET /users/address/get');

/** The signed-in shopper's profile. */
export function useMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => call('GET /users/me', { signal }),
    enabled: signedIn,
  });
}

/** The shopper's one address, or null when there is none yet (spec §3). */
export function useAddress() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: addressKey,
    queryFn: ({ signal }) => call('GET /users/address/get', { signal }),
    enabled: signedIn,
  });
}

/** The shopper's company details for paying by invoice (bank transfer), or null. */
export const legalEntityKey = queryKeyOf('GET /users/legal_entity');

export function useLegalEntity() {
  return useQuery({
    queryKey: legalEntityKey,
    queryFn: ({ signal }) => call('GET /users/legal_entity', { signal }),
  });
}
