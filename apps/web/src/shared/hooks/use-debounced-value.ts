import { useLayoutEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs`. The quiet period starts when the change
 * is rendered: a layout effect runs then under React and under Preact (the storefront's build),
 * where a passive effect waits for the next frame and would add it to every wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useLayoutEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
