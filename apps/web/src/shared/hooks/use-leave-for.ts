import { useEffect, useState } from 'react';

/**
 * Leaving the shop for another site (a payment provider's page): `leave(url)` goes there, and
 * `leaving` stays true while the browser goes (so the button keeps its spinner); it is reset if
 * the browser comes back to this page from its back-forward cache.
 */
export function useLeaveFor() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const leave = (url: string) => {
    setLeaving(true);
    window.location.assign(url);
  };
  return { leaving, leave };
}
