import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters shared by every API process (`modules/rate-limit`). A row whose
 * `expires_at` has passed is a finished window: the next hit restarts it, and a periodic
 * bounded delete removes the ones nobody hits again.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<rule name>:<subject>`, e.g. `login-fail-ip:203.0.113.7`; long subjects are hashed. */
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
