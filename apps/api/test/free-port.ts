import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on. The store must know its own port before it is built:
 * its provider adapters call the sandboxes at that address, and the payment sandbox calls back.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
