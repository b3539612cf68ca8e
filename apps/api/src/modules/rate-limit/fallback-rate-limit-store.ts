import { Counter, Gauge, type Registry } from 'prom-client';
import type { RateLimitHit, RateLimitStore } from './rate-limit-store.js';

export interface FallbackLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

export interface FallbackRateLimitStoreOptions {
  /** The shared counters (Redis); `connected` says whether its connection is up now. */
  primary: RateLimitStore & { connected(): boolean };
  /** Where hits are counted while the primary is away (PostgreSQL, shared by every instance too). */
  fallback: RateLimitStore;
  log: FallbackLog;
  /** The /metrics registry the fallback's counters are added to. */
  registry?: Registry;
  /** After a failed command on a connection that still looks up, how long until the primary is tried again. */
  retryMs?: number;
}

export interface FallbackRateLimitStore extends RateLimitStore {
  /** The primary's connection failed (an error event): count in the fallback until it is ready. */
  primaryFailed(error: unknown): void;
  /** The primary's connection is ready again. */
  primaryReady(): void;
}

/**
 * Rate limits that survive their store: Redis counts them while it answers; while it does not,
 * PostgreSQL does (docs/decisions/048), so sign-in and registration keep working and keep their
 * limits instead of failing with 500. The switch is logged once per outage (not per request or
 * reconnection attempt) and counted in /metrics; the way back is the connection's own `ready`
 * event, or — for a server that stopped answering on a connection that stayed open — a retry
 * of a real command every `retryMs`.
 *
 * A window counted in one store is not carried to the other: around a switch a client may get a
 * few more attempts than the rule allows, never fewer.
 */
export function createFallbackRateLimitStore({
  primary,
  fallback,
  log,
  registry,
  retryMs = 5_000,
}: FallbackRateLimitStoreOptions): FallbackRateLimitStore {
  let usingFallback = false;
  let retryAt = 0;
  const registers = registry ? [registry] : [];
  const switches = new Counter({
    name: 'rate_limit_fallbacks_total',
    help: 'Times Redis became unavailable and rate limits went on in PostgreSQL',
    registers,
  });
  const fallbackHits = new Counter({
    name: 'rate_limit_fallback_hits_total',
    help: 'Rate-limit hits counted in PostgreSQL because Redis was unavailable',
    registers,
  });
  new Gauge({
    name: 'rate_limit_fallback_active',
    help: '1 while rate limits are counted in PostgreSQL because Redis is unavailable',
    registers,
    collect() {
      this.set(usingFallback ? 1 : 0);
    },
  });

  function primaryFailed(error: unknown) {
    retryAt = Date.now() + retryMs;
    if (usingFallback) return;
    usingFallback = true;
    switches.inc();
    log.warn({ err: error }, 'Redis is unavailable: rate limits are counted in PostgreSQL until it answers again');
  }

  function primaryReady() {
    if (!usingFallback) return;
    usingFallback = false;
    log.info('Redis answers again: rate limits are counted in Redis again');
  }

  /** The primary, unless it is known to be away; the fallback when it is, or when it fails now. */
  async function route<T>(work: (store: RateLimitStore) => Promise<T>, onFallback = () => {}): Promise<T> {
    const retryDue = usingFallback && primary.connected() && Date.now() >= retryAt;
    if (!usingFallback || retryDue) {
      try {
        const result = await work(primary);
        if (retryDue) primaryReady();
        return result;
      } catch (error) {
        primaryFailed(error);
      }
    }
    onFallback();
    return work(fallback);
  }

  return {
    hit: (key: string, windowMs: number): Promise<RateLimitHit> =>
      route(
        (store) => store.hit(key, windowMs),
        () => fallbackHits.inc(),
      ),
    reset: (key) => route((store) => store.reset(key)),
    refund: (key) => route((store) => store.refund(key)),
    primaryFailed,
    primaryReady,
  };
}
