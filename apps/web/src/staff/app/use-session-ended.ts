import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setSessionEndedHandler } from '@/staff/shared/api/client';

/**
 * A session that ended on the server (signed out elsewhere, the account disabled, refresh
 * refused) forgets what it read; the cleared tokens send the route guard to the sign-in page.
 */
export function useSessionEnded(queryClient: QueryClient) {
  useEffect(() => setSessionEndedHandler(() => queryClient.clear()), [queryClient]);
}
