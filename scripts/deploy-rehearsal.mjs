// `npm test -- deploy`: the deployment rehearsal — compose.yaml's topology without Docker. The
// built artifact installed alone (as the image holds it), the release step run once, two
// instances with compose's settings and volumes (read from compose.yaml, deploy/Caddyfile and
// the Dockerfile: scripts/deploy/topology.mjs), the machine's PostgreSQL in a database of the
// rehearsal's own, a redis-server of its own, and Caddy in front with deploy/Caddyfile. It
//
// - uploads a photo and an import through one instance and reads them through the other;
// - rolls one instance at a time (SIGTERM: readiness drops first, requests under way finish,
//   Caddy sends to the other; the instance starts again and takes traffic) under a checkout
//   load of signed-in shoppers paying in the sandbox, with 0 failed requests;
// - stops Redis for 10 s while shoppers sign in: never a 5xx;
// - prints its figures. Exit code 0 only when every check held.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { metric, readiness, redisAnswers, shopperRequestsServed, startAndWait, supervised } from './deploy/store.mjs';
import { composeTopology, instanceEnvironment, localCaddyfile } from './deploy/topology.mjs';
import { call, checkoutLoad, createTally, PASSWORD, registerShopper, signInAdmin } from './deploy/traffic.mjs';
import { ensureCaddy, eventually, freePort, root, runOrExit } from './lib.mjs';
import { startMailSink } from './mail-sink.mjs';
import { simulatorCredentials, startSimulators } from './simulators.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHOPPERS = 8;
/** The load ends once both instances have rolled, or at this bound whatever happened. */
const LOAD_LIMIT_MS = 150_000;
const REDIS_OUTAGE_MS = 10_000;

const check = (condition, message) => {
  if (!condition) throw new Error(message);
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const databaseUrl = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href;

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The newest modification time under the sources the artifact is built from. */
function newestSource() {
  const newest = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) return path.endsWith('.test.ts') || path.endsWith('.test.tsx') ? 0 : stat.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const sources = ['apps/api/src', 'apps/api/drizzle', 'packages/contract/src', 'apps/web/src', 'package-lock.json'];
  return Math.max(...sources.map((path) => newest(join(root, path))));
}

/** build/ as `npm run build` makes it; built again only when a source changed since (CI's artifact check has just built it). */
async function ensureArtifact() {
  const manifest = join(root, 'build/package.json');
  if (existsSync(manifest) && statSync(manifest).mtimeMs >= newestSource()) return;
  console.log('• building the artifact (npm run build)…');
  await runOrExit('npm', ['run', '--silent', 'build']);
}

const secret = () => randomBytes(24).toString('base64url');

function productionSettings(origin, mailUrl, credentials, simulators) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'info',
    DATABASE_POOL_SIZE: '5',
    METRICS_TOKEN: secret(),
    TOTP_ENCRYPTION_KEY: secret(),
    SMTP_URL: mailUrl,
    // The providers are the simulators' own process (the artifact has none), a provider elsewhere
    // that calls the store back through Caddy, with credentials of this run's own.
    SANDBOX: 'on',
    ...credentials,
    ...simulators.providerUrls,
    // The simulator's Bishkek (required in production, where it is the real account's code).
    CDEK_SENDER_CITY_CODE: '5444',
    SHOP_LEGAL_NAME: 'ОсОО «Аруу» (репетиция выпуска)',
    SHOP_INN: '01234567890123',
    SHOP_LEGAL_ADDRESS: 'г. Бишкек',
    SHOP_BANK_NAME: 'Проверочный банк',
    SHOP_BANK_BIC: '123456',
    SHOP_BANK_ACCOUNT: '1234567890123456',
    ADMIN_EMAIL: 'owner@example.kg',
    ADMIN_PASSWORD: secret(),
  };
}

/** Runs `command` with `env`; fails on a non-zero exit. */
function runScript(cwd, env, command, args) {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  check(result.status === 0, `${args.join(' ')} exited ${result.status}:\n${result.stdout}${result.stderr}`);
}

/** One of the artifact's scripts (the release step, the admin), with plain node. */
const runArtifactScript = (artifact, env, script) =>
  runScript(artifact, env, process.execPath, ['--enable-source-maps', script]);

/** A photo uploaded through one instance is served by the other; so is an import's file and report. */
async function sharedFiles(instances, adminToken) {
  const [first, second] = instances;
  const staff = (origin, method, path, options = {}) =>
    call(undefined, origin, method, `/api/v1${path}`, { token: adminToken, forwardedFor: '203.0.113.9', ...options });

  const { json: listing } = await call(undefined, first.origin, 'POST', '/api/v1/products?page_size=1', {
    body: { properties: [] },
  });
  const productId = listing.items[0].id;
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8a2c8' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'rehearsal.jpg');
  const uploaded = await staff(first.origin, 'POST', `/staff/products/${productId}/photos`, { body: form });
  check(uploaded.status === 201, `photo upload through ${first.name}: ${uploaded.status} ${uploaded.text}`);
  const photoPath = `${uploaded.json.src}-${uploaded.json.widths[0]}.jpg`;
  const served = await fetch(`${second.origin}${photoPath}`);
  check(served.status === 200, `the photo uploaded through ${first.name} is ${served.status} on ${second.name}`);
  console.log(`  ✓ photo uploaded through ${first.name}, served by ${second.name} (${photoPath})`);

  const exported = await staff(first.origin, 'GET', '/staff/catalog-export?format=csv', { expected: [200] });
  check(exported.status === 200, `catalogue export: ${exported.status}`);
  const upload = await fetch(`${first.origin}/api/v1/staff/catalog-imports?file_name=rehearsal.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'text/csv', 'x-forwarded-for': '203.0.113.9' },
    body: exported.text,
  });
  const created = await upload.json();
  check(upload.status === 201, `import upload through ${first.name}: ${upload.status} ${JSON.stringify(created)}`);
  // The dry run and the run are jobs, taken by whichever instance polls first: the file must be there for both.
  const state = (origin) => staff(origin, 'GET', `/staff/catalog-imports/${created.id}`).then((answer) => answer.json);
  const checked = await eventually('the import dry run', async () => {
    const current = await state(second.origin);
    return current.status === 'checking' ? undefined : current;
  });
  check(checked.status === 'checked', `the import's dry run ended ${checked.status}: ${checked.problem}`);
  const started = await staff(second.origin, 'POST', `/staff/catalog-imports/${created.id}/start`);
  check(started.status === 200, `import start through ${second.name}: ${started.status} ${started.text}`);
  const done = await eventually('the import run', async () => {
    const current = await state(first.origin);
    return ['queued', 'running'].includes(current.status) ? undefined : current;
  });
  check(done.status === 'done', `the import ended ${done.status}: ${done.problem}`);
  for (const instance of instances) {
    const report = await staff(instance.origin, 'GET', `/staff/catalog-imports/${created.id}/report`, {
      expected: [200],
    });
    check(report.status === 200, `the import's report on ${instance.name}: ${report.status}`);
  }
  console.log(
    `  ✓ import uploaded through ${first.name}, checked and started through ${second.name}: ${done.rows_total} rows done, report served by both`,
  );
}

/**
 * SIGTERM to one instance under load: its readiness drops while it still serves, it exits
 * cleanly, starts again, and Caddy sends it shoppers again. Answers the figures of the roll.
 */
async function roll(instance, metricsToken) {
  const signalled = performance.now();
  const exited = instance.process.stop('SIGTERM');
  const dropped = await eventually(`${instance.name}'s readiness to drop`, async () => {
    const status = await readiness(instance.origin);
    return status === 503 ? performance.now() : undefined;
  });
  const code = await exited;
  const stoppedAt = performance.now();
  check(code === 0, `${instance.name} exited ${code} on SIGTERM`);
  const log = instance.process.output();
  check(!log.includes('did not finish in time'), `${instance.name}: a shutdown step did not finish in time`);
  await startAndWait(
    instance.process,
    `${instance.name} ready`,
    async () => (await readiness(instance.origin)) === 200,
  );
  const readyAt = performance.now();
  await eventually(`Caddy sending shoppers to ${instance.name} again`, async () => {
    // Its metrics began at zero when it started: any shopper request counted came through Caddy since.
    return (await shopperRequestsServed(instance.origin, metricsToken)) > 0;
  });
  const takingTraffic = performance.now();
  return {
    name: instance.name,
    readinessDropMs: dropped - signalled,
    stopMs: stoppedAt - signalled,
    readyMs: readyAt - signalled,
    rollMs: takingTraffic - signalled,
  };
}

/** Redis away for REDIS_OUTAGE_MS while shoppers sign in through Caddy: every answer a 200, 401 or 429. */
async function redisOutage(redis, origin, shoppers, instances, metricsToken) {
  const tally = createTally();
  const signIns = async (until) => {
    for (let attempt = 0; performance.now() < until; attempt++) {
      const shopper = shoppers[attempt % shoppers.length];
      // Every fifth attempt a wrong password: counted by the limits, refused 401 or limited 429.
      const password = attempt % 5 === 4 ? 'wrong-password' : PASSWORD;
      await call(tally, origin, 'POST', '/api/v1/auth/login', {
        body: { email: shopper.email, password },
        expected: [200, 401, 429],
      });
    }
  };
  await redis.stop('SIGTERM');
  const outageStarted = performance.now();
  await signIns(outageStarted + REDIS_OUTAGE_MS);
  await startAndWait(redis, 'redis-server answering', () => redisAnswers(redis.port));
  for (const instance of instances) {
    await eventually(`${instance.name} counting in Redis again`, async () => {
      await signIns(performance.now() + 200);
      return (await metric(instance.origin, metricsToken, 'rate_limit_fallback_active')) === 0;
    });
    const switches = await metric(instance.origin, metricsToken, 'rate_limit_fallbacks_total');
    check(switches >= 1, `${instance.name} never counted in PostgreSQL during the outage`);
  }
  return tally;
}

async function main() {
  const began = performance.now();
  ensureCaddy();
  await ensureArtifact();
  const topology = composeTopology();
  const work = mkdtempSync(join(tmpdir(), 'aruu-rehearsal-'));
  const artifact = join(work, 'artifact');
  const database = `aruu_rehearsal_${process.pid}`;
  const mail = await startMailSink();
  const processes = [];
  const credentials = simulatorCredentials();
  let simulators;
  // Interrupted (Ctrl-C, a CI timeout): nothing of the rehearsal's may outlive it.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      for (const child of processes) child.kill();
      await simulators?.stop();
      await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
      rmSync(work, { recursive: true, force: true });
      process.exit(130);
    });
  }
  try {
    simulators = await startSimulators(credentials);
    cpSync(join(root, 'build'), artifact, { recursive: true });
    console.log(`• npm ci --omit=dev in ${artifact}`);
    await runOrExit(
      'npm',
      ['ci', '--omit=dev', '--workspace=@aruu/api', '--no-audit', '--no-fund', '--prefer-offline'],
      {
        cwd: artifact,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await adminQuery(`create database ${database}`);

    const caddyPort = await freePort();
    const origin = `http://127.0.0.1:${caddyPort}`;
    const redisPort = await freePort();
    const settings = productionSettings(origin, mail.url, credentials, simulators);
    const shared = join(work, 'volumes');
    const redis = supervised(
      'redis',
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: work, env: {}, logFile: join(work, 'redis.log') },
    );
    redis.port = redisPort;
    processes.push(redis);
    await startAndWait(redis, 'redis-server answering', () => redisAnswers(redisPort));

    const instances = [];
    for (const service of topology.instances) {
      const port = await freePort();
      const instanceDir = join(work, service.name);
      const env = {
        PATH: process.env.PATH,
        ...settings,
        ...instanceEnvironment(service, {
          volumes: topology.volumes,
          sharedDir: shared,
          instanceDir,
          databaseUrl: databaseUrl(database),
          redisUrl: `redis://127.0.0.1:${redisPort}`,
        }),
        PORT: String(port),
      };
      for (const key of ['DATA_DIR', 'PHOTOS_DIR']) if (env[key]) mkdirSync(env[key], { recursive: true });
      const server = supervised(service.name, process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
        cwd: artifact,
        env,
        logFile: join(work, `${service.name}.log`),
      });
      processes.push(server);
      instances.push({ name: service.name, origin: `http://127.0.0.1:${port}`, port, env, process: server });
    }
    console.log(
      `• volumes from compose.yaml: ${topology.volumes.map((v) => `${v.source} → ${v.target}`).join(', ') || 'none'}`,
    );

    console.log('• the release step (migrate), once; the admin; a small demo catalogue from the repository');
    runArtifactScript(artifact, instances[0].env, 'apps/api/dist/scripts/migrate.js');
    runArtifactScript(artifact, instances[0].env, 'apps/api/dist/scripts/seed-admin.js');
    runScript(root, instances[0].env, join(root, 'node_modules/.bin/tsx'), [
      'apps/demo/src/seed/seed-cli.ts',
      '--products',
      '60',
    ]);
    const store = new pg.Client({ connectionString: databaseUrl(database) });
    await store.connect();
    const { rows } = await store.query(
      'update variations set stock = 10000 where id in (select id from variations where stock > 0 order by id limit 24) returning id',
    );
    await store.end();
    const variations = rows.map((row) => row.id);

    const coldStarts = [];
    for (const instance of instances) {
      const spawned = performance.now();
      const ready = async () => (await readiness(instance.origin)) === 200;
      await startAndWait(instance.process, `${instance.name} ready`, ready);
      coldStarts.push(`${instance.name} ${seconds(performance.now() - spawned)}`);
    }
    const caddyfile = join(work, 'Caddyfile');
    writeFileSync(
      caddyfile,
      localCaddyfile(
        topology.caddyfile,
        topology.instances,
        instances.map((i) => i.port),
      ),
    );
    const caddy = supervised('caddy', 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      cwd: work,
      env: { PATH: process.env.PATH, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work, SITE_ADDRESS: origin },
      logFile: join(work, 'caddy.log'),
    });
    processes.push(caddy);
    await startAndWait(caddy, 'Caddy answering', async () => (await fetch(`${origin}/healthz`)).status === 200);
    console.log(
      `• store up: Caddy at ${origin} → ${instances.map((i) => `${i.name} :${i.port}`).join(', ')} ` +
        `(spawn to /readyz 200 before any load: ${coldStarts.join(', ')})`,
    );

    const adminToken = await signInAdmin(instances[0].origin, settings.ADMIN_EMAIL, settings.ADMIN_PASSWORD);
    await sharedFiles(instances, adminToken);

    const shoppers = [];
    for (let index = 0; index < SHOPPERS; index++)
      shoppers.push(await registerShopper(instances[index % 2].origin, index));
    console.log(
      `• rolling ${instances.map((i) => i.name).join(', ')} one at a time under ${SHOPPERS} shoppers' checkouts`,
    );
    const tally = createTally();
    let loadRunning = true;
    const loadStarted = performance.now();
    const limit = setTimeout(() => {
      loadRunning = false;
    }, LOAD_LIMIT_MS);
    const load = checkoutLoad(tally, origin, shoppers, variations, () => loadRunning);
    const rolls = [];
    try {
      await eventually('the load reaching both instances', async () => {
        const served = await Promise.all(instances.map((i) => shopperRequestsServed(i.origin, settings.METRICS_TOKEN)));
        return served.every((count) => count > 0);
      });
      for (const instance of instances) {
        const figures = await roll(instance, settings.METRICS_TOKEN);
        rolls.push(figures);
        console.log(
          `  ✓ ${figures.name}: readiness 503 after ${seconds(figures.readinessDropMs)}, exited 0 after ${seconds(figures.stopMs)}, ` +
            `ready again after ${seconds(figures.readyMs)}, taking shoppers after ${seconds(figures.rollMs)}`,
        );
      }
    } finally {
      loadRunning = false;
      clearTimeout(limit);
    }
    const paid = await load;
    const loadMs = performance.now() - loadStarted;
    check(rolls.length === instances.length, 'the load ran out of time before every instance rolled');

    console.log(`• Redis stopped for ${REDIS_OUTAGE_MS / 1000} s while shoppers sign in`);
    const outage = await redisOutage(redis, origin, shoppers, instances, settings.METRICS_TOKEN);
    const fiveHundreds = Object.entries(outage.statuses).filter(([status]) => !/^[234]/.test(status));

    console.log('\nrehearsal figures');
    console.log(
      `  checkout load: ${tally.requests} requests in ${seconds(loadMs)}, ${tally.failures.length} failed, ${paid} orders paid; ` +
        `statuses ${JSON.stringify(tally.statuses)}`,
    );
    for (const figures of rolls) {
      console.log(
        `  roll ${figures.name}: ${seconds(figures.rollMs)} from SIGTERM to taking shoppers again ` +
          `(readiness 503 at ${seconds(figures.readinessDropMs)}, exit at ${seconds(figures.stopMs)}, ready at ${seconds(figures.readyMs)})`,
      );
    }
    console.log(
      `  Redis outage: ${outage.requests} sign-ins, statuses ${JSON.stringify(outage.statuses)}, ${outage.failures.length} failed`,
    );
    console.log(`  total ${seconds(performance.now() - began)}`);
    for (const failure of [...tally.failures, ...outage.failures].slice(0, 20)) console.error(`  ✗ ${failure}`);
    check(tally.failures.length === 0, `${tally.failures.length} requests failed during the rolls`);
    check(fiveHundreds.length === 0 && outage.failures.length === 0, 'sign-ins failed while Redis was away');
    check(paid > 0, 'no order was paid during the rolls');
    console.log('✓ deployment rehearsal passed');
  } catch (error) {
    for (const child of processes) {
      console.error(`\n--- the last of ${child.name}'s output ---\n${child.output().slice(-4000)}`);
    }
    throw error;
  } finally {
    for (const child of processes.reverse()) await child.stop('SIGKILL');
    for (const child of processes) child.close();
    await simulators?.stop();
    await mail.close();
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
}

await main().catch((error) => {
  console.error(`\n✗ deployment rehearsal failed: ${error.message}`);
  process.exit(1);
});
