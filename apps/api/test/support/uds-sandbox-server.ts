import { udsSandboxRoutes } from '@aruu/demo/sandbox/uds/uds-sandbox.routes';
import type { UdsSandboxBehaviour } from '@aruu/demo/sandbox/uds/uds-sandbox-behaviour';
import { seedUdsSandbox } from '@aruu/demo/sandbox/uds/uds-sandbox-seed';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sandboxUdsCustomers } from '../../src/db/schema/index.js';
import { registerErrorHandling } from '../../src/http/error-handler.js';
import { securityPlugin } from '../../src/plugins/security.js';
import { openTestDatabase, type TestDatabase } from '../test-database.js';

export const TEST_UDS_COMPANY_ID = '549755819292';
export const TEST_UDS_API_KEY = 'sandbox-test-key';

/** For tests: the simulator on a real port, over a private seeded copy of the test database. */
export async function startUdsSandbox() {
  const database: TestDatabase = await openTestDatabase();
  await seedUdsSandbox(database.db);
  const clock = { offsetMs: 0 };
  let nextCode = 500_000;
  // The store's router options, so the sandbox is tested as app.ts mounts it.
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityPlugin, { production: false });
  await app.register(udsSandboxRoutes, {
    prefix: '/_sandbox/uds',
    db: database.db,
    companyId: TEST_UDS_COMPANY_ID,
    apiKey: TEST_UDS_API_KEY,
    now: () => new Date(Date.now() + clock.offsetMs),
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    origin,
    baseUrl: `${origin}/_sandbox/uds/partner/v2`,
    /** Changes how the simulator behaves where UDS's docs are silent (`UdsSandboxBehaviour`). */
    async setBehaviour(change: Partial<UdsSandboxBehaviour>) {
      const response = await app.inject({ method: 'POST', url: '/_sandbox/uds/behaviour', payload: change });
      if (response.statusCode !== 200) throw new Error(`behaviour not changed: ${response.body}`);
    },
    /** Moves the simulator's clock (code expiry) forward. */
    advanceClock: (ms: number) => {
      clock.offsetMs += ms;
    },
    /** A customer of its own for one test, so tests do not share balances. */
    async addCustomer(values: { points: number; blocked?: boolean; codeExpiresAt?: Date; maxScoresDiscount?: number }) {
      const code = String(nextCode++);
      const [row] = await database.db
        .insert(sandboxUdsCustomers)
        .values({
          uid: crypto.randomUUID(),
          displayName: `Test ${code}`,
          pointsTyiyn: values.points * 100,
          maxScoresDiscount: values.maxScoresDiscount ?? 50,
          paymentCode: code,
          paymentCodeExpiresAt: values.codeExpiresAt ?? null,
          blocked: values.blocked ?? false,
        })
        .returning();
      return { ...row!, code };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type UdsSandboxServer = Awaited<ReturnType<typeof startUdsSandbox>>;
