// `npm run bench:checkout`: simulated buyers on PostgreSQL doing add-to-cart → order → delivery
// → card payment on the sandbox's hosted page, for BENCH_DURATION seconds. Prints completed
// checkouts per second, p50/p99 per step, and checks the stock/payment invariants at the end
// (any violation fails the run).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrlOn } from './bench-db.mjs';
import { ensureDependencies, postgresAnswers, root, runOrExit, startLocalPostgres } from './lib.mjs';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const buyers = Number(process.env.BENCH_BUYERS ?? 40);
const duration = Number(process.env.BENCH_DURATION ?? 60);
const port = 3201;
const origin = `http://127.0.0.1:${port}`;
const databaseName = 'aruu_bench_checkout';

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

async function freshDatabase() {
  await query(serverUrl, `drop database if exists ${databaseName} with (force)`);
  await query(serverUrl, `create database ${databaseName}`);
}

async function startServer() {
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/dev-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(databaseName),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      // Each simulated buyer has an address of its own (X-Forwarded-For), as real shoppers do.
      TRUST_PROXY: '1',
      WEB_DIST_DIR: '/nonexistent',
      JOB_POLL_INTERVAL_MS: '200',
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('server did not become ready');
}

const timings = {};
async function timed(step, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const samples = timings[step] ?? [];
    samples.push(performance.now() - started);
    timings[step] = samples;
  }
}

async function call(buyer, method, path, body) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': buyer.ip,
      ...(buyer.token ? { authorization: `Bearer ${buyer.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, json };
}

async function buyerLoop(index, variations, deadline, outcome) {
  const buyer = { ip: `127.77.${index >> 8}.${index & 255 || 1}` };
  const registered = await call(buyer, 'POST', '/auth/register', {
    first_name: `Buyer ${index}`,
    email: `buyer${index}.${Date.now()}@bench.kg`,
    password: 'Bench-Checkout-Password-1',
    password_confirmation: 'Bench-Checkout-Password-1',
    phone: '0555123456',
    accept_terms: true,
    confirm_adult: true,
  });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${JSON.stringify(registered.json)}`);
  buyer.token = registered.json.access_token;
  while (Date.now() < deadline) {
    const variation = variations[Math.floor(Math.random() * variations.length)];
    const added = await timed('add to cart', () =>
      call(buyer, 'POST', '/carts/add_product', { variation_id: variation }),
    );
    if (added.status !== 200) {
      outcome.outOfStock += 1;
      continue;
    }
    const order = await timed('create order', () =>
      call(buyer, 'POST', '/orders/create_from_cart', {
        customer_name: 'Bench',
        phone: '0555123456',
        email: 'bench@bench.kg',
        address: 'Chui 1',
        accept_terms: true,
      }),
    );
    if (order.status !== 201) {
      outcome.outOfStock += 1;
      await call(buyer, 'POST', '/carts/clear');
      continue;
    }
    const orderId = order.json.order_id;
    // Buyers spread over pickup at each shop and courier, so units are taken at every location
    // and some are brought to the chosen shop by a transfer.
    const choice = deliveryChoices[Math.floor(Math.random() * deliveryChoices.length)];
    await timed('set delivery', () =>
      call(buyer, 'POST', '/orders/set_delivery', { order_id: orderId, delivery: choice }),
    );
    const started = await timed('payment url', () =>
      call(buyer, 'POST', '/payments/get_payment_url', { order_id: orderId }),
    );
    const customer = new URL(started.json.payment_url).searchParams.get('customer');
    await timed('pay (card + callback)', () =>
      fetch(`${origin}/_sandbox/payments/pay`, {
        method: 'POST',
        body: new URLSearchParams({
          customer,
          card_number: '4111111111111111',
          expiry: '12/39',
          cvc: '123',
          name: 'BENCH',
        }),
        redirect: 'manual',
      }),
    );
    outcome.completed += 1;
  }
}

const deliveryChoices = [
  { method: 'pickup', shop_id: 'tsum' },
  { method: 'pickup', shop_id: 'asia-mall' },
  { method: 'pickup', shop_id: 'vefa' },
  { method: 'courier', city_code: 5444 },
];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Every check is a query whose rows are violations. */
const invariants = {
  'no negative stock': 'select id from variations where stock < 0',
  'units sold + units left = units at start': `
    select v.id from variations v join bench_stock_at_start s on s.id = v.id
    where v.stock + coalesce((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
                              where i.variation_id = v.id and o.status <> 'cancelled'), 0) <> s.stock`,
  'every paid order has exactly one paid payment of its total': `
    select o.id from orders o where o.status = 'pay'
      and (select count(*) from payments p where p.order_id = o.id and p.status = 'paid' and p.amount = o.total) <> 1`,
  'no paid payment for an unpaid order': `
    select p.id from payments p join orders o on o.id = p.order_id where p.status = 'paid' and o.paid_at is null`,
  'each order entered pay at most once': `
    select order_id from order_events where status = 'pay' group by order_id having count(*) > 1`,
  'variations.stock is the free units of the selling locations': `
    select v.id from variations v where v.stock <> (select coalesce(sum(ls.stock), 0) from location_stock ls
      join locations l on l.id = ls.location_id where ls.variation_id = v.id and l.active and (l.is_pickup_point or l.ships_courier))`,
  'an open order holds exactly its units': `
    select o.id from orders o where o.status in ('processed', 'pay', 'assembly', 'ready')
      and (select coalesce(sum(quantity), 0) from order_items where order_id = o.id)
       <> (select coalesce(sum(quantity), 0) from stock_allocations where order_id = o.id)`,
  'a pickup order holds its units at its shop or brings them there': `
    select a.order_id from stock_allocations a join orders o on o.id = a.order_id join locations l on l.id = a.location_id
    where o.delivery_method = 'pickup' and o.status in ('processed', 'pay', 'assembly', 'ready') and l.code <> o.pickup_shop_id
      and not exists (select 1 from stock_transfers t join locations d on d.id = t.to_location_id
        where t.order_id = o.id and t.from_location_id = a.location_id and d.code = o.pickup_shop_id and t.status = 'created')`,
};

await ensureDependencies();
if (!postgresAnswers(serverUrl) && !startLocalPostgres()) throw new Error(`no PostgreSQL at ${serverUrl}`);
await freshDatabase();
console.log('• seeding the demo catalogue…');
await runOrExit(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/seed/seed-cli.ts'], {
  env: { ...process.env, DATABASE_URL: databaseUrl(databaseName), LOG_LEVEL: 'warn' },
});
const url = databaseUrl(databaseName);
// A few popular products with little stock, so buyers really compete for units: 150 of each,
// 50 in the online warehouse, 50 in ЦУМ and 50 in Asia Mall, none in Vefa.
await query(
  url,
  `with contested as (select id from variations where stock > 0 order by id limit 40)
   update location_stock ls set stock = case l.code when 'online' then 50 when 'tsum' then 50 when 'asia-mall' then 50 else 0 end
   from locations l where l.id = ls.location_id and ls.variation_id in (select id from contested)`,
);
await query(
  url,
  `insert into location_stock (variation_id, location_id, stock)
   select v.id, l.id, 50 from (select id from variations where stock > 0 order by id limit 40) v
   cross join locations l where l.code in ('online', 'tsum', 'asia-mall')
   on conflict (variation_id, location_id) do nothing`,
);
// What was sold before the run (the demo's seeded orders) counts as sold from the start.
await query(
  url,
  `create table bench_stock_at_start as select v.id, v.stock + coalesce((select sum(i.quantity) from order_items i
     join orders o on o.id = i.order_id where i.variation_id = v.id and o.status <> 'cancelled'), 0) as stock from variations v`,
);
const variations = (await query(url, 'select id from variations where stock > 0 order by id limit 40')).map(
  (row) => row.id,
);

const server = await startServer();
console.log(`• ${buyers} buyers for ${duration} s on ${variations.length} contested variations`);
const outcome = { completed: 0, outOfStock: 0 };
const started = Date.now();
const deadline = started + duration * 1000;
const results = await Promise.allSettled(
  Array.from({ length: buyers }, (_, i) => buyerLoop(i + 1, variations, deadline, outcome)),
);
const elapsed = (Date.now() - started) / 1000;
const failures = results.filter((r) => r.status === 'rejected');
await new Promise((resolve) => setTimeout(resolve, 2000)); // let the job worker settle
server.kill('SIGTERM');

console.log(
  `\nCompleted checkouts: ${outcome.completed} in ${elapsed.toFixed(0)} s = ${(outcome.completed / elapsed).toFixed(1)} /s`,
);
console.log(`Refused for stock (expected once the contested units run out): ${outcome.outOfStock}`);
console.log('\nstep                     count   p50 ms   p99 ms');
for (const [step, values] of Object.entries(timings)) {
  console.log(
    `${step.padEnd(24)} ${String(values.length).padStart(6)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}`,
  );
}
let violations = 0;
console.log('\ninvariants');
for (const [name, sql] of Object.entries(invariants)) {
  const rows = await query(url, sql);
  violations += rows.length;
  console.log(`${rows.length === 0 ? '✓' : '✗'} ${name}${rows.length ? ` (${rows.length} violations)` : ''}`);
}
for (const failure of failures) console.error('buyer failed:', failure.reason?.message ?? failure.reason);
process.exit(violations === 0 && failures.length === 0 ? 0 : 1);
