import { useEffect, useRef, useState } from 'react';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';

/** The space kept between the switcher and whatever is docked under it. */
const GAP_PX = 12;

interface Band {
  top: number;
  bottom: number;
}

/**
 * How far above the window's bottom edge a box `boxHeight` tall must sit to cover none of the
 * bars docked at the bottom (the bottom bar, a page's buy or checkout bar): it climbs over each
 * bar it would overlap, lowest first. 0 when nothing is docked there (wide screens).
 */
export function clearanceAbove(docks: Band[], viewportHeight: number, boxHeight: number): number {
  let clearance = 0;
  for (const dock of [...docks].sort((a, b) => b.bottom - a.bottom)) {
    const boxTop = viewportHeight - clearance - GAP_PX - boxHeight;
    if (dock.top < viewportHeight && dock.bottom > boxTop) clearance = Math.max(clearance, viewportHeight - dock.top);
  }
  return clearance;
}

/** The bottom bar, and the pages' bars that mark themselves `data-bottom-dock` while shown. */
const DOCKED = '[data-bottom-bar], [data-bottom-dock]';

/** Whether a change adds, removes or shows/hides a bar docked at the bottom. */
function movesADock(record: MutationRecord): boolean {
  if (record.type === 'attributes') return true;
  return [...record.addedNodes, ...record.removedNodes].some(
    (node) => node instanceof Element && (node.matches(DOCKED) || node.querySelector(DOCKED) !== null),
  );
}

/**
 * Spec §1: the floating En / Кр / Ру switcher, on every screen. On a phone it rides above the
 * bottom bar and above a page's buy or checkout bar while one is shown, so it never hides the
 * buttons there; toasts (top right) and dialogs (the browser's top layer) are always above it.
 */
export function FloatingLanguageSwitcher() {
  const box = useRef<HTMLDivElement>(null);
  const [clearance, setClearance] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const docks = [...document.querySelectorAll(DOCKED)].map((element) => element.getBoundingClientRect());
      const height = box.current?.getBoundingClientRect().height ?? 0;
      setClearance(clearanceAbove(docks, window.innerHeight, height));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    // Measured in the next frame, not during hydration: reading boxes there forces a layout of a page
    // still being built, and the server's classes already place the switcher for the first paint.
    schedule();
    // A bar comes and goes with a page (the product's buy bar, the cart's checkout bar). Other
    // changes (a page rendering, a list growing) are no reason to measure: each would force a layout.
    const changes = new MutationObserver((records) => {
      if (records.some(movesADock)) schedule();
    });
    changes.observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-bottom-dock'] });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div
      ref={box}
      data-floating-language
      // Before the first measure (the server's first paint) the classes already keep it over the
      // bottom bar and a bar docked on it from the start (the product's buy bar, styles.css `--docked-bar`).
      style={clearance > 0 ? { bottom: `${clearance + GAP_PX}px` } : undefined}
      className={`fixed right-3 bottom-[calc(3.5rem+var(--docked-bar)+env(safe-area-inset-bottom)+0.75rem)] z-20 rounded-full bg-white/90 p-1 shadow-lg backdrop-blur motion-safe:transition-[bottom] motion-safe:duration-200 lg:right-5 lg:bottom-[calc(1.25rem+env(safe-area-inset-bottom))] lg:p-1.5 dark:bg-graphite-800/90`}
    >
      <LanguageSwitcher floating />
    </div>
  );
}
