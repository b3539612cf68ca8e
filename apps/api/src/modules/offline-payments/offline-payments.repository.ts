import type { LegalEntity, LegalEntityRequest, OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankTransferInvoices, legalEntities, offlinePayments } from '../../db/schema/index.js';

export type LegalEntityRow = typeof legalEntities.$inferSelect;

export async function findLegalEntity(db: DbOrTx, userId: number): Promise<LegalEntityRow | undefined> {
  const [row] = await db.select().from(legalEntities).where(eq(legalEntities.userId, userId));
  return row;
}

export async function saveLegalEntity(db: DbOrTx, userId: number, details: LegalEntityRequest) {
  const values = {
    organisationName: details.organisation_name,
    inn: details.inn,
    legalAddress: details.legal_address,
    bankName: details.bank_name,
    bic: details.bic,
    bankAccount: details.bank_account,
  };
  const [row] = await db
    .insert(legalEntities)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: legalEntities.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function insertInvoice(db: DbOrTx, orderId: number, buyer: LegalEntity, validUntil: Date) {
  await db.insert(bankTransferInvoices).values({ orderId, buyer, validUntil });
}

export async function findInvoice(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(bankTransferInvoices).where(eq(bankTransferInvoices.orderId, orderId));
  return row && { ...row, buyer: row.buyer as LegalEntity };
}

export async function insertPayment(
  db: DbOrTx,
  payment: { orderId: number; method: OfflinePaymentMethod; amount: number; recordedBy: number },
) {
  const [row] = await db.insert(offlinePayments).values(payment).returning();
  return row!;
}
