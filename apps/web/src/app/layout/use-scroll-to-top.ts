import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change scrolls smoothly to the top (spec §2). A page that only records a choice
 * in its own address (a product's chosen variation) navigates with `state: { keepScroll: true }`.
 */
export function useScrollToTopOnNavigation() {
  const { pathname, search, state } = useLocation();
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is keyed on the location on purpose.
  useEffect(() => {
    if (keepScroll) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
}
