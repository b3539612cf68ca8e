import { isDatabaseUnavailable } from './db/connection-errors.js';

export interface GuardLog {
  error(details: object, message: string): void;
  fatal(details: object, message: string): void;
}

export interface ProcessGuardOptions {
  log: GuardLog;
  /** Closes the server and the database; the process then exits with code 1. */
  shutDown: () => Promise<void>;
  /** The longest `shutDown` may take before the process exits anyway. */
  shutdownTimeoutMs?: number;
}

/**
 * What a running server does with errors nobody caught (docs/areas/platform.md, "When the
 * database goes away"). Installed once the server listens: before that, any error means the
 * server cannot start, and Node's default (print it, exit 1) is right.
 *
 * - A promise rejected without a handler is a bug in one request or job, not in the process:
 *   logged, and the process carries on.
 * - An uncaught exception that is a lost database connection is survived: it comes from a
 *   socket's event handler after the driver has marked the connection broken, so nothing else
 *   is half done, and the pool replaces the connection. (`db/client.ts` listens on every
 *   client, so this is a second line of defence.)
 * - Any other uncaught exception may have left the process in a state nobody planned for:
 *   logged as fatal, then a graceful shutdown and exit code 1, for the supervisor to restart.
 */
export function guardProcess({ log, shutDown, shutdownTimeoutMs = 10_000 }: ProcessGuardOptions): void {
  let shuttingDown = false;

  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection; the server carries on');
  });

  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error }, 'database connection error nobody handled; the server carries on');
      return;
    }
    log.fatal({ err: error }, 'uncaught exception; shutting down');
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    setTimeout(() => process.exit(1), shutdownTimeoutMs).unref();
    shutDown().then(
      () => process.exit(1),
      (shutdownError: unknown) => {
        log.fatal({ err: shutdownError }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
