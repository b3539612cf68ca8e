import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, staffTokens } from '../api/client';

/**
 * Ends the session on the server (so a copied token stops working), then forgets the tokens and
 * everything read with them; the route guard then shows the sign-in page.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await call('POST /staff/auth/sign-out').catch(() => undefined);
    staffTokens.clear();
    queryClient.clear();
  }, [queryClient]);
}
