import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareConfiguredDatabase, resolveJwtSecret } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { seedUdsSandbox } from './modules/sandbox/uds/uds-sandbox-seed.js';
import { guardProcess } from './process-guards.js';
import { createShutdown, shutdownBudgetMs } from './shutdown.js';

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

  const shutDown = createShutdown({ app, database, log: app.log, drainMs: config.SHUTDOWN_DRAIN_MS });
  const budgetMs = shutdownBudgetMs(config.SHUTDOWN_DRAIN_MS);
  // Errors are guardProcess's (after listen); close-with-grace would end the process on any.
  closeWithGrace({ delay: budgetMs, skip: ['uncaughtException', 'unhandledRejection'] }, async ({ signal }) => {
    app.log.info({ signal }, 'shutting down');
    await shutDown();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  guardProcess({ log: app.log, shutDown, shutdownTimeoutMs: budgetMs });
  app.log.info(`Aruu is open at http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
