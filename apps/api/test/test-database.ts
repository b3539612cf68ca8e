import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';

/** A private copy of the seeded test database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) return copyPostgresTemplate(templateUrl);
  const dump = readFileSync(inject('pgliteDumpPath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
}

async function copyPostgresTemplate(templateUrl: string): Promise<Database> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const copyName = `${templateName}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`create database "${copyName}" template "${templateName}"`);
  } finally {
    await admin.end();
  }
  template.pathname = `/${copyName}`;
  const database = await openDatabase({ kind: 'postgres', url: template.toString(), poolSize: 10 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${copyName}" with (force)`).finally(() => cleanup.end());
    },
  };
}
