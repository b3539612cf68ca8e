// `npm run bench:reports`: the sales report on 500,000 orders (BENCH_ORDERS) over two years — by
// brand for the last 90 days and by product for the last year, each with its previous period —
// cold: every run opens a fresh connection (no plan, catalogue or application cache), p50/p99 of
// BENCH_RUNS runs (target ≤ 500 ms). On PostgreSQL (a database of its own on BENCH_DATABASE_URL,
// else DATABASE_URL's server, else the local one, started if down), or on PGlite with BENCH_PGLITE=1.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { databaseUrlOn, withClient } from './bench-db.mjs';
import { ensureDependencies, postgresAnswers, root, runOrExit, startLocalPostgres } from './lib.mjs';

const orderCount = Number(process.env.BENCH_ORDERS ?? 500_000);
const runs = Number(process.env.BENCH_RUNS ?? 15);
const onPglite = process.env.BENCH_PGLITE === '1';
const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `aruu_bench_reports_${orderCount}`;
const pgliteDir = join(root, 'data', `bench-reports-${orderCount}`);
const target = 500;

const script = () =>
  readFileSync(join(root, 'scripts/bench-reports-data.sql'), 'utf8').replaceAll(':orders', String(orderCount));
const tsx = join(root, 'node_modules/.bin/tsx');

/** Migrated, a 2,000-product demo catalogue (with costs), then the orders generated in SQL; reused when present. */
async function preparePostgres() {
  const url = databaseUrlOn(serverUrl, databaseName);
  const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' };
  const ready = await withClient(url, async (c) => {
    const { rows } = await c.query(`select count(*)::int as n from orders where email like 'bench.%'`);
    return rows[0].n === orderCount;
  }).catch(() => false);
  if (ready) {
    console.log(`• reusing ${databaseName}`);
    await runOrExit(tsx, ['apps/api/src/scripts/migrate.ts'], { env });
  } else {
    await withClient(serverUrl, async (c) => {
      await c.query(`drop database if exists ${databaseName} with (force)`);
      await c.query(`create database ${databaseName}`);
    });
    console.log('• migrating and seeding 2,000 products…');
    await runOrExit(tsx, ['apps/demo/src/seed/seed-cli.ts', '--products', '2000'], { env });
    console.log(`• generating ${orderCount.toLocaleString('en')} orders…`);
    const started = Date.now();
    await withClient(url, (c) => c.query(script()));
    console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // A new index has no statistics until analysed, and plans built without them are not measured.
  await withClient(url, (c) => c.query('vacuum analyze'));
  return { kind: 'postgres', url, poolSize: 1 };
}

async function preparePglite() {
  const env = { ...process.env, DATABASE_URL: '', DATA_DIR: pgliteDir, LOG_LEVEL: 'warn' };
  mkdirSync(pgliteDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let client = await PGlite.create({ dataDir: join(pgliteDir, 'pglite'), extensions: { pg_trgm } });
  const ready = await client
    .query(`select count(*)::int as n from orders where email like 'bench.%'`)
    .then(({ rows }) => rows[0].n === orderCount)
    .catch(() => false);
  await client.close();
  if (!ready) {
    console.log('• migrating and seeding 2,000 products (PGlite)…');
    await runOrExit(tsx, ['apps/demo/src/seed/seed-cli.ts', '--products', '2000', '--rebuild'], { env });
    console.log(`• generating ${orderCount.toLocaleString('en')} orders…`);
    const started = Date.now();
    client = await PGlite.create({ dataDir: join(pgliteDir, 'pglite'), extensions: { pg_trgm } });
    await client.exec(script());
    await client.exec('vacuum analyze');
    await client.close();
    console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    console.log(`• reusing ${pgliteDir}`);
  }
  return { kind: 'pglite', dataDir: join(pgliteDir, 'pglite') };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

await ensureDependencies();
if (!onPglite && !postgresAnswers(serverUrl) && !startLocalPostgres()) throw new Error(`no PostgreSQL at ${serverUrl}`);
const options = onPglite ? await preparePglite() : await preparePostgres();

const unregister = register();
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { createReportsService } = await import('../apps/api/src/modules/reports/reports.service.ts');
const { sql } = await import('drizzle-orm');

/** With BENCH_EXPLAIN=1: the plan of one more run of `request`, EXPLAIN (ANALYZE, BUFFERS), printed. */
async function explain(request) {
  const database = await openDatabase(options);
  const explaining = (db) => ({
    execute: async (query) => {
      if (query.queryChunks?.some((chunk) => String(chunk.value ?? '').includes('set local'))) return db.execute(query);
      const plan = await db.execute(sql`explain (analyze, buffers) ${query}`);
      console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
      return db.execute(query);
    },
    transaction: (work) => db.transaction((tx) => work(explaining(tx))),
  });
  await createReportsService({ db: explaining(database.db) }).sales(request, 'ru');
  await database.close();
}

const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10); // Asia/Bishkek, UTC+6
const daysBefore = (days) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const cases = {
  'brand, 90 days': { from: daysBefore(89), to: today, group_by: 'brand', page: 1, page_size: 50 },
  'product, a year': { from: daysBefore(364), to: today, group_by: 'product', page: 1, page_size: 50 },
};

console.log(`• ${runs} cold runs each (a fresh connection per run), ${orderCount.toLocaleString('en')} orders`);
console.log('\nreport              first ms   p50 ms   p99 ms   target p99   groups   orders in period');
let failed = false;
for (const [name, request] of Object.entries(cases)) {
  const times = [];
  let report;
  for (let run = 0; run < runs; run++) {
    const database = await openDatabase(options);
    const reports = createReportsService({ db: database.db });
    const started = performance.now();
    report = await reports.sales(request, 'ru');
    times.push(performance.now() - started);
    await database.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const [p50, p99] = [percentile(sorted, 50), percentile(sorted, 99)];
  const ok = p99 <= target;
  failed ||= !ok;
  console.log(
    `${name.padEnd(18)} ${times[0].toFixed(0).padStart(9)} ${p50.toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)}   ≤ ${target} ms ${ok ? '✓' : '✗'}   ${String(report.total_rows).padStart(6)}   ${report.totals.orders}`,
  );
}
if (process.env.BENCH_EXPLAIN === '1') {
  for (const [name, request] of Object.entries(cases)) {
    console.log(`\n${name}:`);
    await explain(request);
  }
}
await unregister();
process.exit(failed ? 1 : 0);
