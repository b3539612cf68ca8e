import { connect } from 'node:net';
import { ErrorResponse } from '@aruu/contract/errors';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnreadableRequest } from './error-handler.js';

const app = Fastify({ logger: false, clientErrorHandler: answerUnreadableRequest });
let port: number;

beforeAll(async () => {
  app.get('/catalog', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/** Sends bytes as they are (no client library encodes them) and reads the whole answer. */
function rawRequest(bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function answerOf(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body: ErrorResponse.parse(JSON.parse(body)).error };
}

describe('a request the HTTP parser refuses', () => {
  it('is answered 400 in the one error shape when its address carries raw non-ASCII bytes', async () => {
    const answer = answerOf(await rawRequest(Buffer.from('GET /catalog?search=кремы HTTP/1.1\r\nHost: x\r\n\r\n')));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('bad_request');
    expect(answer.head).toMatch(/content-type: application\/json/i);
  });

  it('is answered 431 in the one error shape when its headers are too large', async () => {
    const huge = `X-Junk: ${'a'.repeat(20_000)}\r\n`;
    const answer = answerOf(await rawRequest(Buffer.from(`GET /catalog HTTP/1.1\r\nHost: x\r\n${huge}\r\n`)));
    expect(answer.status).toBe(431);
    expect(answer.body.code).toBe('bad_request');
  });

  it('leaves a readable request to the routes', async () => {
    const raw = await rawRequest(
      Buffer.from('GET /catalog?search=%D0%BA HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
