import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Prometheus metrics: process defaults plus a request-duration histogram per route. */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the URL, keeps the label set bounded.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
