// The provider simulators as a process of their own (apps/demo/src/simulators-server.ts), run from
// the repository: the production artifact has none, so the artifact check and the deployment
// rehearsal point the store's provider URLs at this process, as at a provider elsewhere.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, root } from './lib.mjs';

/**
 * Resolves when the simulators say they listen (after their migrations, however long a busy
 * machine takes), passing the rest of their output through.
 */
function listening(child) {
  return new Promise((resolve) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('simulators listening at ')) resolve();
      else console.log(line);
    });
  });
}

/**
 * Provider accounts and a token secret of this run's own, for the simulators to accept and the
 * production-mode store to be given: the repository's sandbox values are refused in production.
 */
export function simulatorCredentials() {
  const secret = () => randomBytes(24).toString('base64url');
  return {
    JWT_SECRET: secret(),
    CDEK_CLIENT_ID: secret(),
    CDEK_CLIENT_SECRET: secret(),
    FREEDOM_PAY_MERCHANT_ID: String(500_000 + (process.pid % 100_000)),
    FREEDOM_PAY_SECRET_KEY: secret(),
    UDS_COMPANY_ID: String(549_755_000_000 + process.pid),
    UDS_API_KEY: secret(),
  };
}

/**
 * Starts the simulators on a free loopback port, accepting `credentials` (the CDEK, Freedom Pay and
 * UDS accounts and JWT_SECRET the store is given). Resolves once they listen, with the store's
 * provider settings pointing at them.
 */
export async function startSimulators(credentials) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/demo/src/simulators-server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      ...credentials,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await Promise.race([
    listening(child),
    exited.then((code) => Promise.reject(new Error(`the simulators exited (${code}) before they listened`))),
  ]);
  return {
    origin,
    providerUrls: {
      CDEK_URL: `${origin}/_sandbox/cdek/v2`,
      FREEDOM_PAY_URL: `${origin}/_sandbox/payments`,
      UDS_URL: `${origin}/_sandbox/uds/partner/v2`,
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
