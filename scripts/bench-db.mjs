// The benchmarks' PostgreSQL helpers: each benchmark works in a database of its own on one server.
import pg from 'pg';

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrlOn(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a connected client and closes it, whatever happens. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
