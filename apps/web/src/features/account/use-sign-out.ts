import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { tokens } from '@/shared/api/tokens';
import { paths } from '@/shared/paths';

/**
 * Forgets the tokens and goes home, replacing history so Back does not return to a signed-in
 * page (spec §4). Clearing the tokens re-renders synchronously, and the signed-in route guard
 * answers that by redirecting to /auth; flushing that render first lets the replace to `/`
 * come last, instead of the navigation to `/` being overtaken by the guard's redirect.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    flushSync(() => tokens.clear());
    navigate(paths.home, { replace: true });
  }, [navigate]);
}
