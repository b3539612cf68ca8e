// `npm run bench:api`: the catalogue API on PostgreSQL with 100,000 products under 50
// concurrent connections (autocannon), per endpoint, with the in-process catalogue cache on
// (as deployed) and off (every request reaches PostgreSQL). For the listing it also measures a
// bare node:http server returning the identical bytes from memory: the ceiling of this machine.
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { databaseUrlOn, withClient } from './bench-db.mjs';
import { ensureDependencies, postgresAnswers, root, runOrExit, settle, startLocalPostgres, stop } from './lib.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The schema is part of the name, so a database seeded under older migrations is never reused. */
const migrationsDir = join(root, 'apps/api/drizzle');
const schemaHash = createHash('sha1')
  .update(
    readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(join(migrationsDir, f)))
      .join(''),
  )
  .digest('hex')
  .slice(0, 8);
const databaseName = `aruu_bench_${products}_${schemaHash}`;
const targets = { listing: 25, 'listing+filters': 25, 'product page': 10, 'search as you type': 15 };

const databaseUrl = (name) => databaseUrlOn(serverUrl, name);

/**
 * Reuses a database seeded by an earlier run; seeding 100,000 products takes about a minute.
 * Databases of this benchmark under older migrations are dropped (by their name's shape, so
 * bench:staff's `aruu_bench_staff_…` stays).
 */
async function prepareDatabase() {
  const stale = await withClient(
    serverUrl,
    async (c) =>
      (
        await c.query(
          "select datname from pg_database where datname ~ '^aruu_bench_[0-9]+_[0-9a-f]{8}$' and datname <> $1",
          [databaseName],
        )
      ).rows,
  );
  for (const { datname } of stale)
    await withClient(serverUrl, (c) => c.query(`drop database "${datname}" with (force)`));
  const exists = await withClient(
    serverUrl,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [databaseName])).rowCount > 0,
  );
  if (exists) {
    const count = await withClient(databaseUrl(databaseName), async (c) =>
      c
        .query('select count(*)::int as n from products')
        .then((r) => r.rows[0].n)
        .catch(() => 0),
    );
    if (count === products) return console.log(`• reusing ${databaseName} (${count} products)`);
    await withClient(serverUrl, (c) => c.query(`drop database ${databaseName} with (force)`));
  }
  await withClient(serverUrl, (c) => c.query(`create database ${databaseName}`));
  console.log(`• seeding ${products} products into ${databaseName}…`);
  const started = Date.now();
  await runOrExit(
    join(root, 'node_modules/.bin/tsx'),
    ['apps/api/src/scripts/seed.ts', '--products', String(products)],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl(databaseName), LOG_LEVEL: 'warn' },
    },
  );
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * What production refuses to start without, made up for this run alone: random secrets and
 * provider accounts, and addresses that reach nothing (the catalogue calls no provider and sends
 * no mail). Production's checks stay as they are; the bench passes them like a real deployment.
 */
function benchProductionSettings(port) {
  const secret = () => randomBytes(24).toString('base64url');
  const nowhere = 'http://127.0.0.1:9';
  return {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    JWT_SECRET: secret(),
    METRICS_TOKEN: secret(),
    TOTP_ENCRYPTION_KEY: secret(),
    CDEK_URL: nowhere,
    CDEK_CLIENT_ID: `bench-${secret()}`,
    CDEK_CLIENT_SECRET: secret(),
    FREEDOM_PAY_URL: nowhere,
    FREEDOM_PAY_MERCHANT_ID: `bench-${secret()}`,
    FREEDOM_PAY_SECRET_KEY: secret(),
    UDS_URL: nowhere,
    UDS_COMPANY_ID: String(randomInt(1e9, 1e12)),
    UDS_API_KEY: secret(),
  };
}

async function startServer(port, cacheTtlMs) {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...benchProductionSettings(port),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(databaseName),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      CATALOG_CACHE_TTL_MS: String(cacheTtlMs),
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('server did not become ready');
}

async function load(url, requestsFor) {
  await settle(new URL(url).origin);
  const result = await autocannon({ url, connections, duration, requests: requestsFor?.() });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/** Search-as-you-type: every prefix of a few words, as a shopper types them. */
function typingPaths() {
  const words = ['krem', 'сыворотка', 'mascara', 'шампунь', 'lip', 'spf', 'тонер', 'parfum', 'maska', 'гель'];
  return words.flatMap((word) =>
    [...word].map((_, i) => `/api/v1/products/search?search=${encodeURIComponent(word.slice(0, i + 1))}&page_size=50`),
  );
}

function rotating(paths, extra = {}) {
  let next = 0;
  return () => [{ ...extra, setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}

async function scenarios(base) {
  const productIds = Array.from({ length: 5000 }, (_, i) => 1 + ((i * 7919) % products));
  const filterBody = JSON.stringify({ properties: [] });
  const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: filterBody };
  return {
    listing: await load(`${base}/api/v1/products?page=1&page_size=20`, () => [{ ...json }]),
    'listing+filters': await load(
      base,
      rotating(
        ['sunscreen', 'cleansers', 'lashes', 'body-creams', 'shower-gels'].map(
          (c) => `/api/v1/products?categoryName=${c}&in_stock=true&min_price=300&max_price=6000&sort=price_asc&page=2`,
        ),
        json,
      ),
    ),
    'product page': await load(base, rotating(productIds.map((id) => `/api/v1/products/${id}`))),
    'search as you type': await load(base, rotating(typingPaths())),
  };
}

async function bareServerListing(base) {
  const response = await fetch(`${base}/api/v1/products?page=1&page_size=20`, { method: 'POST' });
  const body = Buffer.from(await response.arrayBuffer());
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body));
  });
  await new Promise((resolve) => server.listen(3199, '127.0.0.1', resolve));
  const result = await load('http://127.0.0.1:3199/api/v1/products?page=1&page_size=20', () => [{ method: 'POST' }]);
  server.close();
  return { result, bytes: body.length };
}

function print(title, rows) {
  console.log(`\n${title}`);
  console.log('endpoint              req/s     p50 ms   p99 ms   target p99   errors');
  for (const [name, r] of Object.entries(rows)) {
    const target = targets[name] ? `≤ ${targets[name]} ms ${r.p99 <= targets[name] ? '✓' : '✗'}` : '';
    console.log(
      `${name.padEnd(20)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)}   ${target.padEnd(12)} ${r.errors}`,
    );
  }
}

await ensureDependencies();
if (!postgresAnswers(serverUrl) && !startLocalPostgres()) throw new Error(`no PostgreSQL at ${serverUrl}`);
await prepareDatabase();
console.log(`• ${connections} connections, ${duration} s per endpoint, ${products} products`);

const cachedServer = await startServer(3101, 5000);
const cached = await scenarios('http://127.0.0.1:3101');
const bare = await bareServerListing('http://127.0.0.1:3101');
await stop(cachedServer);

const uncachedServer = await startServer(3102, 0);
const uncached = await scenarios('http://127.0.0.1:3102');
await stop(uncachedServer);

print('With the catalogue cache (as deployed, 5 s TTL):', cached);
print('Without the cache (every request queries PostgreSQL):', uncached);
const ratio = bare.result.rps / cached.listing.rps;
console.log(
  `\nBare node:http, same ${bare.bytes} bytes from memory: ${bare.result.rps.toFixed(0)} req/s, p50 ${bare.result.p50} ms, p99 ${bare.result.p99} ms` +
    `\nListing (cached) reaches ${(100 / ratio).toFixed(0)}% of the bare server's throughput (bare/API = ${ratio.toFixed(2)}×)`,
);
