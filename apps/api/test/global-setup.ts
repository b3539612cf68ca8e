import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../src/bootstrap.js';
import { openDatabase } from '../src/db/client.js';
import { TEST_CATALOG_SIZE } from './test-constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the seeded template database that each test file copies. */
    templateDatabaseUrl: string;
    /** PGlite: a dump of the seeded data directory that each test file loads. */
    pgliteDumpPath: string;
  }
}

/**
 * Migrates and seeds one database per test run; every test file then gets its own copy
 * (a PostgreSQL database created from it as a template, or a PGlite instance loaded from its
 * dump), so files run in parallel without seeing each other's writes.
 */
export default async function setup(project: TestProject) {
  const log = () => {};
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templateName = `aruu_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${templateName}`);
    const templateUrl = withDatabase(serverUrl, templateName);
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 4 });
    await prepareDatabase(database, { seed: true, catalogSize: TEST_CATALOG_SIZE, log });
    await database.close();
    project.provide('templateDatabaseUrl', templateUrl);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await dropDatabasesWithPrefix(serverUrl, templateName);
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'aruu-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { seed: true, catalogSize: TEST_CATALOG_SIZE, log });
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(dir, 'seeded.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('templateDatabaseUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
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
  const { rows } = await adminQuery(serverUrl, `select datname from pg_database where datname like '${prefix}%'`);
  for (const { datname } of rows) {
    await adminQuery(serverUrl, `drop database if exists "${datname}" with (force)`);
  }
}
