import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PoolBusyError } from './postgres-pool.js';

/**
 * Telling "the database is not there" apart from every other failure: the first is answered
 * 503 `database_unavailable` and survived, the second is a bug. Only errors about reaching
 * the server count; a query the server refused (a constraint, a syntax error) never does.
 */

/** The socket to the server failed or was refused (Node's system error codes). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs the server answers when it cannot serve this connection now
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html); class 08 is matched whole.
 */
const serverCodes = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command" (a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: our statement_timeout ran out
]);

/**
 * node-postgres raises these without a code: the socket closed under a client, a broken client
 * was used again, or a connect timeout of ours fired (pg/lib/client.js, pg-pool/index.js).
 */
const driverMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
];

function isConnectionFailure(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && driverMessages.some((known) => message.startsWith(known));
}

/**
 * True when `error` is one of those, as the driver raised it or as Drizzle wrapped it. Other
 * causes are not followed: a provider adapter's network error (its `cause` an ECONNREFUSED from
 * fetch) is not the database's.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof DrizzleQueryError) return isDatabaseUnavailable(error.cause);
  // Connecting to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with all of them.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return isConnectionFailure(error);
}

/**
 * True when `error` is a request's wait for a connection that every other request kept busy
 * (db/postgres-pool.ts): the database is there, this process is saturated. Answered 503 `busy`.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof DrizzleQueryError) return isDatabaseBusy(error.cause);
  return error instanceof PoolBusyError;
}
