import { HYDRATING_ATTRIBUTE } from '@aruu/contract/first-paint';
import { memo, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Set on a part's element once it has hydrated after the rest of the page. */
const HYDRATED_LATER_ATTRIBUTE = 'data-hydrated';

/** How far below the screen a part starts hydrating, so a scrolling shopper meets it live. */
const AHEAD = '300px 0px';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
  /** The part has hydrated: its own handlers answer. */
  live: boolean;
  /** Run once the part has hydrated. */
  hydrated: (() => void)[];
}

function newGate(): Gate {
  let resolve: () => void = () => {};
  const gate: Gate = {
    opened: false,
    live: false,
    hydrated: [],
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** While the app hydrates the server's first paint (main.tsx), and never on the server. */
const hydratingFirstPaint = () =>
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(HYDRATING_ATTRIBUTE) === true;

/** Runs `run` once the browser is idle (5 s at most; 200 ms where it cannot tell); returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** Suspends while its gate is shut: hydrating, the part keeps the server's nodes untouched. */
function Gated({
  gate,
  id,
  className,
  children,
}: {
  gate?: Gate;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!gate) return;
    gate.live = true;
    for (const run of gate.hydrated.splice(0)) run();
  }, [gate]);
  // Seen by the browser tests, which check that hydrating the part replaced none of its nodes: a
  // passive effect, so that their observer has seen this hydration's changes as the part's.
  useEffect(() => {
    if (gate) ref.current?.setAttribute(HYDRATED_LATER_ATTRIBUTE, '');
  }, [gate]);
  if (gate && !gate.opened) throw gate.promise;
  return (
    <div ref={ref} data-hydrate-later={id} className={className}>
      {children}
    </div>
  );
}

/**
 * Not rendered again while its gate is shut: a page re-rendering around a part that waits would
 * suspend it a second time outside hydration, and Preact then hydrates it into nodes of its own,
 * leaving the server's on the page without their handlers (seen on the product page).
 */
const Waiting = memo(Gated, (_, next) => next.gate !== undefined && !next.gate.opened);

/**
 * Around a part of a server-rendered page below its first screen (reviews, related products, the
 * footer): while the app hydrates the server's first paint, the part keeps the server's HTML as it
 * is and is hydrated in a task of its own — when it comes within reach of the screen, when the
 * shopper touches or focuses it, or when the browser is idle — so hydrating the first screen is
 * not one long task for the whole page. Rendered any other way (an in-app navigation, the
 * development server, component tests) it renders its children at once. One wrapping element,
 * the node the hydration keeps while the part waits.
 */
export function HydrateWhenSeen({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const [gate] = useState(() => (hydratingFirstPaint() ? newGate() : undefined));
  // A layout effect: in place before the page goes live and replays the taps held until then.
  useLayoutEffect(() => {
    if (!gate || gate.opened) return;
    const node = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`);
    if (!node) return gate.open();
    const open = () => gate.open();
    // A tap or a focus on the part hydrates it at once, before its click arrives.
    node.addEventListener('pointerdown', open, { capture: true });
    node.addEventListener('focusin', open, { capture: true });
    // A click with no pointer before it (a tap held while the page hydrated, replayed by
    // heldTapsScript; the keyboard) waits for the part's hydration and is replayed on it.
    const onClick = (event: Event) => {
      if (gate.live || !(event.target instanceof Element)) return;
      const target = event.target.closest('a[href],button,input,select,textarea,label,summary,[role]');
      if (!(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      gate.hydrated.push(() => target.isConnected && target.click());
      gate.open();
    };
    node.addEventListener('click', onClick, { capture: true });
    const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
      rootMargin: AHEAD,
    });
    seen.observe(node);
    const cancelIdle = whenIdle(open);
    return () => {
      node.removeEventListener('pointerdown', open, { capture: true });
      node.removeEventListener('focusin', open, { capture: true });
      node.removeEventListener('click', onClick, { capture: true });
      seen.disconnect();
      cancelIdle();
    };
  }, [gate, id]);
  return (
    <Suspense fallback={null}>
      <Waiting gate={gate} id={id} className={className}>
        {children}
      </Waiting>
    </Suspense>
  );
}
