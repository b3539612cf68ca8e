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

function row({ user, ordersCount, spent }: Row, returns: { count: number; flagged: boolean } | undefined) {
  return {
    id: user.id,
    name: user.lastName ? `${user.firstName} ${user.lastName}` : user.firstName,
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
    const [orders, udsUid, returns] = await Promise.all([
      repo.customerOrders(db, userId),
      repo.udsCustomerOf(db, userId),
      returnsOf([userId]),
    ]);
    return {
      ...row(found, returns.get(userId)),
      blocked_at: found.user.blockedAt?.toISOString() ?? null,
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

  /** Blocks or unblocks, audited; asking for the state the shopper is already in changes nothing. */
  async function setBlocked(
    userId: number,
    blocked: boolean,
    note: string | null,
    actor: { actorId: number; requestId?: string },
  ) {
    await db.transaction(async (tx) => {
      const current = await repo.lockCustomer(tx, userId);
      if (!current) throw notFound('Customer');
      if ((current.blockedAt !== null) === blocked) return;
      const updated = await repo.setBlocked(tx, userId, blocked);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: blocked ? 'customer.blocked' : 'customer.unblocked',
        objectType: 'customer',
        objectId: userId,
        before: { blocked_at: current.blockedAt?.toISOString() ?? null },
        after: { blocked_at: updated.blockedAt?.toISOString() ?? null, note },
        requestId: actor.requestId,
      });
    });
    return detail(userId);
  }

  return { list, detail, setBlocked };
}
