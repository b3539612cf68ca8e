import { createServer, type Server, Socket } from 'node:net';

export interface TcpProxy {
  /** The loopback port clients connect to. */
  port: number;
  /** Resets every open connection, both ways, as a crashed or restarted server would. */
  cut(): void;
  /** Stops listening: new connections are refused (ECONNREFUSED), as with a server that is down. */
  refuse(): void;
  /** Listens again on the same port. */
  allow(): Promise<void>;
  close(): void;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Closes the listening socket at once; `close`'s callback would also wait for open connections. */
function stopListening(server: Server) {
  if (server.listening) server.close();
}

/**
 * A TCP proxy on loopback that a test controls, standing between the store and its database
 * so the test can take the database away and give it back without touching the real server
 * (which other test runs share).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(target.port, target.host);
    client.pipe(upstream).pipe(client);
  });
  const port = await listen(server, 0);

  function cut() {
    for (const [client, upstream] of pairs) {
      // A reset, not a polite close: the client sees ECONNRESET mid-conversation, and the
      // server ends the session, rolling back whatever transaction it had open.
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  }

  return {
    port,
    cut,
    refuse: () => stopListening(server),
    async allow() {
      if (!server.listening) await listen(server, port);
    },
    close() {
      cut();
      stopListening(server);
    },
  };
}
