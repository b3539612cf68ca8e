import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareConfiguredDatabase, resolveJwtSecret } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { seedUdsSandbox } from './modules/sandbox/uds/uds-sandbox-seed.js';
import { guardProcess } from './process-guards.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config: { ...config, JWT_SECRET: resolveJwtSecret(config), WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDist },
    database,
    logger: {
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  await prepareConfiguredDatabase(config, database, {
    migrate: config.MIGRATE_ON_START,
    seed: config.SEED_ON_START,
    catalogSize: config.CATALOG_SIZE,
    log: (message) => app.log.info(message),
  });
  // After the migrations: the worker needs the jobs table.
  app.jobs.start();
  if (config.SANDBOX) {
    const customers = await seedUdsSandbox(database.db);
    app.log.info(
      `UDS sandbox customers (http://localhost:${config.PORT}/_sandbox/uds): ${customers
        .map((c) => `${c.displayName} code ${c.code}, ${c.points} points${c.blocked ? ' (blocked)' : ''}`)
        .join('; ')}`,
    );
  }

  // Slow clients must not hold sockets forever; keep-alive stays above a typical proxy's 60 s.
  app.server.requestTimeout = 30_000;
  app.server.keepAliveTimeout = 65_000;

  // Each step of a shutdown has its time: a step that hangs (a request or a job that never ends)
  // is named in the log and left behind, so the pool still closes and the process ends within
  // the grace period rather than being killed mid-way. Abandoned jobs are leased and run again.
  const shutDown = async () => {
    await withinTime('closing the server (in-flight requests and jobs)', () => app.close(), 7_000);
    await withinTime('closing the database', () => database.close(), 2_000);
  };
  const withinTime = async (step: string, close: () => Promise<unknown>, ms: number) => {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), ms);
    });
    const outcome = await Promise.race([close().then(() => 'done' as const), late]).finally(() => clearTimeout(timer));
    if (outcome === 'late') app.log.warn({ step, ms }, 'shutdown step did not finish in time; going on without it');
    else app.log.info({ step, ms: Date.now() - started }, 'shutdown step done');
  };
  // Errors are guardProcess's (after listen); close-with-grace would end the process on any.
  closeWithGrace({ delay: 10_000, skip: ['uncaughtException', 'unhandledRejection'] }, async ({ signal }) => {
    app.log.info({ signal }, 'shutting down');
    await shutDown();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  guardProcess({ log: app.log, shutDown });
  app.log.info(`Aruu is open at http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
