import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Who on the staff changed what, when, from what to what. Written in the transaction of the
 * change itself (modules/audit), so an entry exists exactly when the change does; the database
 * refuses UPDATE and DELETE on it (migration 0012), so the application cannot rewrite history.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The employee; restricted so that an account with history cannot be deleted under it. */
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `<object>.<verb>`, e.g. `order.status_changed`, `staff.role_changed`. */
    action: text('action').notNull(),
    /** `order`, `user`, `staff_invite`, … */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Fastify's request id, to find the request in the logs. */
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_entries_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_entries_object_idx').on(t.objectType, t.objectId, t.at.desc()),
  ],
);
