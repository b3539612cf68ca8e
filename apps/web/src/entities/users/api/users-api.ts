import type { User } from '@aruu/contract/auth';
import type { Address } from '@aruu/contract/users';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useSignedIn } from '@/shared/session/use-signed-in';

// Both roots are dropped by the session effects when the shopper signs out.
export const meKey = ['me'] as const;
export const addressKey = ['address'] as const;

/** The signed-in shopper's profile. */
export function useMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: meKey,
    queryFn: ({ signal }) => api.get<User>('users/me', undefined, signal),
    enabled: signedIn,
  });
}

/** The shopper's one address, or null when there is none yet (spec §3). */
export function useAddress() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: addressKey,
    queryFn: ({ signal }) => api.get<Address | null>('users/address/get', undefined, signal),
    enabled: signedIn,
  });
}
