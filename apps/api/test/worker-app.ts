import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type App, type AppDependencies, buildApp } from '../src/app.js';
import type { Database, Db } from '../src/db/client.js';
import type { PoolActivity, PoolWaitOutcome } from '../src/db/postgres-pool.js';
import * as schema from '../src/db/schema/index.js';
import type { TestDatabase } from './test-database.js';

/**
 * The worker's app (decision 054): built once per test worker, then lent to one test file after
 * another, each on its own fresh copy of the seeded database. Building the app costs more than
 * copying the database, and a copy keeps a file's writes — committed, timestamped and locked as
 * in production — out of every other file's sight, which a rolled-back transaction would not.
 *
 * The app keeps the database it was built with; that database's connection pool forwards to
 * the pool of the copy lent out now, and fails while none is (between two files).
 */
export interface WorkerApp {
  /** Points the app at a file's database copy until `release`, building the app on first use. */
  lend(database: TestDatabase): Promise<App>;
  release(): void;
}

export function workerApp(dependencies: Omit<AppDependencies, 'database'>): WorkerApp {
  let current: TestDatabase | undefined;
  const lent = () => {
    if (!current) throw new Error("the worker's app was used between two test files");
    return current;
  };
  const waitListeners: Array<(seconds: number, outcome: PoolWaitOutcome) => void> = [];
  const connectionErrorListeners: Array<(error: Error) => void> = [];
  const database: Database = {
    db: drizzle(
      forwardingPool(() => current && poolOf(current)),
      { schema },
    ) as unknown as Db,
    kind: 'postgres',
    ping: () => lent().ping(),
    onConnectionError: (listener) => {
      connectionErrorListeners.push(listener);
    },
    listen: (channel, listener) => lent().listen(channel, listener),
    pool: forwardingActivity(() => current?.pool, waitListeners),
    // Each copy is closed by the file that opened it.
    close: async () => {},
  };
  let built: Promise<App> | undefined;
  return {
    async lend(copy) {
      current = copy;
      for (const listener of waitListeners) copy.pool?.onWait(listener);
      for (const listener of connectionErrorListeners) copy.onConnectionError(listener);
      built ??= buildApp({ ...dependencies, database }).then(async (app) => {
        await app.ready();
        return app;
      });
      return built;
    },
    release() {
      current = undefined;
    },
  };
}

function poolOf(database: Database): pg.Pool {
  return (database.db as unknown as { $client: pg.Pool }).$client;
}

/**
 * A `pg.Pool` (Drizzle asks `instanceof Pool` before it checks a connection out for a transaction)
 * whose every property is the lent copy's pool, its methods bound to that pool; between two files
 * its methods fail.
 */
function forwardingPool(target: () => pg.Pool | undefined): pg.Pool {
  return new Proxy(new pg.Pool(), {
    get(placeholder, property) {
      const pool = target();
      const value = Reflect.get(pool ?? placeholder, property);
      if (typeof value !== 'function') return value;
      if (!pool) {
        return () => {
          throw new Error("the worker's app was used between two test files");
        };
      }
      return value.bind(pool);
    },
  });
}

/** The metrics' view of the lent copy's pool; a wait listener is added to each copy as it is lent. */
function forwardingActivity(
  target: () => PoolActivity | undefined,
  waitListeners: Array<(seconds: number, outcome: PoolWaitOutcome) => void>,
): PoolActivity {
  return {
    stats: () => target()?.stats() ?? { open: 0, inUse: 0, waiting: 0, max: 0 },
    onWait: (listener) => {
      waitListeners.push(listener);
    },
  };
}
