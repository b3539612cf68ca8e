import pg from 'pg';

/** How long to wait before connecting again after the listening connection broke. */
const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own: a pooled connection is shared by requests and may be closed
 * at any time, while a listener must stay put. When the connection breaks (a restart, a network
 * fault) the error is reported and the listener connects again, so notifications resume once the
 * server is back; those sent meanwhile are lost, which the listener's users must tolerate.
 */
export async function listenOnPostgres(options: {
  url: string;
  channel: string;
  onPayload: (payload: string) => void;
  onError: (error: Error) => void;
}): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onPayload(message.payload);
    });
    next.on('error', (error) => {
      options.onError(error);
      next.end().catch(() => {});
      if (client === next) reconnectLater();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const reconnectLater = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: Error) => {
        options.onError(error);
        reconnectLater();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
    client = undefined;
  };
}
