import type { CustomerDetail, CustomerList, CustomerListFilters } from '@aruu/contract/staff-customers';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './staff-customers.repository.js';

export type StaffCustomersService = ReturnType<typeof createStaffCustomersService>;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCustomer>>>;

/** The refunds module's count of a buyer's returns (spec §6), asked for a page of customers at once. */
export type CustomerReturns = (userIds: number[]) => Promise<Map<number, { count: number; flagged: boolean }>>;

const fullName = (person: { firstName: string; lastName: string | null }) =>
  person.lastName ? `${person.firstName} ${person.lastName}` : person.firstName;

function row({ user, ordersCount, spent }: Row, returns: { count: number; flagged: boolean } | undefined) {
  return {
    id: user.id,
    name: fullName(user),
    email: user.email,
    phone: user.phone,
    account_type: user.accountType,
    language: user.language,
    registered_at: user.createdAt.toISOString(),
    orders_count: ordersCount,
    total_spent: tyiynToSom(spent),
    blocked: user.blockedAt !== null,
    returns_count: returns?.count ?? 0,
    returns_flagged: returns?.flagged ?? false,
  };
}

export function createStaffCustomersService(deps: { db: Db; returnsOf: CustomerReturns }) {
  const { db, returnsOf } = deps;

  async function list(query: CustomerListFilters): Promise<CustomerList> {
    const { rows, total } = await repo.listCustomers(db, query);
    const returns = await returnsOf(rows.map((found) => found.user.id));
    return {
      items: rows.map((found) => row(found, returns.get(found.user.id))),
      page: query.page,
      page_size: query.page_size,
      total,
    };
  }

  async function detail(userId: number): Promise<CustomerDetail> {
    const found = await repo.findCustomer(db, userId);
    if (!found) throw notFound('Customer');
    const [orders, udsUid, returns, blocker, cancelled] = await Promise.all([
      repo.customerOrders(db, userId),
      repo.udsCustomerOf(db, userId),
      returnsOf([userId]),
      repo.blockerOf(db, userId),
      repo.cancelledOrdersByActor(db, userId),
    ]);
    const cancelledBy = (actor: 'buyer' | 'staff' | 'system') =>
      cancelled.find((group) => group.actor === actor)?.count ?? 0;
    return {
      ...row(found, returns.get(userId)),
      blocked_at: found.user.blockedAt?.toISOString() ?? null,
      block: found.user.blockedAt
        ? {
            reason: found.user.blockedReason,
            by: blocker ? { id: blocker.id, name: fullName(blocker) } : null,
          }
        : null,
      cancelled_orders: {
        total: cancelled.reduce((sum, group) => sum + group.count, 0),
        by_buyer: cancelledBy('buyer'),
        by_staff: cancelledBy('staff'),
        by_system: cancelledBy('system'),
      },
      uds: { linked: udsUid !== null, customer_uid: udsUid },
      orders: orders.map((order) => ({
        order_id: order.id,
        status: order.status,
        created_at: order.createdAt.toISOString(),
        total: tyiynToSom(order.total),
        paid: order.paidAt !== null,
        payment_method: order.paymentMethod,
      })),
    };
  }

  /**
   * Blocks with a reason (`block`) or unblocks with an optional note, audited; asking for the
   * state the shopper is already in changes nothing (the first reason stays).
   */
  async function setBlocked(
    userId: number,
    change: { block: true; reason: string } | { block: false; note: string | null },
    actor: { actorId: number; requestId?: string },
  ) {
    await db.transaction(async (tx) => {
      const current = await repo.lockCustomer(tx, userId);
      if (!current) throw notFound('Customer');
      if ((current.blockedAt !== null) === change.block) return;
      const updated = await repo.setBlocked(
        tx,
        userId,
        change.block ? { reason: change.reason, by: actor.actorId } : null,
      );
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: change.block ? 'customer.blocked' : 'customer.unblocked',
        objectType: 'customer',
        objectId: userId,
        before: { blocked_at: current.blockedAt?.toISOString() ?? null },
        after: {
          blocked_at: updated.blockedAt?.toISOString() ?? null,
          ...(change.block ? { reason: change.reason } : { note: change.note }),
        },
        requestId: actor.requestId,
      });
    });
    return detail(userId);
  }

  return { list, detail, setBlocked };
}
