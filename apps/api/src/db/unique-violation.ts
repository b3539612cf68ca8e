import { DrizzleQueryError } from 'drizzle-orm/errors';

/** SQLSTATE unique_violation (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint or index `error` broke, or undefined when it is another
 * error. Both drivers (node-postgres and PGlite) report `code` and `constraint`; Drizzle wraps them.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return undefined;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && typeof constraint === 'string' ? constraint : undefined;
}

/** SQLSTATE foreign_key_violation: a row still referenced, or a reference to a row that is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === '23503';
}
