import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The in-app address a click on this link would open, if it is one to ask about. */
function guardedTarget(event: MouseEvent): string | undefined {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return undefined;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before the shopper leaves the checkout while `active` (spec §2): a reload, closing the tab or
 * typing an address get the browser's own question (`beforeunload`); a link inside the app is held
 * and answered by `leave` or `stay`. React Router's `useBlocker` would need the data router, which
 * the storefront does not use (docs/decisions/002): see the checkout's leave-guard decision record.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  // Read by the listeners at the moment of leaving: a placed order switches the guard off at once.
  const activeRef = useRef(active);
  activeRef.current = active;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current) return;
      event.preventDefault();
      // Older Chromium shows the question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before React Router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current) return;
      const target = guardedTarget(event);
      if (target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  const leave = useCallback(() => {
    if (pending === null) return;
    activeRef.current = false;
    setPending(null);
    navigate(pending);
  }, [pending, navigate]);

  return { pending, leave, stay: useCallback(() => setPending(null), []) };
}
