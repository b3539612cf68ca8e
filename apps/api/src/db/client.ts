import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { listenOnPostgres } from './postgres-listen.js';
import { createPostgresPool, type PoolActivity, type PostgresPoolOptions } from './postgres-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the code uses: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round-trips to the server; used by /readyz. */
  ping(): Promise<void>;
  /**
   * Calls `listener` when a connection to the server breaks (a restart, a network fault). The
   * pool has dropped that connection already and opens new ones as requests need them.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Calls `listener` with the payload of every NOTIFY on `channel` once its transaction commits,
   * from any process sharing the database. Answers a function that stops listening.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's use and waits, for the metrics; an embedded database has no pool. */
  pool?: PoolActivity;
  close(): Promise<void>;
}

/**
 * How similar a word must be for `<%` to count it as a match. The default 0.6 misses a single
 * wrong letter in short words ("kren" vs "krem" scores 0.6 only by rounding); 0.5 catches it.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

export interface PostgresOptions extends Omit<PostgresPoolOptions, 'settings'> {
  kind: 'postgres';
}

export type DatabaseOptions = PostgresOptions | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

function openPostgres(options: PostgresOptions): Database {
  const listeners = new Set<(error: Error) => void>();
  const reportError = (error: Error) => {
    for (const listener of listeners) listener(error);
  };
  const { pool, activity } = createPostgresPool(
    {
      ...options,
      // JIT compiles plans the planner deems costly (a deep page, a wide count) and spends 50–100 ms
      // doing so, many times what those short queries take to run: the store's reads are all short.
      settings: { 'pg_trgm.word_similarity_threshold': WORD_SIMILARITY_THRESHOLD, jit: 'off' },
    },
    reportError,
  );
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    onConnectionError: (listener) => listeners.add(listener),
    listen: (channel, listener) =>
      listenOnPostgres({ url: options.url, channel, onPayload: listener, onError: reportError }),
    pool: activity,
    close: () => pool.end(),
  };
}

type PgliteRuntime = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;
let pgliteRuntime: Promise<PgliteRuntime> | undefined;

/** Node's WebAssembly, which the server's typings (Node's, not the DOM's) do not declare. */
const webAssembly = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } })
  .WebAssembly;

/**
 * PostgreSQL's WebAssembly compiled once per process, with the file system bundle read once: each
 * `PGlite.create` otherwise compiles the 9 MB module again, 2 of the 5 s an embedded database took
 * to open a seeded copy (a browser test file opens one, so do the PGlite test files).
 */
function loadPgliteRuntime() {
  const require = createRequire(import.meta.url);
  const packageFile = (name: string) => require.resolve(`@electric-sql/pglite/${name}`);
  pgliteRuntime ??= Promise.all([
    readFile(packageFile('pglite.wasm')).then((bytes) => webAssembly.compile(bytes)),
    readFile(packageFile('pglite.data')).then((bytes) => new Blob([bytes])),
  ]).then(([compiled, fsBundle]) => ({ pgliteWasmModule: compiled as PgliteRuntime['pgliteWasmModule'], fsBundle }));
  return pgliteRuntime;
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    ...(await loadPgliteRuntime()),
  });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // An embedded database has no connection to lose.
    onConnectionError: () => {},
    // One process owns an embedded database, so its own NOTIFYs are all there is to hear.
    listen: async (channel, listener) => client.listen(channel, listener),
    close: () => client.close(),
  };
}
