import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { type App, buildApp } from './app.js';
import { createShutdown } from './shutdown.js';

/** A promise and the function that settles it, for holding work in place while a test looks. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(origin: string, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const SHUTDOWN_JOB = 'test.shutdown-job';

/**
 * SIGTERM under traffic (issue 24, item 5): the balancer must learn first (readiness 503), the
 * work under way must finish — requests, then jobs — on an open pool, and a client with a
 * kept-alive connection must get its answer and the connection closed, never a bare 503.
 */
describe('shutting down under traffic', () => {
  let database: TestDatabase;
  let app: App;
  let origin: string;
  const slowRequest = { started: gate(), release: gate() };
  const job = { started: gate(), release: gate() };
  const steps: string[] = [];
  let jobOutcome = 'running';

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ JOB_POLL_INTERVAL_MS: '50' }), database });
    // A request and a job still running when the signal comes, each needing the database at its end.
    app.get('/test/slow', async () => {
      slowRequest.started.open();
      await slowRequest.release.opened;
      await database.ping();
      return { finished: true };
    });
    app.jobs.register(SHUTDOWN_JOB, async () => {
      job.started.open();
      await job.release.opened;
      await database.ping().then(
        () => {
          jobOutcome = 'finished on an open pool';
        },
        (error: unknown) => {
          jobOutcome = `failed: ${String(error)}`;
        },
      );
    });
    await app.jobs.enqueue(database.db, SHUTDOWN_JOB, {});
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    app.jobs.start();
  });

  afterAll(async () => {
    await database?.close().catch(() => {});
  });

  it('answers readiness 503 first, lets requests then jobs finish, closes kept-alive connections, then the pool', async () => {
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const before = await get(origin, '/healthz', keptAlive);
    expect(before.status).toBe(200);
    expect(before.headers.connection).toBe('keep-alive');

    const slow = get(origin, '/test/slow', false);
    await Promise.all([slowRequest.started.opened, job.started.opened]);
    // The job is let go only once the server has closed: it must still be able to finish then.
    app.server.once('close', () => job.release.open());

    const log = {
      info: (details: { step?: string }) => steps.push(`done: ${details.step}`),
      warn: (details: { step?: string }) => steps.push(`late: ${details.step}`),
    };
    const shutDown = createShutdown({ app, database, log: log as never, drainMs: 300 });
    const finished = shutDown();

    const readiness = await get(origin, '/readyz', false);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ status: 'shutting_down' });

    // A shopper's kept-alive connection: answered, and told to reconnect (to another instance).
    const during = await get(origin, '/healthz', keptAlive);
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('close');

    slowRequest.release.open();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ finished: true });

    await finished;
    expect(jobOutcome).toBe('finished on an open pool');
    expect(steps.slice(0, 2)).toEqual([
      'done: readiness 503 while the balancer notices',
      'done: closing the server (requests under way), then the job queue',
    ]);
    // The last step closes the pool (on PostgreSQL the harness then drops its copy, which may take its time).
    expect(steps[2]).toMatch(/closing the database$/);
    await expect(database.ping()).rejects.toThrow();
    keptAlive.destroy();
  });
});
