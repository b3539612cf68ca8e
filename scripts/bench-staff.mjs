// `npm run bench:staff`: the back office on PostgreSQL with 500,000 orders (BENCH_ORDERS) under 20
// concurrent staff (autocannon connections): the orders board filtered by status, a phone search,
// and the dashboard, p50/p99 each. The board's per-status counts are measured as deployed (reused
// for STAFF_COUNTS_TTL_MS, cleared by any order change) and with that reuse off.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { databaseUrlOn, withClient } from './bench-db.mjs';
import { ensureDependencies, postgresAnswers, root, runOrExit, settle, startLocalPostgres, stop } from './lib.mjs';
import { waitFor } from './local-store.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const orderCount = Number(process.env.BENCH_ORDERS ?? 500_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databaseName = `aruu_bench_staff_${orderCount}`;
const targets = { 'list by status': 50, 'phone search': 50, dashboard: 200 };

const jwtSecret = 'bench-staff-jwt-secret-that-is-long-enough-0123456789';

const databaseUrl = (name) => databaseUrlOn(serverUrl, name);

/**
 * Migrated, a small catalogue, then the orders generated in SQL. A database that already holds
 * them is reused, brought to the current migrations (which carry their data along).
 */
async function prepareDatabase() {
  const env = { ...process.env, DATABASE_URL: databaseUrl(databaseName), LOG_LEVEL: 'warn' };
  const generated = await withClient(databaseUrl(databaseName), async (c) => {
    const orders = await c.query('select count(*)::int as n from orders');
    return orders.rows[0].n === orderCount;
  }).catch(() => false);
  if (generated) {
    console.log(`• reusing ${databaseName}`);
    await runOrExit(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/scripts/migrate.ts'], { env });
    // A new index has no statistics until analysed, and plans built without them are not measured.
    await withClient(databaseUrl(databaseName), (c) => c.query('vacuum analyze orders, order_items, users'));
    return;
  }
  await withClient(serverUrl, async (c) => {
    await c.query(`drop database if exists ${databaseName} with (force)`);
    await c.query(`create database ${databaseName}`);
  });
  console.log('• migrating and seeding 2,000 products…');
  await runOrExit(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/seed/seed-cli.ts', '--products', '2000'], {
    env,
  });
  console.log(`• generating ${orderCount} orders…`);
  const started = Date.now();
  const script = readFileSync(join(root, 'scripts/bench-staff-data.sql'), 'utf8').replaceAll(
    ':orders',
    String(orderCount),
  );
  await withClient(databaseUrl(databaseName), async (c) => {
    await c.query(script);
    await c.query('vacuum analyze orders, order_items, users');
  });
  console.log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function startServer(port, countsTtlMs) {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/dev-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(databaseName),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: jwtSecret,
      STAFF_COUNTS_TTL_MS: String(countsTtlMs),
      WEB_DIST_DIR: '/nonexistent',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`, child).catch((error) => {
    child.kill();
    throw error;
  });
  return child;
}

/**
 * A manager's staff session: an account registered through the API, given the role, signed in with
 * its password, and its session marked past the second factor (the TOTP step is not what is measured).
 */
async function managerToken(base) {
  const email = `bench.manager.${Date.now()}@example.kg`;
  const password = 'Bishkek-Rose-Cream-2026';
  const registered = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      email,
      password,
      password_confirmation: password,
      phone: '0555 000 111',
      account_type: 'individual',
      accept_terms: true,
      confirm_adult: true,
      language: 'ru',
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { user } = await registered.json();
  await withClient(databaseUrl(databaseName), (c) =>
    c.query(`update users set role = 'manager' where id = $1`, [user.id]),
  );
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();
  await withClient(databaseUrl(databaseName), (c) =>
    c.query('update sessions set second_factor_at = now() where user_id = $1', [user.id]),
  );
  return token;
}

async function load(base, token, paths) {
  await settle(base);
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function phones() {
  const rows = await withClient(
    databaseUrl(databaseName),
    async (c) => (await c.query(`select phone from users where email like 'bench.%' order by id limit 200`)).rows,
  );
  // As staff type them: the local form with a leading 0 and spaces, or the last digits only.
  return rows.map(({ phone }, i) =>
    i % 2 === 0 ? `0${phone.slice(4, 7)} ${phone.slice(7, 10)} ${phone.slice(10)}` : phone.slice(-7),
  );
}

async function scenarios(base, token, phoneList) {
  const statuses = ['assembly', 'pay', 'processed', 'ready', 'delivered', 'cancelled'];
  return {
    // What this machine gives any request right now: a route that does nothing.
    'health (baseline)': await load(base, token, ['/healthz']),
    'list by status': await load(
      base,
      token,
      statuses.flatMap((status) => [1, 2, 5].map((page) => `/api/v1/staff/orders?status=${status}&page=${page}`)),
    ),
    'phone search': await load(
      base,
      token,
      phoneList.map((phone) => `/api/v1/staff/orders?q=${encodeURIComponent(phone)}`),
    ),
    dashboard: await load(base, token, ['/api/v1/staff/dashboard']),
  };
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
const phoneList = await phones();
console.log(`• ${connections} concurrent staff, ${duration} s per scenario, ${orderCount} orders`);

const deployed = await startServer(3111, 3000);
const token = await managerToken('http://127.0.0.1:3111');
const withReuse = await scenarios('http://127.0.0.1:3111', token, phoneList);
await stop(deployed);
const uncached = await startServer(3112, 0);
const withoutReuse = await scenarios('http://127.0.0.1:3112', token, phoneList);
await stop(uncached);

print(
  'As deployed (counts and dashboard reused up to 3 s, refreshed without waiting, dropped on order changes):',
  withReuse,
);
print('Recomputed on every request (STAFF_COUNTS_TTL_MS=0):', withoutReuse);
console.log(
  `\nload average at the end: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
