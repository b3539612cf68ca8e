// `npm run artifact-check` (CI runs it before `npm test`): the production artifact works on its
// own and carries only the shop. Builds it, checks that no file of the demonstration store
// (apps/demo: catalogue generator, art, simulators) is in it, copies build/ to a fresh folder,
// installs only the server's production dependencies there (`npm ci --omit=dev`), then, with
// plain `node` and NODE_ENV=production, runs the release step (migrate) and creates an admin.
// A small demo catalogue is generated into the database from the repository (the artifact has
// no generator), the provider simulators start as a process of their own (scripts/simulators.mjs),
// and the server, on a fresh PostgreSQL database, refuses every /_sandbox/ address and serves one
// purchase through the simulators: register, cart, order, pickup, payment URL, the card form,
// paid — and the buyer's email over SMTP. Every setting is given explicitly; none is inherited
// from this shell. Prints the artifact's size and file count and the server's start time
// (spawn → /readyz 200).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import pg from 'pg';
import { eventually, freePort, root, runOrExit } from './lib.mjs';
import { startMailSink } from './mail-sink.mjs';
import { simulatorCredentials, startSimulators } from './simulators.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const kilobytes = (path, ...excludes) =>
  Number(
    spawnSync('du', ['-sk', ...excludes.map((name) => `--exclude=${name}`), path], { encoding: 'utf8' }).stdout.split(
      '\t',
    )[0],
  );
const megabytes = (kb) => `${(kb / 1024).toFixed(1)} MB`;

/** Every file under `dir` but installed packages, relative to it. */
function filesUnder(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, base);
    return [relative(base, path)];
  });
}

/**
 * The demonstration store stays out: no server file named like one of apps/demo's modules
 * (compiled or not), no `sandbox`, `seed` or `demo` folder, and no shipped code naming the demo package.
 */
function checkNoDemo(artifact) {
  const demoModules = new Set(
    filesUnder(join(root, 'apps/demo/src'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => basename(file, '.ts')),
  );
  const files = filesUnder(artifact);
  // The storefront's bundle (apps/web/dist) names its chunks by hash; its own product-image.tsx is the shop's.
  const serverCode = (file) => !file.startsWith('apps/web/');
  const demoFiles = files.filter(
    (file) =>
      (serverCode(file) && demoModules.has(basename(file).replace(/\.(js|ts)(\.map)?$/, ''))) ||
      /(^|\/)(sandbox|seed|demo)\//.test(file),
  );
  check(demoFiles.length === 0, `the artifact carries the demonstration store: ${demoFiles.slice(0, 10).join(', ')}`);
  const naming = files.filter(
    (file) => file.endsWith('.js') && readFileSync(join(artifact, file), 'utf8').includes('@aruu/demo'),
  );
  check(naming.length === 0, `shipped code imports the demo package: ${naming.join(', ')}`);
  return files.length;
}

/** The server registers no simulator: every /_sandbox/ address is not found. */
async function checkNoSimulators(origin) {
  const paths = [
    '/_sandbox/payments',
    '/_sandbox/payments/pay.html',
    '/_sandbox/mail',
    '/_sandbox/uds',
    '/_sandbox/telegram',
    '/_sandbox/cdek/v2/oauth/token',
  ];
  for (const path of paths) {
    const { status } = await fetch(`${origin}${path}`);
    check(status === 404, `${path} answered ${status}: the production server registers a simulator`);
  }
}

async function withAdminClient(work) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `node <script>` from the artifact with exactly `env`; fails on a non-zero exit. */
function runNode(artifact, env, args) {
  const result = spawnSync(process.execPath, ['--enable-source-maps', ...args], {
    cwd: artifact,
    env,
    encoding: 'utf8',
  });
  check(result.status === 0, `node ${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

async function purchase(origin, simulators) {
  const call = async (method, path, body, token) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    check(response.ok, `${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text);
  };
  const email = `artifact.${Date.now()}@example.kg`;
  const password = 'Artifact-Rose-Cream-2026';
  const { access_token: token } = await call('POST', '/auth/register', {
    first_name: 'Aizada',
    email,
    password,
    password_confirmation: password,
    phone: '0555 123 456',
    accept_terms: true,
    confirm_adult: true,
  });
  const { items } = await call('POST', '/products?in_stock=true&page_size=1&sort=popular', { properties: [] });
  check(items.length === 1, 'the seeded catalogue has no product in stock');
  await call('POST', '/carts/add_product', { variation_id: items[0].variation_id, quantity: 1 }, token);
  const order = await call(
    'POST',
    '/orders/create_from_cart',
    { customer_name: 'Aizada', phone: '+996 555 123 456', email, address: 'Manas 40', accept_terms: true },
    token,
  );
  await call(
    'POST',
    '/orders/set_delivery',
    { order_id: order.order_id, delivery: { method: 'pickup', shop_id: 'vefa' } },
    token,
  );
  const { payment_url: paymentUrl } = await call(
    'POST',
    '/payments/get_payment_url',
    { order_id: order.order_id },
    token,
  );
  check(paymentUrl.startsWith(`${simulators}/_sandbox/payments/`), `payment URL outside the simulator: ${paymentUrl}`);
  check((await fetch(paymentUrl)).status === 200, 'the card form did not open');
  const paid = await fetch(`${simulators}/_sandbox/payments/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      customer: new URL(paymentUrl).searchParams.get('customer'),
      card_number: '4111 1111 1111 1111',
      expiry: '12/39',
      cvc: '123',
      name: 'AIZADA',
    }),
    redirect: 'manual',
  });
  const landing = `${origin}/order-tracking/${order.order_id}?payment=success`;
  check(paid.headers.get('location') === landing, `the card form sent the buyer to ${paid.headers.get('location')}`);
  const settled = await call('GET', `/orders/${order.order_id}`, undefined, token);
  check(settled.paid === true && settled.status === 'pay', `order ${order.order_id} is not paid: ${settled.status}`);
  return { orderId: order.order_id, email };
}

async function checkServer(origin, metricsToken, mail, simulators) {
  await checkNoSimulators(origin);
  console.log('  ✓ no simulator: every /_sandbox/ address is not found');
  const { orderId, email } = await purchase(origin, simulators);
  console.log(`  ✓ purchase: order ${orderId} paid through the card simulator`);
  await eventually('the payment email', async () =>
    mail.received.find((message) => message.to?.text.includes(email) && message.subject?.includes(`№${orderId}`)),
  );
  console.log('  ✓ the buyer was emailed over SMTP (job queue running)');
  const page = await fetch(`${origin}/`);
  check(page.status === 200 && page.headers.get('content-type')?.startsWith('text/html'), 'no storefront at /');
  check((await fetch(`${origin}/metrics`)).status === 401, '/metrics answers without the token');
  const metrics = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  check(metrics.status === 200, `/metrics with the token: ${metrics.status}`);
  console.log('  ✓ storefront served; /metrics 401 without the token, 200 with it');
}

async function main() {
  await runOrExit('npm', ['run', '--silent', 'build']);
  const artifact = mkdtempSync(join(tmpdir(), 'aruu-artifact-'));
  const database = `aruu_artifact_${process.pid}`;
  const mail = await startMailSink();
  let server;
  let simulators;
  try {
    cpSync(join(root, 'build'), artifact, { recursive: true });
    const shippedKb = kilobytes(artifact);
    const shippedFiles = checkNoDemo(artifact);
    console.log(`  ✓ no demonstration store in the artifact (${shippedFiles} files)`);
    console.log(`• npm ci --omit=dev in ${artifact}`);
    await runOrExit('npm', ['ci', '--omit=dev', '--workspace=@aruu/api', '--no-audit', '--no-fund'], { cwd: artifact });
    const installedKb = kilobytes(artifact);

    await withAdminClient((client) => client.query(`create database ${database}`));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const secret = () => randomBytes(24).toString('base64url');
    const metricsToken = secret();
    const credentials = simulatorCredentials();
    console.log('• the provider simulators, from the repository (apps/demo)');
    simulators = await startSimulators(credentials);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: Object.assign(new URL(serverUrl), { pathname: `/${database}` }).href,
      MIGRATE_ON_START: 'off',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      TOTP_ENCRYPTION_KEY: secret(),
      SMTP_URL: mail.url,
      // The simulators' process, with credentials of this run's own; SANDBOX marks payments as tests.
      SANDBOX: 'on',
      ...credentials,
      ...simulators.providerUrls,
      // The simulator's Bishkek (required in production, where it is the real account's code).
      CDEK_SENDER_CITY_CODE: '5444',
      // The seller on bank-transfer invoices: required in production like the accounts above.
      SHOP_LEGAL_NAME: 'ОсОО «Аруу» (проверка сборки)',
      SHOP_INN: '01234567890123',
      SHOP_LEGAL_ADDRESS: 'г. Бишкек',
      SHOP_BANK_NAME: 'Проверочный банк',
      SHOP_BANK_BIC: '123456',
      SHOP_BANK_ACCOUNT: '1234567890123456',
      ADMIN_EMAIL: 'owner@example.kg',
      ADMIN_PASSWORD: secret(),
    };
    console.log('• release step and admin with node from the artifact');
    console.log(`  ${runNode(artifact, env, ['apps/api/dist/scripts/migrate.js'])}`);
    console.log(`  ${runNode(artifact, env, ['apps/api/dist/scripts/seed-admin.js'])}`);
    console.log('• a demo catalogue from the repository (apps/demo)');
    await runOrExit(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/seed/seed-cli.ts', '--products', '200'], {
      env: { ...env, PATH: process.env.PATH },
    });

    console.log('• starting: node --enable-source-maps apps/api/dist/server.js');
    const spawnedAt = performance.now();
    server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
      cwd: artifact,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
    await Promise.race([
      eventually('/readyz', async () => (await fetch(`${origin}/readyz`)).status === 200),
      exited.then((code) => Promise.reject(new Error(`the server exited (${code}) before it was ready`))),
    ]);
    const startMs = performance.now() - spawnedAt;
    console.log(`  ✓ /readyz 200 after ${(startMs / 1000).toFixed(2)} s`);

    await checkServer(origin, metricsToken, mail, simulators.origin);
    server.kill('SIGTERM');
    check((await exited) === 0, 'the server did not shut down cleanly on SIGTERM');
    server = undefined;
    console.log('  ✓ clean shutdown on SIGTERM');
    console.log(
      `\nartifact: ${megabytes(shippedKb)} shipped, ${megabytes(installedKb)} with node_modules ` +
        `(${megabytes(installedKb - shippedKb)} of production dependencies), ${shippedFiles} files shipped; ` +
        `start ${(startMs / 1000).toFixed(2)} s`,
    );
  } finally {
    server?.kill('SIGKILL');
    await simulators?.stop();
    await mail.close();
    await withAdminClient((client) => client.query(`drop database if exists ${database} with (force)`)).catch(() => {});
    rmSync(artifact, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(`\n✗ artifact check failed: ${error.message}`);
  process.exit(1);
});
