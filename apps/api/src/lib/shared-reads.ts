/**
 * One read shared by everyone who asks while another is under way, for a value that must be at
 * least as new as the moment it was asked for (a version that a write committed just before
 * moves). A caller is never handed the read already in flight: that one may have been sent
 * before the caller's question, and so before a write the caller must see. Callers who ask
 * meanwhile all wait for the next read, begun as soon as the one in flight returns. So at most
 * one read is in flight, and under load many callers share each: the reads follow the database's
 * round trips, not the requests.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let next: Promise<T> | undefined;

  function begin(): Promise<T> {
    const started = read().finally(() => {
      if (inFlight === started) inFlight = undefined;
    });
    inFlight = started;
    return started;
  }

  return () => {
    if (!inFlight) return begin();
    next ??= inFlight.then(
      () => beginNext(),
      () => beginNext(),
    );
    return next;
  };

  function beginNext(): Promise<T> {
    next = undefined;
    return begin();
  }
}
