import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolActivity } from '../db/postgres-pool.js';
import { AppError } from '../http/app-error.js';

export interface MetricsOptions {
  /** When set, /metrics answers only `Authorization: Bearer <token>` (required in production). */
  token?: string;
  /** The database's connection pool (PostgreSQL; an embedded database has none). */
  pool?: PoolActivity;
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

/**
 * The pool's connections in use and the requests waiting for one, and how long each wait of a
 * request that found them all in use took, by how it ended (`served`; `busy`: it was answered
 * 503 busy; `failed`: the database did not answer).
 */
function registerPoolMetrics(registry: Registry, pool: PoolActivity) {
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance: open (or opening), in use, and the most it may open',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { open, inUse, max } = pool.stats();
      this.set({ state: 'open' }, open);
      this.set({ state: 'in_use' }, inUse);
      this.set({ state: 'max' }, max);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Requests waiting now for a free database connection',
    registers: [registry],
    collect() {
      this.set(pool.stats().waiting);
    },
  });
  const waits = new Histogram({
    name: 'db_pool_wait_seconds',
    help: 'Waits of requests that found every database connection in use, by how the wait ended',
    labelNames: ['outcome'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  pool.onWait((seconds, outcome) => waits.observe({ outcome }, seconds));
}

/**
 * Prometheus metrics: process defaults, a request-duration histogram per route, error answers
 * by their code, and the database pool's use and waits.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, pool }: MetricsOptions) => {
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

    // The contract's codes are a bounded set; 503 `busy` and 503 `database_unavailable` differ here.
    const errors = new Counter({
      name: 'http_errors_total',
      help: 'Error answers by status and error code',
      labelNames: ['status', 'code'],
      registers: [registry],
    });
    if (pool) registerPoolMetrics(registry, pool);

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, not the URL, keeps the label set bounded.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      if (reply.errorCode) errors.inc({ status: reply.statusCode, code: reply.errorCode });
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
