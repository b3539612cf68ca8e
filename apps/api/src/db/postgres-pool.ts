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
 * A node-postgres pool that survives its server going away (docs/architecture.md, "When the
 * database goes away"): every error of every client is reported to `onConnectionError` instead of
 * becoming an uncaught exception, and no broken client keeps a pool slot.
 *
 * No client-side `query_timeout`: after one fires, pg leaves the query running on the connection,
 * and Drizzle's transaction() releases that client to the pool as if healthy (drizzle-orm#6114),
 * so the next borrower would wait behind it or run inside its transaction. The server-side
 * `statement_timeout` cancels cleanly instead.
 */
export function createPostgresPool(options: PostgresPoolOptions, onConnectionError: (error: Error) => void): pg.Pool {
  const settings = { ...options.settings, statement_timeout: options.statementTimeoutMs ?? 0 };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
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
  return pool;
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
