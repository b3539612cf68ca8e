import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy for tests that can lose an answer: the request reaches the server and is carried
 * out, but the connection drops before its answer comes back, as when a reply is lost on the
 * network; or it fails without reaching the server, as when the server is down; or
 * it waits before reaching the server until the test lets it go, as with a slow server.
 * Everything else passes through.
 */
export async function startHoldingProxy(target: string) {
  const rules: Array<{ method: string; path: RegExp; held: () => void }> = [];
  const outages: Array<{ method: string; path: RegExp; status: number }> = [];
  const waits: Array<{ method: string; path: RegExp; arrived: () => void; go: Promise<void> }> = [];

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const wait = waits.findIndex((w) => w.method === request.method && w.path.test(request.url ?? ''));
      if (wait >= 0) {
        const [{ arrived, go }] = waits.splice(wait, 1) as [(typeof waits)[number]];
        arrived();
        await go;
      }
      const outage = outages.find((o) => o.method === request.method && o.path.test(request.url ?? ''));
      if (outage) {
        // Never reaches the server: the provider is down for these requests.
        response.writeHead(outage.status, { 'content-type': 'text/plain' });
        response.end('Service Unavailable');
        return;
      }
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers: forwardedHeaders(request),
        ...(body.length > 0 ? { body } : {}),
      });
      const answer = Buffer.from(await upstream.arrayBuffer());
      const rule = rules.findIndex((r) => r.method === request.method && r.path.test(request.url ?? ''));
      if (rule >= 0) {
        const [{ held }] = rules.splice(rule, 1) as [(typeof rules)[number]];
        // Carried out upstream; the client hears no answer, only its connection dropping. The
        // adapters take that as they take their own timeout (the outcome is unknown either way;
        // their unit tests time out a hanging server), and no test waits a timeout out.
        response.on('close', held);
        response.destroy();
        return;
      }
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      response.end(answer);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Loses the answer to the next request matching; resolves once its connection has dropped. */
    loseNextAnswer(method: string, path: RegExp): Promise<void> {
      return new Promise((held) => rules.push({ method, path, held }));
    },
    /**
     * Keeps the next request matching from the server until `release` is called (then it goes
     * on as usual); `arrived` resolves once the request is waiting. The client's own timeout
     * still runs meanwhile.
     */
    holdNextRequest(method: string, path: RegExp) {
      let release = () => {};
      const go = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => waits.push({ method, path, arrived: resolve, go }));
      return { arrived, release };
    },
    /**
     * Answers every request matching with `status`, without passing it on, until the returned
     * function ends the outage. However many times a job queue retries meanwhile, each try fails.
     */
    startOutage(method: string, path: RegExp, status = 503): () => void {
      const outage = { method, path, status };
      outages.push(outage);
      return () => {
        outages.splice(outages.indexOf(outage), 1);
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function forwardedHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
  }
  return headers;
}
