// The rehearsal's processes: the built store's instances, its own redis-server and Caddy, each
// a child of this script that it can stop and start again, with its output kept in a file.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { eventually } from '../lib.mjs';

/** A process of the rehearsal, restartable with the same command, its output appended to `logFile`. */
export function supervised(name, command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  let child;
  let exited;
  return {
    name,
    logFile,
    start() {
      child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      return exited;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    /** Sends `signal` and resolves to the exit code once the process has ended. */
    async stop(signal = 'SIGTERM') {
      if (!this.running) return exited;
      child.kill(signal);
      return exited;
    },
    exited: () => exited,
    /** SIGKILL at once, for an interrupted rehearsal. */
    kill: () => child?.kill('SIGKILL'),
    output: () => readFileSync(logFile, 'utf8'),
    close: () => log.end(),
  };
}

/** Whether a redis-server answers PING on the port (Redis's protocol, one fresh connection). */
export function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    let reply = '';
    const settle = (answered) => {
      socket.destroy();
      resolve(answered);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) settle(reply.startsWith('+PONG'));
    });
    socket.on('error', () => settle(false));
    socket.on('timeout', () => settle(false));
  });
}

/** Starts a supervised process and waits until `ready` says so, failing early if it exits. */
export async function startAndWait(process, what, ready, deadlineMs = 120_000) {
  const exited = process.start();
  await Promise.race([
    eventually(what, ready, deadlineMs),
    exited.then((code) => {
      throw new Error(`${process.name} exited (${code}) before ${what}:\n${process.output().slice(-3000)}`);
    }),
  ]);
}

/** The instance's readiness status, or 0 when nothing answers. */
export async function readiness(origin) {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
    return response.status;
  } catch {
    return 0;
  }
}

/** One metric's value from an instance's /metrics (the first sample whose line starts with `prefix`). */
export async function metric(origin, token, prefix) {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const line = (await response.text()).split('\n').find((row) => row.startsWith(prefix));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

/** Requests this instance has answered on the shoppers' API routes: Caddy is sending it the shoppers. */
export async function shopperRequestsServed(origin, token) {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.text())
    .split('\n')
    .filter((row) => row.startsWith('http_request_duration_seconds_count') && row.includes('/api/v1/'))
    .reduce((sum, row) => sum + Number(row.split(' ').at(-1)), 0);
}
