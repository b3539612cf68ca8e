import type { DbOrTx } from '@aruu/api/db/client';
import { sandboxUdsCustomers } from '@aruu/api/db/schema';
import { sql } from 'drizzle-orm';

export interface UdsDemoCustomer {
  displayName: string;
  code: string;
  points: number;
  blocked: boolean;
}

const demoCustomers = [
  {
    uid: '5b1c2e1a-7f4d-4c1e-9a51-0a0000000001',
    displayName: 'Айгерим',
    phone: '+996555010101',
    points: 1500,
    code: '111111',
    blocked: false,
  },
  {
    uid: '5b1c2e1a-7f4d-4c1e-9a51-0a0000000002',
    displayName: 'Бакыт',
    phone: '+996700020202',
    points: 300,
    code: '222222',
    blocked: false,
  },
  {
    uid: '5b1c2e1a-7f4d-4c1e-9a51-0a0000000003',
    displayName: 'Нурлан',
    phone: '+996770030303',
    points: 0,
    code: '333333',
    blocked: false,
  },
  {
    uid: '5b1c2e1a-7f4d-4c1e-9a51-0a0000000004',
    displayName: 'Жылдыз',
    phone: '+996550040404',
    points: 800,
    code: '444444',
    blocked: true,
  },
];

/**
 * Creates the demo UDS customers, or brings them back to their demo state: their codes are
 * pinned (they never expire, unlike a real app's 45-minute codes) so a person trying the store
 * can always use them. Balances are kept unless `resetBalances`, since spending them is the demo.
 * Safe to run from several processes at once.
 */
export async function seedUdsSandbox(
  db: DbOrTx,
  options: { resetBalances?: boolean } = {},
): Promise<UdsDemoCustomer[]> {
  const t = sandboxUdsCustomers;
  const rows = await db
    .insert(t)
    .values(
      demoCustomers.map(({ points, code, ...customer }) => ({
        ...customer,
        pointsTyiyn: points * 100,
        maxScoresDiscount: 50,
        paymentCode: code,
        paymentCodeExpiresAt: null,
      })),
    )
    .onConflictDoUpdate({
      target: t.uid,
      set: {
        displayName: sql`excluded.display_name`,
        phone: sql`excluded.phone`,
        maxScoresDiscount: sql`excluded.max_scores_discount`,
        paymentCode: sql`excluded.payment_code`,
        paymentCodeExpiresAt: null,
        blocked: sql`excluded.blocked`,
        ...(options.resetBalances ? { pointsTyiyn: sql`excluded.points_tyiyn` } : {}),
      },
    })
    .returning();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      displayName: row.displayName,
      code: row.paymentCode,
      points: Math.floor(row.pointsTyiyn / 100),
      blocked: row.blocked,
    }));
}
