// Helpers shared by the README's two commands (start.mjs, test.mjs) and the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { debianChromium } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Installs dependencies from the lockfile when they are missing or older than the lockfile. */
export async function ensureDependencies() {
  const lockfile = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('• installing dependencies (npm ci)…');
  await runOrExit('npm', ['ci', '--no-audit', '--no-fund']);
}

export async function buildWeb() {
  console.log('• building the web app…');
  await runOrExit('npm', ['run', 'build', '--silent', '-w', '@aruu/web']);
}

/** On a fresh machine where it is missing, installs a package of Debian's Chromium (chromium.mjs). */
export function ensureChromium({ path, debianPackage } = debianChromium.browser) {
  if (existsSync(path)) return;
  aptInstall(debianPackage);
}

/**
 * The deployment rehearsal puts Debian's Caddy in front of the store, as compose.yaml puts the
 * caddy image; installed from Debian's packages when it is missing, like Chromium.
 */
export function ensureCaddy() {
  if (spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0) return;
  aptInstall('caddy');
}

/** Installs a Debian package (as root, which the test machines are), or exits naming the command. */
function aptInstall(name) {
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${name} is missing; install it with: apt-get install -y ${name}`);
    process.exit(1);
  }
  console.log(`• installing ${name} from Debian packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', name],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`✗ apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
}

/** Whether a PostgreSQL server answers at the given URL's host and port. */
export function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  const probe = spawnSync('pg_isready', ['-h', hostname, '-p', port || '5432'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** Starts this machine's own PostgreSQL cluster (Debian's pg_ctlcluster), as ci-notes.md describes. */
export function startLocalPostgres() {
  const versions = spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' });
  const version = versions.stdout?.trim().split('\n')[0];
  if (!version) return false;
  const started = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  return started.status === 0;
}

/** Whether Redis answers on this machine (the Redis rate-limit store's tests need it). */
export function redisAnswers() {
  return spawnSync('redis-cli', ['-h', '127.0.0.1', 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG';
}

/** Starts this machine's Redis the way ci-notes.md describes. */
export function startLocalRedis() {
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ];
  return spawnSync('redis-server', args, { stdio: 'inherit' }).status === 0;
}

/** Stops a server a benchmark started; resolves once it has exited. */
export function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Waits until a server answers its readiness check quickly again, so queries left running by
 * the previous scenario's load (the load generator stops; they do not) are not measured in the next.
 */
export async function settle(base) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const started = performance.now();
    await fetch(`${base}/readyz`);
    if (performance.now() - started < 20) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A loopback port nobody listens on now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls until `probe` answers something truthy (every 50 ms); fails after the deadline. */
export async function eventually(what, probe, deadlineMs = 120_000) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const result = await probe().catch(() => undefined);
    if (result) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: no answer within ${deadlineMs / 1000} s`);
}
