// `npm run bench:import`: a 100,000-product (300,000-variation) CSV imported into PostgreSQL (a
// database of its own, `aruu_bench_import`): the dry run, then the real run, each timed, with
// rows per second and the process's peak memory (targets: under 60 s and under 500 MB). Then the
// photo pipeline's figure from bench:photos. Then the accounting exchange's case: 100,000 goods in
// CommerceML (import.xml + offers.xml, units in 4 warehouses), checked and run the same way, with
// the same targets. BENCH_IMPORT_CASES=csv or =commerceml runs one of them. BENCH_IMPORT_PROFILE=1
// adds where the database's time went in its functions (the triggers), from pg_stat_user_functions.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { databaseUrlOn } from './bench-db.mjs';
import { ensureDependencies, postgresAnswers, root, runOrExit, startLocalPostgres } from './lib.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const productCount = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 100_000);
const variationsPerProduct = 3;
const databaseName = 'aruu_bench_import';
const cases = new Set((process.env.BENCH_IMPORT_CASES ?? 'csv,commerceml').split(','));

const databaseUrl = (name) => databaseUrlOn(serverUrl, name);

async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

let peakRss = 0;
// The JavaScript heap in use, beside the RSS: how much of the RSS is live data and how much the
// collector has not handed back yet.
let peakHeap = 0;
const sampler = setInterval(() => {
  const memory = process.memoryUsage();
  peakRss = Math.max(peakRss, memory.rss);
  peakHeap = Math.max(peakHeap, memory.heapUsed);
}, 50);

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

await ensureDependencies();
if (!(await postgresAnswers(serverUrl))) await startLocalPostgres();
await query(serverUrl, `drop database if exists ${databaseName} with (force)`);
await query(serverUrl, `create database ${databaseName}`);
const profile = Boolean(process.env.BENCH_IMPORT_PROFILE);
if (profile) await query(serverUrl, `alter database ${databaseName} set track_functions = 'all'`);
const url = databaseUrl(databaseName);
// The reference data (brands, categories, properties) comes with the smallest demo catalogue.
await runOrExit(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/seed/seed-cli.ts', '--products', '10'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
});

const unregister = register();
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { createJobQueue } = await import('../apps/api/src/modules/jobs/job-queue.ts');
const { createInventoryService } = await import('../apps/api/src/modules/inventory/inventory.service.ts');
const { createCatalogImportService, CHECK_IMPORT_JOB, APPLY_IMPORT_JOB } = await import(
  '../apps/api/src/modules/catalog-import/catalog-import.service.ts'
);
const { writeCatalogueCsv } = await import('../apps/api/test/support/catalogue-csv.ts');
const { defaultFieldOwners } = await import('../packages/contract/src/staff-exchange.ts');

const [reference] = await query(
  url,
  `select (select slug from brands order by id limit 1) as brand,
          (select slug from categories where parent_id is not null order by id limit 1) as category,
          (select p.slug || '=' || v.slug from property_values v join properties p on p.id = v.property_id order by v.id limit 1) as properties`,
);
const [actor] = await query(
  url,
  `insert into users (email, password_hash, first_name, role, terms_accepted_at, adult_confirmed_at)
   values ('bench-import@aruu.test', 'x', 'Bench', 'manager', now(), now()) returning id`,
);

const dataDir = await mkdtemp(join(tmpdir(), 'aruu-bench-import-'));
const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
const log = { info() {}, warn: console.warn, error: console.error };
const queue = createJobQueue({ db: database.db, log });
const imports = createCatalogImportService({
  db: database.db,
  queue,
  dataDir,
  maxUploadBytes: 1e9,
  allowPrivatePhotoHosts: false,
  inventory: createInventoryService({ lowStockThreshold: 5 }),
  retentionDays: 7,
  limits: { maxRows: 1_000_000, maxUnpackedBytes: 2e9 },
  log,
  exchangeMapping: async () => {
    throw new Error('the bench passes its mapping');
  },
});
// As catalog-import.plugin.ts registers them.
queue.register(CHECK_IMPORT_JOB, (payload) => imports.check(payload.importId));
queue.register(APPLY_IMPORT_JOB, (payload, { attempt }) => imports.apply(payload.importId, attempt));

// The time the server spent running statements (pg_stat_database.active_time, ms; PostgreSQL
// 14+), to tell the database's share from the process's on a busy machine.
const activeTime = async () =>
  Number(
    (await query(url, `select active_time from pg_stat_database where datname = $1`, [databaseName]))[0].active_time,
  );

/** The functions (triggers) the database spent most time in since the last call, with PROFILE set. */
async function printFunctionTimes() {
  if (!profile) return;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rows = await query(
    url,
    `select funcname, calls, total_time, self_time from pg_stat_user_functions order by total_time desc limit 6`,
  );
  for (const row of rows)
    console.log(
      `  ${row.funcname}: ${row.calls} calls, ${(row.total_time / 1000).toFixed(1)} s (itself ${(row.self_time / 1000).toFixed(1)} s)`,
    );
  await query(url, `select pg_stat_reset()`);
}

/** The process's CPU time (user and system) since `since`, in seconds. */
const cpuSeconds = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

async function csvCase() {
  const file = join(dataDir, 'catalogue.csv');
  const bytes = await writeCatalogueCsv(file, {
    products: productCount,
    variationsPerProduct,
    ...reference,
    prefix: 'bench',
  });
  const rows = productCount * variationsPerProduct;
  console.log(`file: ${rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB`);
  const activeBefore = await activeTime();
  peakRss = process.memoryUsage().rss;
  const { createReadStream } = await import('node:fs');
  const uploaded = await timed(() => imports.upload(createReadStream(file), 'catalogue.csv', { actorId: actor.id }));
  const dryRun = await timed(() => queue.runDueJobs());
  const planned = await imports.detail(uploaded.result, 'en');
  await imports.start(uploaded.result, { actorId: actor.id });
  const realRun = await timed(() => queue.runDueJobs());
  const done = await imports.detail(uploaded.result, 'en');

  const [counts] = await query(
    url,
    `select (select count(*)::int from products where slug like 'bench-%') as products,
            (select count(*)::int from variations where sku like 'bench-%') as variations,
            (select count(*)::int from stock_movements) as movements`,
  );
  const total = uploaded.seconds + dryRun.seconds + realRun.seconds;
  console.log(
    `dry run:  ${dryRun.seconds.toFixed(1)} s, ${Math.round(rows / dryRun.seconds).toLocaleString('en')} rows/s — planned ${JSON.stringify(planned.planned)}`,
  );
  console.log(
    `real run: ${realRun.seconds.toFixed(1)} s, ${Math.round(rows / realRun.seconds).toLocaleString('en')} rows/s — ${done.status}, done ${JSON.stringify(done.done)}`,
  );
  console.log(
    `in the database: ${counts.products} products, ${counts.variations} variations, ${counts.movements} stock movements`,
  );
  console.log(
    `total (upload + dry run + real run): ${total.toFixed(1)} s (target < 60 s); peak RSS ${(peakRss / 1048576).toFixed(0)} MB (target < 500 MB)`,
  );
  // Sessions report their statistics when they end; give the server a moment to take them in.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  console.log(
    `database time (statements running, upload + dry run + real run): ${(((await activeTime()) - activeBefore) / 1000).toFixed(1)} s`,
  );
  await printFunctionTimes();
  return done.status === 'done' && counts.variations === rows;
}

/** 100,000 goods from an accounting system: one offer each, units in 4 warehouses mapped to the 4 locations. */
async function commerceMlCase() {
  const { writeCatalogueCommerceMl } = await import('../apps/api/test/support/catalogue-commerceml.ts');
  const warehouses = ['wh-online', 'wh-tsum', 'wh-asia-mall', 'wh-vefa'];
  const [target] = await query(
    url,
    `update categories set external_id = 'bench-group'
     where id = (select id from categories where parent_id is not null order by id limit 1) returning slug`,
  );
  const [brand] = await query(url, `select name from brands order by id limit 1`);
  const paths = { catalogue: join(dataDir, 'import.xml'), offers: join(dataDir, 'offers.xml') };
  const bytes = await writeCatalogueCommerceMl(paths, {
    goods: productCount,
    groupId: 'bench-group',
    brand: brand.name,
    warehouses,
    prefix: 'cml',
  });
  console.log(
    `CommerceML: ${productCount.toLocaleString('en')} goods with offers in ${warehouses.length} warehouses, ${(bytes / 1e6).toFixed(1)} MB (category ${target.slug})`,
  );
  const mapping = {
    selling_price_type: 'Розничная',
    compare_at_price_type: 'Старая цена',
    cost_price_type: null,
    warehouses: Object.fromEntries(warehouses.map((id) => [id, id.slice(3)])),
    field_owners: defaultFieldOwners,
  };
  await printFunctionTimes();
  const activeBefore = await activeTime();
  const cpuBefore = process.cpuUsage();
  peakRss = process.memoryUsage().rss;
  peakHeap = process.memoryUsage().heapUsed;
  const started = await timed(() =>
    imports.startCommerceMlImport({
      files: [paths.catalogue, paths.offers],
      mapping,
      source: 'exchange',
      actorId: actor.id,
    }),
  );
  // The exchange's import is checked and then runs by itself: one drain of the queue does both.
  const run = await timed(() => queue.runDueJobs());
  const done = await imports.detail(started.result.importId, 'en');
  const [counts] = await query(
    url,
    `select (select count(*)::int from products where external_id like 'cml-good-%') as products,
            (select count(*)::int from location_stock s join variations v on v.id = s.variation_id
             where v.external_id like 'cml-good-%') as stock_rows`,
  );
  const cpu = cpuSeconds(cpuBefore);
  // The dry run ends where the import is started (the exchange starts it itself).
  const [phases] = await query(
    url,
    `select extract(epoch from started_at - created_at) as dry, extract(epoch from finished_at - started_at) as real
     from catalog_imports where id = $1`,
    [started.result.importId],
  );
  const total = started.seconds + run.seconds;
  console.log(
    `CommerceML dry run + real run: ${run.seconds.toFixed(1)} s (dry run ${Number(phases.dry).toFixed(1)} s, real run ${Number(phases.real).toFixed(1)} s, ${Math.round(productCount / Number(phases.real)).toLocaleString('en')} goods/s) — ${done.status}, planned ${JSON.stringify(done.planned)}, done ${JSON.stringify(done.done)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  console.log(
    `database time (statements running): ${(((await activeTime()) - activeBefore) / 1000).toFixed(1)} s; the process's CPU time: ${cpu.toFixed(1)} s`,
  );
  await printFunctionTimes();
  console.log(
    `in the database: ${counts.products} products with the goods' ids, ${counts.stock_rows} location stock rows`,
  );
  console.log(
    `CommerceML total (files stored + dry run + real run): ${total.toFixed(1)} s (target < 60 s); peak RSS ${(peakRss / 1048576).toFixed(0)} MB (target < 500 MB), peak heap in use ${(peakHeap / 1048576).toFixed(0)} MB`,
  );
  return done.status === 'done' && counts.products === productCount;
}

const csvPassed = cases.has('csv') ? await csvCase() : true;
const commerceMlPassed = cases.has('commerceml') ? await commerceMlCase() : true;
clearInterval(sampler);
await database.close();
await rm(dataDir, { recursive: true, force: true });
await unregister();

// The import's photo stage runs each photo URL's bytes through this pipeline: its figure is the
// stage's ceiling (downloads come on top).
const { benchPhotos } = await import(pathToFileURL(join(root, 'scripts/bench-photos.mjs')).href);
const photos = await benchPhotos();
console.log(
  `photos: ${photos.imagesPerSecond.toFixed(2)} images/s for a 12 MP JPEG into all ${photos.variants} variants ` +
    `(${photos.secondsPerImage.toFixed(2)} s each, ${photos.runs} runs)`,
);
const failed = !csvPassed || !commerceMlPassed;
process.exit(failed ? 1 : 0);
