import { useEffect, useState } from 'react';

/**
 * False for the first render and true from a task after it: a screen renders what is below its
 * first screen in a second, shorter task, so that on a slow phone neither holds up a tap for long.
 */
export function useNextTask(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReached(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return reached;
}
