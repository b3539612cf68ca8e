import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createIdempotency, type Idempotency } from './idempotency.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Retried orders and payment attempts answer their first result (Idempotency-Key). */
    idempotency: Idempotency;
  }
}

export const idempotencyModule = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    const idempotency = createIdempotency({ db, log: app.log.child({ module: 'idempotency' }) });
    app.addHook('onClose', async () => idempotency.close());
    app.decorate('idempotency', idempotency);
  },
  { name: 'idempotency' },
);
