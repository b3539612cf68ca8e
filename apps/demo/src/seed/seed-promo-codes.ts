import type { Db } from '@aruu/api/db/client';
import { promoCodes } from '@aruu/api/db/schema';

/** Demo codes a person trying the store can type at checkout; idempotent. */
export async function seedPromoCodes(db: Db) {
  await db
    .insert(promoCodes)
    .values([
      { code: 'WELCOME10', kind: 'percent', value: 10, minOrder: 1000_00 },
      { code: 'ARUU500', kind: 'fixed', value: 500_00, minOrder: 3000_00 },
      { code: 'BISHKEK15', kind: 'percent', value: 15, minOrder: 5000_00, usageLimit: 100 },
    ])
    .onConflictDoNothing();
}
