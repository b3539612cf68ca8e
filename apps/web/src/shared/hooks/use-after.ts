import { useEffect, useState } from 'react';

/**
 * True once `ms` have passed since the component mounted (counted while `active`), and from then
 * on. `useAfter(0)` is true from a task after the first render: a screen renders what is below its
 * first screen in a second, shorter task, so that on a slow phone neither holds up a tap for long.
 */
export function useAfter(ms: number, active = true): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, active]);
  return passed;
}
