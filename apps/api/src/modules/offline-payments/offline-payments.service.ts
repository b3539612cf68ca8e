import type { LegalEntity, LegalEntityRequest, OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { notEnoughBonuses } from '../loyalty/loyalty.service.js';
import type { OrderPointsService } from '../loyalty/order-points.service.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import type { OrderRow, OrdersService } from '../orders/orders.service.js';
import { findUserById } from '../users/staff-accounts.js';
import { endOfBusinessDaysAfter } from './business-days.js';
import { renderInvoicePdf, type Seller } from './invoice-pdf.js';
import * as repo from './offline-payments.repository.js';

export type OfflinePaymentsService = ReturnType<typeof createOfflinePaymentsService>;

const notPayable = () => new AppError('conflict', 'order_not_payable', 'This order cannot be paid any more');
const notOffline = () =>
  new AppError('conflict', 'not_offline_order', 'This order is paid by card, not in cash or by bank transfer');
const noInvoice = () =>
  new AppError('conflict', 'not_offline_order', 'Only an order paid by bank transfer has an invoice');
const legalEntityRequired = () =>
  new AppError(
    'unprocessable',
    'legal_entity_required',
    'Paying by bank transfer needs your company details: record them in your profile first',
  );

/** Statuses in which staff may record the money of an offline order: not once it is closed. */
const mayTakeMoney = (order: OrderRow) => order.status !== 'cancelled' && order.status !== 'error';

const toLegalEntity = (row: repo.LegalEntityRow): LegalEntity => ({
  organisation_name: row.organisationName,
  inn: row.inn,
  legal_address: row.legalAddress,
  bank_name: row.bankName,
  bic: row.bic,
  bank_account: row.bankAccount,
});

/**
 * Cash and bank-transfer orders (docs/decisions/023): the buyer places an unpaid order to pay
 * without a card, staff record the money when it comes, and a bank transfer has its invoice.
 */
export function createOfflinePaymentsService(deps: {
  db: Db;
  orders: OrdersService;
  points: OrderPointsService;
  holds: PointsHolds;
  seller: Seller;
  /** How long a bank-transfer invoice is valid, in business days. */
  invoiceValidBusinessDays: number;
}) {
  const { db, orders, points, holds } = deps;

  async function legalEntity(userId: number) {
    const row = await repo.findLegalEntity(db, userId);
    return { legal_entity: row ? toLegalEntity(row) : null };
  }

  async function saveLegalEntity(userId: number, details: LegalEntityRequest) {
    return { legal_entity: toLegalEntity(await repo.saveLegalEntity(db, userId, details)) };
  }

  /**
   * Places the buyer's unpaid order to pay in cash or by bank transfer. Its UDS points are
   * debited first, as before a card payment; then, with the order locked, it leaves the payment
   * timer and the shop is told. A repeat with the same method answers the placed order.
   */
  async function place(userId: number, orderId: number, method: OfflinePaymentMethod) {
    const current = await orders.ownOrder(userId, orderId);
    if (current.status === 'processed' && current.paymentMethod === method) return orders.detail(userId, orderId);
    await orders.ownUnpaidOrder(userId, orderId);
    // Checked before the points are held at UDS: an expired order must not spend them.
    if (current.expiresAt.getTime() <= Date.now()) throw notPayable();
    if (!current.deliveryMethod) {
      throw new AppError('invalid_data', 'delivery_required', 'Choose delivery or pickup first');
    }
    if (method === 'bank_transfer' && !(await repo.findLegalEntity(db, userId))) throw legalEntityRequired();
    await points.holdForPayment(orderId);
    await db.transaction(async (tx) => {
      const order = await orders.lockUnpaid(tx, orderId);
      if (order.expiresAt.getTime() <= Date.now()) throw notPayable();
      if (!(await holds.isHeld(tx, order))) throw notEnoughBonuses();
      await placeLocked(tx, order, method);
    });
    return orders.detail(userId, orderId);
  }

  /**
   * With the order locked (or just opened) and its points, if any, held: it leaves the payment
   * timer for the shop, with its invoice when it is paid by bank transfer (which needs the
   * buyer's company details). Order-entry places an order staff take this way in its transaction.
   */
  async function placeLocked(tx: DbOrTx, order: OrderRow, method: OfflinePaymentMethod) {
    const buyer = method === 'bank_transfer' ? await repo.findLegalEntity(tx, order.userId) : undefined;
    if (method === 'bank_transfer' && !buyer) throw legalEntityRequired();
    const payBy = buyer ? endOfBusinessDaysAfter(new Date(), deps.invoiceValidBusinessDays) : null;
    await orders.placeOffline(tx, order, method, payBy);
    if (buyer && payBy) await repo.insertInvoice(tx, order.id, toLegalEntity(buyer), payBy);
  }

  /**
   * Staff record the money of a cash or bank-transfer order: the payment (who, when, how, how
   * much), the timeline event naming them and one audit entry, in one transaction with the
   * order locked. Already paid: nothing changes and nothing is recorded (a double click).
   */
  async function markPaid(orderId: number, actor: { actorId: number; requestId?: string }) {
    await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId);
      if (!order) throw notFound('Order');
      if (order.paymentMethod === 'card') throw notOffline();
      if (order.paidAt) return;
      if (!mayTakeMoney(order)) throw notPayable();
      const employee = await findUserById(tx, actor.actorId);
      const name = [employee?.firstName, employee?.lastName].filter(Boolean).join(' ');
      await orders.acceptOfflinePayment(tx, order, `${order.paymentMethod}_payment_received · ${name}`);
      const payment = await repo.insertPayment(tx, {
        orderId,
        method: order.paymentMethod,
        amount: order.total,
        recordedBy: actor.actorId,
      });
      const after = await orders.lock(tx, orderId);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: 'order.marked_paid',
        objectType: 'order',
        objectId: orderId,
        before: { status: order.status, paid_at: null },
        after: {
          status: after!.status,
          paid_at: after!.paidAt?.toISOString() ?? null,
          method: payment.method,
          amount: payment.amount,
        },
        requestId: actor.requestId,
      });
    });
  }

  /** The invoice PDF of the buyer's own bank-transfer order; another's is as absent as a missing one. */
  async function buyerInvoice(userId: number, orderId: number) {
    return invoiceOf(await orders.ownOrder(userId, orderId));
  }

  /** The same invoice, for staff. */
  async function staffInvoice(orderId: number) {
    const order = await orders.find(orderId);
    if (!order) throw notFound('Order');
    return invoiceOf(order);
  }

  async function invoiceOf(order: OrderRow) {
    const invoice = await repo.findInvoice(db, order.id);
    if (order.paymentMethod !== 'bank_transfer' || !invoice) throw noInvoice();
    const items = await orders.itemsIn([order.id], order.language);
    return renderInvoicePdf({
      orderId: order.id,
      lang: order.language,
      issuedAt: invoice.issuedAt,
      validUntil: invoice.validUntil,
      seller: deps.seller,
      buyer: invoice.buyer,
      items,
      delivery: order.deliveryFee,
      discount: order.discount,
      points: order.pointsDiscount,
      total: order.total,
    });
  }

  return { legalEntity, saveLegalEntity, place, placeLocked, markPaid, buyerInvoice, staffInvoice };
}
