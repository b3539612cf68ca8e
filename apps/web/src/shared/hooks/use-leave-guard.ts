import { useCallback, useEffect, useRef, useState } from 'react';
import { useHref, useNavigate } from 'react-router';

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
 * Back is caught with an extra history entry of the same address (the sentinel) on top of the
 * checkout's own (the base): Back only steps down to the base, and the page asks there. Both copy
 * React Router's state (`usr`, `key`, `idx`), so to the router the step is no navigation at all.
 */
const MARK = 'aruuLeaveGuard';
interface Mark {
  entry: 'base' | 'sentinel';
  /** The document that made the entry: after a reload, stepping to an older one loads the page anew. */
  doc: number;
  /** The checkout's own entries from earlier documents right behind the base (one per reload). */
  behind: number;
}
const thisDocument = performance.timeOrigin;
const markOf = (): Mark | undefined => (window.history.state as Record<string, Mark> | null)?.[MARK];
const markedState = (mark: Mark) => ({ ...window.history.state, [MARK]: mark });
const isOurSentinel = (mark = markOf()) => mark?.entry === 'sentinel' && mark.doc === thisDocument;

/** Where a held departure goes: a link's address, or one step back in the history. */
type Departure = { to: string } | 'back';

/**
 * Asks before a half-filled form is left while `active` — the storefront's checkout (spec §2) and
 * the staff app's new order: a reload, closing the tab or typing an address get the browser's own
 * question (`beforeunload`); a link inside the app, Back (the browser's, the phone's gesture, the
 * header's arrow, which is `navigate(-1)`) are held and answered by `leave` or `stay`. React
 * Router's `useBlocker` would need the data router, which neither app uses (docs/decisions/002):
 * see the checkout's leave-guard decision record (039).
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  // A link's address carries the router's basename (the staff app's `/staff`); navigate() adds it again.
  const basename = useHref('/').replace(/\/$/, '');
  const [pending, setPending] = useState<Departure | null>(null);
  // Read by the listeners at the moment of leaving: a placed order switches the guard off at once.
  const activeRef = useRef(active);
  activeRef.current = active;
  /** Set once the shopper chose to leave: nothing asks again on the way out. */
  const leaving = useRef(false);
  /** A `history.back()` of ours that drops the sentinel has not landed yet. */
  const dropping = useRef(false);
  const guarding = useCallback(() => activeRef.current && !leaving.current, []);

  // The sentinel is there exactly while the guard is on, so Back works normally without it.
  const syncHistory = useCallback(() => {
    if (dropping.current || leaving.current) return;
    const current = markOf();
    if (guarding() && !isOurSentinel(current)) {
      // A sentinel left by the document before a reload becomes this document's base: Back from
      // an earlier document's entry would load the checkout anew instead of asking.
      const behind = current?.entry === 'sentinel' ? current.behind + 1 : (current?.behind ?? 0);
      window.history.replaceState(markedState({ entry: 'base', doc: thisDocument, behind }), '');
      window.history.pushState(markedState({ entry: 'sentinel', doc: thisDocument, behind }), '');
    } else if (!activeRef.current && isOurSentinel(current)) {
      dropping.current = true;
      window.history.back();
    }
  }, [guarding]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the history follows `active`, read through its ref.
  useEffect(syncHistory, [active, syncHistory]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding()) return;
      event.preventDefault();
      // Older Chromium shows the question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture on the document runs before React Router's own click handler on the link.
    const onClick = (event: MouseEvent) => {
      if (!guarding()) return;
      const target = guardedTarget(event);
      if (target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ to: target });
    };
    // React Router renders the base as the same location; here the step down to it is a question.
    const onPopState = () => {
      if (dropping.current) {
        dropping.current = false;
        syncHistory();
      } else if (guarding() && markOf()?.entry === 'base') {
        setPending('back');
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [guarding, syncHistory]);

  const leave = useCallback(() => {
    if (pending === null) return;
    leaving.current = true;
    setPending(null);
    if (pending === 'back') {
      window.history.go(-1 - (markOf()?.behind ?? 0));
    } else {
      // Taking the sentinel's place leaves the history as it would be without the guard.
      const to = basename && pending.to.startsWith(`${basename}/`) ? pending.to.slice(basename.length) : pending.to;
      navigate(to, { replace: isOurSentinel() });
    }
  }, [pending, navigate, basename]);

  const stay = useCallback(() => {
    setPending(null);
    syncHistory();
  }, [syncHistory]);

  return { pending, leave, stay };
}
