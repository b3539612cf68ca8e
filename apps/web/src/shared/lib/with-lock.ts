/**
 * Runs `work` while holding a Web Lock of this origin, so tabs take turns (refreshing the token,
 * merging the guest cart). Where the browser has no Web Locks, it just runs.
 */
export function withBrowserLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (!navigator.locks) return work();
  // The DOM typings wrap the callback's promise once more than the browser does.
  return navigator.locks.request(name, work) as unknown as Promise<T>;
}
