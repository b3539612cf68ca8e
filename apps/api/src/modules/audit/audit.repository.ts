import type { AuditEntry } from '@aruu/contract/staff-audit';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEntries, users } from '../../db/schema/index.js';

export interface AuditFilter {
  actorId?: number;
  objectType?: string;
  objectId?: string;
  from?: Date;
  to?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditEntries.actorId, filter.actorId),
    filter.objectType === undefined ? undefined : eq(auditEntries.objectType, filter.objectType),
    filter.objectId === undefined ? undefined : eq(auditEntries.objectId, filter.objectId),
    filter.from === undefined ? undefined : gte(auditEntries.at, filter.from),
    filter.to === undefined ? undefined : lt(auditEntries.at, filter.to),
  );
}

/** A page of entries, newest first, with their actors' names. */
export async function listAuditEntries(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = conditions(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ entry: auditEntries, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(auditEntries)
      .innerJoin(users, eq(users.id, auditEntries.actorId))
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEntries).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    items: rows.map(({ entry, email, firstName, lastName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: { id: entry.actorId, email, name: [firstName, lastName].filter(Boolean).join(' ') },
      action: entry.action,
      object_type: entry.objectType,
      object_id: entry.objectId,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      request_id: entry.requestId,
    })),
  };
}
