import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoSeed } from '@aruu/demo/seed/demo-seed';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/bootstrap.js';
import { openDatabase } from '../src/db/client.js';
import { withoutWaitingForTheDisk } from './postgres-settings.js';
import { seededPgliteDump } from './seeded-dump.js';
import { TEST_CATALOG_SIZE } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the seeded template database that each test file copies. */
    templateDatabaseUrl: string;
    /** PGlite: a dump of the seeded data directory that each test file loads. */
    pgliteDumpPath: string;
  }
}

interface Seeded {
  templateDatabaseUrl: string;
  pgliteDumpPath: string;
  drop(): Promise<void>;
}

/**
 * Both database projects (with and without isolation) run this setup in the one Vitest process;
 * they share one seeded database, dropped when the last of them is done.
 */
const shared = globalThis as typeof globalThis & { aruuSeeded?: { seeded: Promise<Seeded>; users: number } };

/**
 * Migrates and seeds one database per test run; every test file then gets its own copy
 * (a PostgreSQL database created from it as a template, or a PGlite instance loaded from its
 * dump), so files run in parallel without seeing each other's writes.
 */
export default async function setup(project: TestProject) {
  shared.aruuSeeded ??= { seeded: seed(), users: 0 };
  const entry = shared.aruuSeeded;
  entry.users += 1;
  const { templateDatabaseUrl, pgliteDumpPath } = await entry.seeded;
  project.provide('templateDatabaseUrl', templateDatabaseUrl);
  project.provide('pgliteDumpPath', pgliteDumpPath);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.aruuSeeded = undefined;
    await (await entry.seeded).drop();
  };
}

async function seed(): Promise<Seeded> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { templateDatabaseUrl: '', pgliteDumpPath: await seededPgliteDump(), drop: async () => {} };
  const templateName = `aruu_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${templateName}`);
  await adminQuery(serverUrl, withoutWaitingForTheDisk(templateName));
  const templateUrl = withDatabase(serverUrl, templateName);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 4 });
  await prepareDatabase(database, {
    seed: demoSeed({ products: TEST_CATALOG_SIZE, demoOrders: false, shops: false }),
    log: () => {},
  });
  await database.close();
  return {
    templateDatabaseUrl: templateUrl,
    pgliteDumpPath: '',
    drop: () => dropDatabasesWithPrefix(serverUrl, templateName),
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function dropDatabasesWithPrefix(serverUrl: string, prefix: string) {
  await copiesMade(serverUrl, prefix);
  const { rows } = await adminQuery(serverUrl, `select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of rows) {
    await adminQuery(serverUrl, `drop database if exists "${datname}" with (force)`);
  }
}

/**
 * Waits for copies still being made: a worker makes one ahead for its next file
 * (test-database.ts) and may end before the server has finished it. Bounded, so a teardown never
 * hangs on a server that does not answer; a copy finished later is left behind.
 */
async function copiesMade(serverUrl: string, prefix: string) {
  for (let polls = 0; polls < 600; polls++) {
    const { rows } = await adminQuery(
      serverUrl,
      `select 1 from pg_stat_activity where state = 'active' and query like 'create database %template "${prefix}"'`,
    );
    if (rows.length === 0) return;
    await sleep(100);
  }
}
