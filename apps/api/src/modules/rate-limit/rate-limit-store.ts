/** One counted hit: how many the current window holds, this one included, and when it ends. */
export interface RateLimitHit {
  count: number;
  /** Epoch milliseconds, on this process's clock. */
  resetAt: number;
}

/**
 * Fixed-window hit counters that every API process shares (PostgreSQL or Redis), so a limit
 * holds however many processes serve the requests.
 */
export interface RateLimitStore {
  /** Atomically counts one hit in the window that contains now; the first hit starts a window. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Forgets the key's window, e.g. after a successful login. */
  reset(key: string): Promise<void>;
  /**
   * Takes back one hit of the current window (never below zero; nothing once it has ended): a
   * hit counted in advance that turned out not to be what the rule counts, e.g. a right password.
   */
  refund(key: string): Promise<void>;
}

export function assertWindow(windowMs: number) {
  if (!Number.isSafeInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`A rate-limit window must be a positive whole number of milliseconds, got ${windowMs}`);
  }
}
