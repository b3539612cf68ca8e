import type { AuditQuery } from '@aruu/contract/staff-audit';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listAuditEntries } from './audit.repository.js';

export type AuditService = ReturnType<typeof createAuditService>;

/** Reading the staff's recorded actions (they are written by `recordAudit`, in each change's transaction). */
export function createAuditService(deps: { db: Db }) {
  async function page(query: z.output<typeof AuditQuery>) {
    const { page, page_size, actor_id, object_type, object_id, from, to } = query;
    const result = await listAuditEntries(
      deps.db,
      {
        actorId: actor_id,
        objectType: object_type,
        objectId: object_id,
        from: from ? new Date(from) : undefined,
        to: to ? new Date(to) : undefined,
      },
      { limit: page_size, offset: (page - 1) * page_size },
    );
    return { ...result, page, page_size };
  }

  return { page };
}
