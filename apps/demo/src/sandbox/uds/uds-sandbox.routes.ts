import type { Db } from '@aruu/api/db/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { udsPartnerApiRoutes } from './uds-partner-api.routes.js';
import { listCustomers, listRecentOperations } from './uds-sandbox.repository.js';
import { createUdsSandbox } from './uds-sandbox.service.js';
import { defaultUdsSandboxBehaviour, UdsSandboxBehaviour } from './uds-sandbox-behaviour.js';
import { renderUdsSandboxPage } from './uds-sandbox-page.js';
import { seedUdsSandbox } from './uds-sandbox-seed.js';

export interface UdsSandboxOptions {
  db: Db;
  companyId: string;
  apiKey: string;
  /** The clock, for tests of code expiry. */
  now?: () => Date;
}

const RECENT_OPERATIONS = 50;

/**
 * The UDS loyalty simulator, mounted at `/_sandbox/uds`: the Partner API v2 under
 * `/partner/v2` (Basic auth with the configured company id and key) and, at the root, a page
 * for a person trying the store: the demo customers' codes and balances, recent operations.
 */
export const udsSandboxRoutes: FastifyPluginAsyncZod<UdsSandboxOptions> = async (app, options) => {
  const { db, companyId } = options;
  const behaviour = defaultUdsSandboxBehaviour();
  const sandbox = createUdsSandbox({ db, companyId, behaviour, now: options.now });
  const basePath = app.prefix;

  app.get('/', {
    schema: { hide: true, response: { 200: z.string() } },
    handler: async (_request, reply) => {
      const [customers, operations] = await Promise.all([
        listCustomers(db),
        listRecentOperations(db, RECENT_OPERATIONS),
      ]);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderUdsSandboxPage({ basePath, companyId, customers, operations }));
    },
  });

  // The page's form posts an empty url-encoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  app.post('/reset-balances', {
    schema: { hide: true },
    handler: async (_request, reply) => {
      await seedUdsSandbox(db, { resetBalances: true });
      return reply.redirect(basePath || '/', 303);
    },
  });

  // Where UDS's docs are silent: tests (or a person trying the store) switch the simulator's behaviour.
  app.get('/behaviour', {
    schema: { hide: true, response: { 200: UdsSandboxBehaviour } },
    handler: () => behaviour,
  });
  app.post('/behaviour', {
    schema: { hide: true, body: UdsSandboxBehaviour.partial(), response: { 200: UdsSandboxBehaviour } },
    handler: (request) => Object.assign(behaviour, request.body),
  });

  await app.register(udsPartnerApiRoutes, {
    prefix: '/partner/v2',
    sandbox,
    behaviour,
    companyId,
    apiKey: options.apiKey,
  });
};
