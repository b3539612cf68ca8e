import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../http/app-error.js';

export interface MetricsOptions {
  /** When set, /metrics answers only `Authorization: Bearer <token>` (required in production). */
  token?: string;
}

export interface AppMetrics {
  /** A gauge a feature keeps current, e.g. a provider's state; answers its setter (true reads as 1). */
  gauge(name: string, help: string): (value: number | boolean) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** This app's registry, served at /metrics: features with counters of their own register them here. */
    metricsRegistry: Registry;
  }
}

/** Hashing first gives equal lengths, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && timingSafeEqual(digest(token ?? ''), expected);
}

/** Prometheus metrics: process defaults, a request-duration histogram per route, and the features' own. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token }: MetricsOptions) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metricsRegistry', registry);
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });

    app.decorate('metrics', {
      gauge(name: string, help: string) {
        const gauge = new Gauge({ name, help, registers: [registry] });
        return (value: number | boolean) => gauge.set(Number(value));
      },
    } satisfies AppMetrics);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the URL, keeps the label set bounded.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    });

    const expected = token === undefined ? undefined : digest(token);
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (expected && !bearerMatches(request, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('unauthorized', 'unauthorized', 'A bearer token is required');
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
