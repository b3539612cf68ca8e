import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Draining {
  /** True from the moment the process was told to stop (server.ts, shutdown.ts). */
  readonly active: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

/**
 * The first step of a shutdown: readiness answers 503 (health.routes.ts) so the balancer stops
 * sending new requests here, while this process still serves every request it is given. Each
 * answer from then on closes its connection, so a client that kept one alive (the balancer)
 * reconnects — to an instance that stays — instead of finding the connection gone mid-request.
 */
export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let active = false;
    app.decorate('draining', {
      get active() {
        return active;
      },
      begin() {
        active = true;
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (active && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);
