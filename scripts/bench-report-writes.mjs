// `npm run bench:report-writes`: what the sales read model's triggers (modules/reports README,
// "Speed") add to writing an order. On the database `npm run bench:reports` made (run that first):
// BENCH_ORDERS_WRITTEN orders placed (order, two lines, their allocations) and paid, each in its own
// transaction, in rounds with the sales triggers disabled and enabled in turn; the median round's
// time per order. The orders written are deleted at the end, with the triggers on.
import { databaseUrlOn, withClient } from './bench-db.mjs';

const serverUrl =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = databaseUrlOn(serverUrl, `aruu_bench_reports_${Number(process.env.BENCH_ORDERS ?? 500_000)}`);
const perRound = Number(process.env.BENCH_ORDERS_WRITTEN ?? 200);
const rounds = 4;
const email = 'bench.writes@example.kg';

async function placeAndPay(c, { user, variations, location }, i) {
  const [a, b] = [variations[i % variations.length], variations[(i * 7 + 3) % variations.length]];
  await c.query('begin');
  const { rows } = await c.query(
    `insert into orders (user_id, customer_name, phone, email, country, city, address, language, subtotal, total, expires_at)
     values ($1, 'Bench', '+996555000000', $2, 'Kyrgyzstan', 'Бишкек', 'ул. Киевская 1', 'ru', $3, $3, now() + interval '1 hour')
     returning id`,
    [user, email, a.price + b.price],
  );
  const order = rows[0].id;
  await c.query(
    `insert into order_items (order_id, variation_id, product_id, title, variation_name, image, unit_price, unit_cost, quantity)
     select $1, v.id, v.product_id, 'Bench product', 'Standard', '/media/products/1.svg', v.price, v.cost, 1
     from variations v where v.id in ($2, $3)`,
    [order, a.id, b.id],
  );
  await c.query(
    `insert into stock_allocations (order_id, variation_id, location_id, quantity)
     select $1, v.id, $3, 1 from variations v where v.id = any ($2)`,
    [order, [a.id, b.id], location],
  );
  const paying = performance.now();
  await c.query(`update orders set paid_at = now(), status = 'pay' where id = $1`, [order]);
  await c.query(`insert into order_events (order_id, status, actor) values ($1, 'pay', 'system')`, [order]);
  await c.query('commit');
  return performance.now() - paying;
}

async function round(c, context, triggers, enabled) {
  for (const { table, name } of triggers)
    await c.query(`alter table ${table} ${enabled ? 'enable' : 'disable'} trigger ${name}`);
  const started = performance.now();
  let paying = 0;
  for (let i = 0; i < perRound; i++) paying += await placeAndPay(c, context, i);
  return { order: (performance.now() - started) / perRound, pay: paying / perRound };
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

await withClient(url, async (c) => {
  const triggers = (
    await c.query(`select tgrelid::regclass::text as table, tgname as name from pg_trigger
                   where tgname like '%\\_sales\\_%' and not tgisinternal`)
  ).rows;
  const context = {
    user: (await c.query('select id from users order by id limit 1')).rows[0].id,
    variations: (await c.query('select id, price from variations order by id limit 50')).rows,
    location: (await c.query('select id from locations order by id limit 1')).rows[0].id,
  };
  const results = { off: [], on: [] };
  try {
    for (let r = 0; r < rounds; r++) {
      results.off.push(await round(c, context, triggers, false));
      results.on.push(await round(c, context, triggers, true));
    }
  } finally {
    for (const { table, name } of triggers) await c.query(`alter table ${table} enable trigger ${name}`);
    await c.query('delete from orders where email = $1', [email]);
  }
  console.log(`${triggers.length} sales triggers, ${rounds} rounds of ${perRound} orders each way\n`);
  console.log('sales triggers   per order (place, lines, allocations, pay) ms   of which paying ms');
  for (const [name, list] of Object.entries(results)) {
    const order = median(list.map((x) => x.order)).toFixed(2);
    const pay = median(list.map((x) => x.pay)).toFixed(2);
    console.log(`${name.padEnd(16)} ${order.padStart(44)}   ${pay.padStart(18)}`);
  }
});
