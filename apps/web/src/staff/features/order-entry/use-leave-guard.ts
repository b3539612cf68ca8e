import { useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';

/** The in-app address a plain click on a link would open, other than the page itself. */
function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before a half-filled order is left while `active`: a reload or closing the tab get the
 * browser's own question, a link of the staff app (the menu, the board's link) is held until
 * `leave` or `stay`. Back is not caught: the storefront's checkout guard does that with a
 * history sentinel (features/checkout/use-leave-guard.ts), which the staff app may not import.
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  // Links carry the router's basename (`/staff`); navigate() adds it again.
  const base = useHref('/').replace(/\/$/, '');
  const [pending, setPending] = useState<string | null>(null);
  // Read when leaving, so a taken order switches the guard off at once.
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
      const target = inAppTarget(event);
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
    void navigate(pending.startsWith(`${base}/`) ? pending.slice(base.length) : pending);
  }, [pending, navigate, base]);

  const stay = useCallback(() => setPending(null), []);

  return { pending, leave, stay };
}
