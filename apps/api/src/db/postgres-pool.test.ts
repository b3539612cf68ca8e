import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';
import { onPostgres, openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import type { Database } from './client.js';
import { isDatabaseUnavailable } from './connection-errors.js';
import { createPostgresPool } from './postgres-pool.js';

/**
 * The pool of db/client.ts when connections break under it: through a TCP proxy the test cuts.
 * One connection only, so a client the pool lost track of would show at once: the next query
 * would wait for a free connection until the connect timeout.
 */
let database: TestDatabase;
let proxy: TcpProxy;
let pool: Database;
const lost: Error[] = [];

beforeAll(async () => {
  if (!onPostgres()) return;
  database = await openTestDatabase();
  const server = new URL(inject('templateDatabaseUrl'));
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  pool = await database.openAnother({ port: proxy.port, poolSize: 1, connectTimeoutMs: 3000 });
  pool.onConnectionError((error) => lost.push(error));
});
afterAll(async () => {
  await pool?.close();
  proxy?.close();
  await database?.close();
});

async function rejection(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => expect.fail('expected the database call to fail'),
    (error: unknown) => error,
  );
}

/**
 * A transaction that runs one query, then idles (as while a service awaits a provider) until
 * `resume()`, then runs another: `inTransaction` resolves once it is idling.
 */
function pausedTransaction() {
  let resume = () => {};
  const paused = new Promise<void>((resolve) => {
    resume = resolve;
  });
  let began = () => {};
  const inTransaction = new Promise<void>((resolve) => {
    began = resolve;
  });
  const transaction = pool.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    began();
    await paused;
    await tx.execute(sql`select 2`);
  });
  return { transaction, inTransaction, resume };
}

describe.skipIf(!onPostgres())('a PostgreSQL pool whose connections break', () => {
  it('reports a connection that breaks inside a transaction, and serves the next query', async () => {
    await pool.ping();
    const lostBefore = lost.length;
    // Idle in the transaction when the connection drops.
    const { transaction, inTransaction, resume } = pausedTransaction();
    await inTransaction;
    proxy.cut();
    await new Promise<void>((resolve) => pool.onConnectionError(() => resolve()));
    resume();
    expect(isDatabaseUnavailable(await rejection(transaction))).toBe(true);
    expect(lost.length).toBeGreaterThan(lostBefore);
    await expect(pool.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('survives the server ending its sessions as a restart does (57P01), mid-transaction', async () => {
    const { transaction, inTransaction, resume } = pausedTransaction();
    await inTransaction;
    const terminated = new Promise<Error>((resolve) => pool.onConnectionError(resolve));
    // "terminating connection due to administrator command", sent to every session of this
    // test's own database copy (the shared server's other databases are left alone).
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    expect(await terminated).toMatchObject({ code: '57P01' });
    resume();
    expect(isDatabaseUnavailable(await rejection(transaction))).toBe(true);
    await expect(pool.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('does not lose its only connection when BEGIN fails on a connection that just broke', async () => {
    await pool.ping();
    // The reset reaches the client only after it has lent the idle connection and sent BEGIN.
    proxy.cut();
    const error = await rejection(pool.db.transaction((tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    await expect(pool.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('fails fast while the server refuses connections, and connects again once it accepts them', async () => {
    proxy.refuse();
    proxy.cut();
    try {
      expect(isDatabaseUnavailable(await rejection(pool.ping()))).toBe(true);
      expect(isDatabaseUnavailable(await rejection(pool.db.execute(sql`select 1`)))).toBe(true);
    } finally {
      await proxy.allow();
    }
    await expect(pool.ping()).resolves.toBeUndefined();
  });
});

describe.skipIf(!onPostgres())('an idle PostgreSQL connection', () => {
  it('stays open past pg-pool’s default idle time, so the next request finds it warm', async () => {
    // pg-pool closes idle connections with a timer: faked, a minute passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { pool: idle } = createPostgresPool({ url: process.env.DATABASE_URL! }, () => {});
    try {
      const backend = async () => (await idle.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const first = await backend();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(idle.totalCount).toBe(1);
      expect(await backend()).toBe(first);
    } finally {
      vi.useRealTimers();
      await idle.end();
    }
  });
});
