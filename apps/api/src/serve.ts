import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { type App, type AppDependencies, buildApp } from './app.js';
import { type DatabaseSeed, openConfiguredDatabase, prepareConfiguredDatabase, resolveJwtSecret } from './bootstrap.js';
import { type Config, ConfigError, loadConfig } from './config/config.js';
import type { Database } from './db/client.js';
import { guardProcess } from './process-guards.js';
import { createShutdown, shutdownBudgetMs } from './shutdown.js';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** What a server adds to the shop: the demonstration store's (apps/demo/src/dev-server.ts); nothing in production. */
export interface ServerAdditions extends Pick<AppDependencies, 'extensions' | 'art'> {
  /** Fills an empty database. */
  seed?: DatabaseSeed;
  /** Runs once the database is ready, before the server listens. */
  prepared?: (app: App, database: Database) => Promise<void>;
}

/** Starts the store: server.ts with no additions in production, the demonstration store's server with its own. */
export async function serve(additionsFor: (config: Config) => ServerAdditions) {
  const config = loadConfig();
  const additions = additionsFor(config);
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config: { ...config, JWT_SECRET: resolveJwtSecret(config), WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDist },
    extensions: additions.extensions,
    art: additions.art,
    database,
    logger: {
      level: config.LOG_LEVEL,
      ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  await prepareConfiguredDatabase(config, database, {
    migrate: config.MIGRATE_ON_START,
    seed: additions.seed,
    log: (message) => app.log.info(message),
  });
  // After the migrations: the worker needs the jobs table.
  app.jobs.start();
  await additions.prepared?.(app, database);

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

/** A failed start: a configuration problem is printed as it is, anything else with its stack. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
