import pg from 'pg';

export interface PostgresPoolOptions {
  url: string;
  poolSize?: number;
  /** How long to wait for a connection (a new one, or a free one in a full pool); 0: no limit. */
  connectTimeoutMs?: number;
  /** The longest a statement may run on the server; 0: no limit (migrations, scripts). */
  statementTimeoutMs?: number;
  /** Settings sent with each connection's start-up packet, so no query has to run first. */
  settings?: Record<string, string | number>;
}

/**
 * Every connection of the pool was in use, and stayed in use for as long as a request may wait
 * for one (`connectTimeoutMs`): the database answers, this process has more work than connections.
 */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
  readonly code = 'ARUU_POOL_BUSY';
  constructor(cause: Error) {
    super('every database connection stayed in use while this request waited for one', { cause });
  }
}

/** How a wait for a free connection ended: served, the pool busy throughout, or a failure. */
export type PoolWaitOutcome = 'served' | 'busy' | 'failed';

/** What the metrics read off a pool. */
export interface PoolActivity {
  /** Connections open (or opening), of them in use, and requests waiting for one, now. */
  stats(): { open: number; inUse: number; waiting: number; max: number };
  /** Called after each wait of a request that found every connection in use. */
  onWait(listener: (seconds: number, outcome: PoolWaitOutcome) => void): void;
}

/** pg-pool's error when a request queued for a connection longer than `connectionTimeoutMillis`. */
const QUEUE_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * A node-postgres pool that survives its server going away (docs/areas/platform.md, "When the
 * database goes away"): every error of every client is reported to `onConnectionError` instead of
 * becoming an uncaught exception, and no broken client keeps a pool slot.
 *
 * No client-side `query_timeout`: after one fires, pg leaves the query running on the connection,
 * and Drizzle's transaction() releases that client to the pool as if healthy (drizzle-orm#6114),
 * so the next borrower would wait behind it or run inside its transaction. The server-side
 * `statement_timeout` cancels cleanly instead.
 */
export function createPostgresPool(
  options: PostgresPoolOptions,
  onConnectionError: (error: Error) => void,
): { pool: pg.Pool; activity: PoolActivity } {
  const settings = { ...options.settings, statement_timeout: options.statementTimeoutMs ?? 0 };
  const max = options.poolSize ?? 20;
  const pool = new pg.Pool({
    connectionString: options.url,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
    // A connection once opened stays open (pg-pool closes idle ones after 10 s by default): a new
    // connection plans the catalogue's statements 6–9 ms slower until its caches are warm (issue
    // 30), so a lull of ten seconds made the next burst's first requests the slowest. The pool
    // still never holds more than `max`, and keepAlive finds a connection whose server is gone.
    idleTimeoutMillis: 0,
    // Lets the OS find, eventually, an idle connection whose server vanished without a word.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });

  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // The pool listens on idle clients only (and removes a broken one); a checked-out client emits
  // its own `error` (ECONNRESET, 57P01 on a restart), which without a listener is an uncaught
  // exception. So every client gets one for its whole life.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      onConnectionError(error);
      if (checkedOut.has(client)) giveBack(client, error);
    }),
  );
  // Idle clients' errors reach the listener above too.
  pool.on('error', () => {});
  const activity = observeWaits(pool, max, checkedOut);
  return { pool, activity };
}

/**
 * Wraps `pool.connect` (which `pool.query` and Drizzle's transactions both go through) to time
 * the waits of requests that found every connection in use, and to tell a busy pool from an
 * absent database when such a wait times out: if at that moment every connection is open and
 * lent to a request, the database was serving them all along (PoolBusyError); if some are still
 * opening, it is the database that does not answer (the error stays as pg-pool raised it).
 */
function observeWaits(pool: pg.Pool, max: number, checkedOut: Set<pg.PoolClient>): PoolActivity {
  const listeners: Array<(seconds: number, outcome: PoolWaitOutcome) => void> = [];
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => void;
  const classify = (error: Error | undefined): Error | undefined =>
    error?.message === QUEUE_TIMEOUT && checkedOut.size >= max ? new PoolBusyError(error) : error;

  function connectObserved(callback: Parameters<typeof connect>[0]) {
    const queued = pool.idleCount === 0 && pool.totalCount >= max;
    if (!queued || listeners.length === 0) {
      return connect((error, client, done) => callback(classify(error), client, done));
    }
    const started = performance.now();
    connect((error, client, done) => {
      const classified = classify(error);
      const outcome = !classified ? 'served' : classified instanceof PoolBusyError ? 'busy' : 'failed';
      for (const listener of listeners) listener((performance.now() - started) / 1000, outcome);
      callback(classified, client, done);
    });
  }

  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) return connectObserved(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connectObserved((error, client) => (error ? reject(error) : resolve(client!))),
    );
  }) as typeof pool.connect;

  return {
    stats: () => ({ open: pool.totalCount, inUse: checkedOut.size, waiting: pool.waitingCount, max }),
    onWait: (listener) => listeners.push(listener),
  };
}

/**
 * Hands a broken, checked-out client back to the pool now, with its error, so the pool discards
 * it; the borrower's own release() later does nothing. Drizzle's transaction() sends BEGIN before
 * the try/finally that releases its client (drizzle-orm#6241, open in 0.45), so a connection
 * breaking at that moment would otherwise keep its slot for the life of the process.
 */
function giveBack(client: pg.PoolClient, error: Error) {
  const release = client.release;
  client.release = () => {};
  release(error);
}
