import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change scrolls smoothly to the top (spec §2). A page that only records a choice
 * in its own address (a product's chosen variation) navigates with `state: { keepScroll: true }`.
 *
 * Not on the page the browser loaded: it opened at the top already, and a shopper who scrolled
 * the server's first paint while the app was still loading (or whose position the browser
 * restored on reload or back) is not pulled back up once the app has hydrated — a tap aimed at
 * the control they scrolled to would land on whatever the jump brought under the finger.
 */
export function useScrollToTopOnNavigation() {
  const { pathname, search, state } = useLocation();
  const keepScroll = (state as { keepScroll?: unknown } | null)?.keepScroll === true;
  const shown = useRef(`${pathname}${search}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is keyed on the location on purpose.
  useEffect(() => {
    const address = `${pathname}${search}`;
    if (address === shown.current) return;
    shown.current = address;
    if (keepScroll) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
}
