import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: files from its dist folder, and index.html for every other GET
 * that is not an API call, so client-side routes like /catalog survive a reload.
 */
export async function webRoutes(app: FastifyInstance, options: { distDir: string }) {
  const indexFile = join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      // Vite puts a content hash in every asset name, so those never change.
      if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const isClientRoute = (url: string) => !/^\/(api|media|_sandbox|metrics|healthz|readyz)(\/|$|\?)/.test(url);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (!isClientRoute(request.url)) return reply.callNotFound();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
