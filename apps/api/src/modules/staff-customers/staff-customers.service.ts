import type { CustomerDetail, CustomerList, CustomerListFilters } from '@aruu/contract/staff-customers';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './staff-customers.repository.js';

export type StaffCustomersService = ReturnType<typeof createStaffCustomersService>;

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCustomer>>>;

function row({ user, ordersCount, spent }: Row) {
  return {
    id: user.id,
    name: user.lastName ? `${user.firstName} ${user.lastName}` : user.firstName,
    email: user.email,
    phone: user.phone,
    account_type: user.accountType,
    registered_at: user.createdAt.toISOString(),
    orders_count: ordersCount,
    total_spent: tyiynToSom(spent),
    blocked: user.blockedAt !== null,
  };
}

export function createStaffCustomersService(deps: { db: Db }) {
  const { db } = deps;

  async function list(query: CustomerListFilters): Promise<CustomerList> {
    const { rows, total } = await repo.listCustomers(db, query);
    return { items: rows.map(row), page: query.page, page_size: query.page_size, total };
  }

  async function detail(userId: number): Promise<CustomerDetail> {
    const found = await repo.findCustomer(db, userId);
    if (!found) throw notFound('Customer');
    const [orders, udsUid] = await Promise.all([repo.customerOrders(db, userId), repo.udsCustomerOf(db, userId)]);
    return {
      ...row(found),
      language: found.user.language,
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
