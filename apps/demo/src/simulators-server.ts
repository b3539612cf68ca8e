// `npm run simulators -w @aruu/demo`: the provider simulators alone, on HOST:PORT, as the providers
// would be elsewhere. The production artifact has none: the artifact check and the deployment
// rehearsal point it here (CDEK_URL, FREEDOM_PAY_URL, UDS_URL at this origin's /_sandbox/…), with
// the credentials they give the store. PUBLIC_URL is this server's own origin (the card form's).
// Their records live in an in-memory database for the life of the process.
import { resolveJwtSecret } from '@aruu/api/bootstrap';
import { loadConfig } from '@aruu/api/config/config';
import { openDatabase } from '@aruu/api/db/client';
import { runMigrations } from '@aruu/api/db/migrate';
import { registerErrorHandling } from '@aruu/api/http/error-handler';
import { securityPlugin } from '@aruu/api/plugins/security';
import { exitOnStartFailure } from '@aruu/api/serve';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sandboxes } from './sandbox/sandboxes.js';
import { seedUdsSandbox } from './sandbox/uds/uds-sandbox-seed.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ kind: 'pglite' });
  await runMigrations(database);
  await seedUdsSandbox(database.db);
  const app = Fastify({ logger: { level: config.LOG_LEVEL } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityPlugin, { production: false });
  await app.register(sandboxes, {
    config: { ...config, SANDBOX: true, JWT_SECRET: resolveJwtSecret(config) },
    database,
  });
  app.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // The line scripts/simulators.mjs waits for: starting takes as long as it takes on a busy machine.
  console.log(`simulators listening at ${address}`);
}

main().catch(exitOnStartFailure);
