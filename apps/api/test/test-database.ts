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
  const database = await openDatabase({ kind: 'pglite', loadDataDir: blobOf(seededDump(inject('pgliteDumpPath'))) });
  return { ...database, openAnother: () => Promise.reject(new Error('PGlite has a single connection')) };
}

/** The dump this worker has read, for every file it runs: 84 MB, read once. */
let dump: { path: string; bytes: ArrayBuffer } | undefined;

function seededDump(path: string): ArrayBuffer {
  if (dump?.path !== path) {
    const bytes = readFileSync(path);
    dump = { path, bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
  }
  return dump.bytes;
}

/**
 * The dump as the Blob PGlite reads it from, handing over the bytes already read. Node's own
 * `Blob#arrayBuffer` copies them through a stream in chunks and joins them again: opening a
 * seeded copy took 541 ms with it, 450 ms without (medians of six), and every test file opens one.
 * PGlite only reads them (its untar copies each file into its own file system), so one copy of
 * the bytes serves every open.
 */
function blobOf(bytes: ArrayBuffer): Blob {
  return new (class extends Blob {
    override arrayBuffer() {
      return Promise.resolve(bytes);
    }
  })([], { type: 'application/x-tar' });
}

async function copyPostgresTemplate(templateUrl: string): Promise<TestDatabase> {
  const template = new URL(templateUrl);
  const copyName = await takeCopy(templateUrl);
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

/** The copy this worker made ahead for its next test file (`takeCopy`). */
let nextCopy: { templateUrl: string; name: Promise<string> } | undefined;

/**
 * A fresh copy of the template, and the next one started. Making a copy took ~0.55 s, most of it
 * the server writing the files out (`create database` checkpoints) while the worker waits: made
 * while a file runs, the next file finds its copy ready. A worker's last copy is never taken;
 * the run's teardown drops it with the rest (global-setup.ts).
 */
function takeCopy(templateUrl: string): Promise<string> {
  const ready = nextCopy?.templateUrl === templateUrl ? nextCopy.name : createCopy(templateUrl);
  const next = createCopy(templateUrl);
  // Its failure, if any, is the next file's to report when it takes it.
  next.catch(() => {});
  nextCopy = { templateUrl, name: next };
  return ready;
}

async function createCopy(templateUrl: string): Promise<string> {
  const templateName = new URL(templateUrl).pathname.slice(1);
  const copyName = `${templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database "${copyName}" template "${templateName}"`);
    await admin.query(withoutWaitingForTheDisk(copyName));
  } finally {
    await admin.end();
  }
  return copyName;
}
