import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareDatabase, resolveJwtSecret } from './bootstrap.js';
import { ConfigError, loadConfig } from './config/config.js';
import { seedUdsSandbox } from './modules/sandbox/uds/uds-sandbox-seed.js';

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
  await prepareDatabase(database, {
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

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Aruu is open at http://localhost:${config.PORT} (database: ${database.kind})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
