import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.js';

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM) and waits until it has exited: its clients see the connection close. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it answers PING. */
  start(): Promise<void>;
}

/**
 * A redis-server of the test's own on a free loopback port, keeping nothing on disk, that the
 * test may stop and start: never the machine's shared Redis, which other runs use.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  async function start() {
    if (server) return;
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    server = child;
    child.once('exit', () => {
      if (server === child) server = undefined;
    });
    for (let attempt = 0; !(await answersPing(port)); attempt++) {
      if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited (${child.exitCode})`);
      if (attempt > 400) throw new Error(`redis-server on port ${port} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function stop() {
    const child = server;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  await start();
  return { url, start, stop };
}

/** One PING in Redis's protocol on a fresh connection: whether the server answers yet. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000);
    let reply = '';
    const settle = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) settle(reply.startsWith('+PONG'));
    });
    socket.on('error', () => settle(false));
    socket.on('timeout', () => settle(false));
  });
}
