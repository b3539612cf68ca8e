import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import { registerErrorHandling } from './http/error-handler.js';
import { createResponseCache } from './http/response-cache.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { webRoutes } from './modules/web/web.routes.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole store: plugins first, then feature routes, in reading order. */
export async function buildApp({ config, database, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(securityPlugin, { production: config.NODE_ENV === 'production' });
  await app.register(metricsPlugin);
  await app.register(openApiPlugin);

  const catalog = createCatalogService({ db: database.db, cacheTtlMs: config.CATALOG_CACHE_TTL_MS });
  const sendCached = createResponseCache({ ttlMs: config.CATALOG_CACHE_TTL_MS });

  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { db: database.db });
  await app.register(
    async (api) => {
      await api.register(catalogRoutes, { catalog, sendCached });
    },
    { prefix: '/api/v1' },
  );
  if (config.WEB_DIST_DIR) await app.register(webRoutes, { distDir: config.WEB_DIST_DIR });

  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
