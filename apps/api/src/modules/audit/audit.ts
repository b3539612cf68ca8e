import type { Tx } from '../../db/client.js';
import { auditEntries } from '../../db/schema/index.js';

export interface AuditEntry {
  /** The employee who acted (`staffActor(request).actorId`). */
  actorId: number;
  /** `<object>.<verb>`: `order.status_changed`, `staff.role_changed`, `refund.created`, … */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The changed fields as they were, and as they are; null for a creation or a removal. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Fastify's request id (`staffActor(request).requestId`), to find the request in the logs. */
  requestId?: string;
}

/**
 * Records one staff action. Takes the change's own transaction, never the database, so the
 * entry commits exactly when the change does and a failed action leaves none.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: entry.actorId,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before,
    after: entry.after,
    requestId: entry.requestId ?? null,
  });
}
