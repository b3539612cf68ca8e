import type { DbOrTx } from '@aruu/api/db/client';
import { sandboxUdsCustomers, sandboxUdsLongCodes, sandboxUdsOperations } from '@aruu/api/db/schema';
import { and, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

export type SandboxUdsCustomer = typeof sandboxUdsCustomers.$inferSelect;
export type SandboxUdsOperation = typeof sandboxUdsOperations.$inferSelect;
export type NewSandboxUdsOperation = typeof sandboxUdsOperations.$inferInsert;

const customers = sandboxUdsCustomers;
const operations = sandboxUdsOperations;

/** A 6-digit code still valid at `now` (a null expiry is a demo code that never expires). */
export async function findCustomerByPaymentCode(db: DbOrTx, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.paymentCode, code),
        or(isNull(customers.paymentCodeExpiresAt), gt(customers.paymentCodeExpiresAt, now)),
      ),
    );
  return row;
}

export async function findCustomerByLongCode(db: DbOrTx, code: string, now: Date) {
  const [row] = await db
    .select({ customer: customers })
    .from(sandboxUdsLongCodes)
    .innerJoin(customers, eq(customers.id, sandboxUdsLongCodes.customerId))
    .where(and(eq(sandboxUdsLongCodes.code, code), gt(sandboxUdsLongCodes.expiresAt, now)));
  return row?.customer;
}

export async function findCustomerBy(db: DbOrTx, by: { uid: string } | { phone: string } | { id: number }) {
  const condition =
    'uid' in by ? eq(customers.uid, by.uid) : 'phone' in by ? eq(customers.phone, by.phone) : eq(customers.id, by.id);
  const [row] = await db.select().from(customers).where(condition);
  return row;
}

export async function insertLongCode(db: DbOrTx, values: { code: string; customerId: number; expiresAt: Date }) {
  await db.insert(sandboxUdsLongCodes).values(values);
}

/** A one-off (non-demo) payment code is spent by the purchase that uses it. */
export async function spendPaymentCode(db: DbOrTx, customerId: number, now: Date) {
  await db
    .update(customers)
    .set({ paymentCodeExpiresAt: now })
    .where(and(eq(customers.id, customerId), isNotNull(customers.paymentCodeExpiresAt)));
}

/**
 * Takes points off in one conditional UPDATE, so concurrent purchases can never drive a
 * balance below zero. Undefined when the balance does not cover them.
 */
export async function spendPoints(db: DbOrTx, customerId: number, pointsTyiyn: number) {
  const [row] = await db
    .update(customers)
    .set({ pointsTyiyn: sql`${customers.pointsTyiyn} - ${pointsTyiyn}` })
    .where(and(eq(customers.id, customerId), gte(customers.pointsTyiyn, pointsTyiyn)))
    .returning({ pointsTyiyn: customers.pointsTyiyn });
  return row;
}

export async function returnPoints(db: DbOrTx, customerId: number, pointsTyiyn: number) {
  await db
    .update(customers)
    .set({ pointsTyiyn: sql`${customers.pointsTyiyn} + ${pointsTyiyn}` })
    .where(eq(customers.id, customerId));
}

/** Undefined when an operation with the same nonce exists already (it won). */
export async function insertOperation(db: DbOrTx, values: NewSandboxUdsOperation) {
  const [row] = await db
    .insert(operations)
    .values(values)
    .onConflictDoNothing({ target: operations.nonce })
    .returning();
  return row;
}

export async function findOperation(db: DbOrTx, by: { id: number } | { nonce: string }, options = { lock: false }) {
  const query = db
    .select()
    .from(operations)
    .where('id' in by ? eq(operations.id, by.id) : eq(operations.nonce, by.nonce));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** What the refunds of a purchase add up to: total refunded and points given back, both positive. */
export async function refundedSoFar(db: DbOrTx, originId: number) {
  const [row] = await db
    .select({
      totalTyiyn: sql<string>`coalesce(sum(-${operations.totalTyiyn}), 0)`,
      pointsTyiyn: sql<string>`coalesce(sum(${operations.pointsTyiyn}), 0)`,
    })
    .from(operations)
    .where(eq(operations.originId, originId));
  return { totalTyiyn: Number(row?.totalTyiyn ?? 0), pointsTyiyn: Number(row?.pointsTyiyn ?? 0) };
}

/** Operations with their customers, newest first, older than `beforeId` when given. */
export function operationsPage(db: DbOrTx, page: { beforeId?: number; limit: number }) {
  return db
    .select({ operation: operations, customer: customers })
    .from(operations)
    .innerJoin(customers, eq(customers.id, operations.customerId))
    .where(page.beforeId === undefined ? undefined : lt(operations.id, page.beforeId))
    .orderBy(desc(operations.id))
    .limit(page.limit);
}

export function listCustomers(db: DbOrTx) {
  return db.select().from(customers).orderBy(customers.id);
}

export function listRecentOperations(db: DbOrTx, limit: number) {
  return db
    .select({ operation: operations, customerName: customers.displayName })
    .from(operations)
    .innerJoin(customers, eq(customers.id, operations.customerId))
    .orderBy(desc(operations.id))
    .limit(limit);
}
