import { type CdekSandboxOptions, cdekSandboxRoutes } from '@aruu/demo/sandbox/cdek/cdek-sandbox.routes';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export const SANDBOX_TEST_CREDENTIALS: CdekSandboxOptions = {
  clientId: 'aruu-test-account',
  clientSecret: 'aruu-test-secure-password',
  tokenSecret: 'cdek-sandbox-test-token-secret-0123456789',
};

/** Builds the simulator the way the store mounts it, without the database the store needs. */
export async function buildCdekSandbox(options: Partial<CdekSandboxOptions> = {}) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(cdekSandboxRoutes, { prefix: '/_sandbox/cdek', ...SANDBOX_TEST_CREDENTIALS, ...options });
  return app;
}

/** The simulator listening on a free local port; `baseUrl` is what the adapter is given. */
export async function startCdekSandbox(options: Partial<CdekSandboxOptions> = {}) {
  const app = await buildCdekSandbox(options);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, baseUrl: `${address}/_sandbox/cdek/v2`, close: () => app.close() };
}
