import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, type PostgresOptions } from '../src/db/client.js';
import { withoutWaitingForTheDisk } from './postgres-settings.js';

/** How a second pool differs: `port` reaches the server through another port (a test's TCP proxy). */
export type AnotherPoolOptions = Partial<Omit<PostgresOptions, 'kind' | 'url'>> & { port?: number };

export interface TestDatabase extends Database {
  /** A second connection pool to the same copy, like a second API process (PostgreSQL only). */
  openAnother(options?: AnotherPoolOptions): Promise<Database>;
}

/** PostgreSQL when the test run has a server (DATABASE_URL), otherwise in-memory PGlite. */
export const onPostgres = () => Boolean(inject('templateDatabaseUrl'));

/** A private copy of the seeded test database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) return copyPostgresTemplate(templateUrl);
  const dump = readFileSync(inject('pgliteDumpPath'));
  const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  return { ...database, openAnother: () => Promise.reject(new Error('PGlite has a single connection')) };
}

async function copyPostgresTemplate(templateUrl: string): Promise<TestDatabase> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const copyName = `${templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database "${copyName}" template "${templateName}"`);
    await admin.query(withoutWaitingForTheDisk(copyName));
  } finally {
    await admin.end();
  }
  template.pathname = `/${copyName}`;
  const copyUrl = template.toString();
  const database = await openDatabase({ kind: 'postgres', url: copyUrl, poolSize: 10 });
  return {
    ...database,
    openAnother: ({ port, ...options } = {}) => {
      const url = new URL(copyUrl);
      if (port !== undefined) url.port = String(port);
      return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10, ...options });
    },
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${copyName}" with (force)`).finally(() => cleanup.end());
    },
  };
}
