import type { DbOrTx } from '../../db/client.js';
import { consultationRequests, helpRequests } from '../../db/schema/index.js';

export type NewHelpRequest = typeof helpRequests.$inferInsert;
export type NewConsultationRequest = typeof consultationRequests.$inferInsert;

export async function insertHelpRequest(db: DbOrTx, request: NewHelpRequest): Promise<number> {
  const [row] = await db.insert(helpRequests).values(request).returning({ id: helpRequests.id });
  return row!.id;
}

export async function insertConsultationRequest(db: DbOrTx, request: NewConsultationRequest): Promise<number> {
  const [row] = await db.insert(consultationRequests).values(request).returning({ id: consultationRequests.id });
  return row!.id;
}
