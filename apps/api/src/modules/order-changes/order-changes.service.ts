import type { OrderChangeRequest } from '@aruu/contract/order-changes';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { newOpaqueToken } from '../auth/tokens.js';
import { fingerprintOf } from '../idempotency/idempotency.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { OrderRow } from '../orders/orders.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import {
  type ApplicationDeps,
  createChangeApplication,
  isChangeable,
  notChangeable,
  restockByDefault,
} from './change-application.js';
import type { ChangeNotices } from './change-notices.js';
import { changeView } from './change-view.js';
import * as repo from './order-changes.repository.js';

export const EXPIRE_CHANGE_JOB = 'order-changes.expire';

export interface OrderChangeSettings {
  /** How long the buyer has to answer a proposal (ORDER_CHANGE_ANSWER_HOURS). */
  answerHours: number;
  /** The storefront's origin, for the proposal's link. */
  publicUrl: string;
}

/** The employee who acts, for the audit trail. */
export interface StaffActor {
  actorId: number;
  requestId?: string;
}

export interface OrderChangesDeps extends ApplicationDeps {
  db: Db;
  queue: JobQueue;
  payments: PaymentsService;
  notices: ChangeNotices;
  settings: OrderChangeSettings;
}

const keyReused = () =>
  new AppError('unprocessable', 'idempotency_key_reused', 'This key was used for another change of the order');
const linePending = () =>
  new AppError('conflict', 'order_change_pending', 'This line already has a change waiting for the buyer');

/** The link the buyer answers a proposal at (the storefront's page of the contract's `GET /order-changes/:token`). */
export const proposalLink = (publicUrl: string, token: string) => `${publicUrl}/order-changes/${token}`;

/**
 * Changes staff make to an order not yet handed over (issue 27, decision 062): removals and
 * reductions at once, replacements, additions and anything dearer proposed to the buyer. This
 * file is the staff's side; the buyer's answers and the deadline are in `buyer-answers.ts`.
 */
export function createOrderChangesService(deps: OrderChangesDeps) {
  const { db, orders, queue, payments, notices, settings } = deps;
  const application = createChangeApplication(deps);

  async function orderOf(orderId: number) {
    const order = await orders.find(orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  async function view(row: repo.OrderChangeRow, order: OrderRow, dbOrTx: Db | Tx = db) {
    return changeView(row, order, await payments.supplementsOf([row.id], dbOrTx));
  }

  async function list(orderId: number) {
    const order = await orderOf(orderId);
    const rows = await repo.listChanges(db, orderId);
    const attempts = await payments.supplementsOf(rows.map((row) => row.id));
    return { items: rows.map((row) => changeView(row, order, attempts)) };
  }

  /** What the change would make of the order now, changing nothing. */
  async function preview(orderId: number, body: OrderChangeRequest) {
    const order = await orderOf(orderId);
    if (!isChangeable(order)) throw notChangeable();
    const change = await application.lineChangeOf(db, order, body);
    const fee = await application.quoteFee(order, change);
    return (await application.price(db, order, change, fee)).preview;
  }

  /**
   * Makes the change in one transaction with the order locked: applied at once, or stored as a
   * proposal with its link mailed to the buyer and its deadline's job queued. The same key with
   * the same body answers the change it made; with another body, 422.
   */
  async function create(actor: StaffActor, orderId: number, key: string, body: OrderChangeRequest) {
    const fingerprint = fingerprintOf(body);
    const replayed = await repo.findByKey(db, orderId, key);
    if (replayed) return replay(replayed, fingerprint);
    const order = await orderOf(orderId);
    if (!isChangeable(order)) throw notChangeable();
    const change = await application.lineChangeOf(db, order, body);
    // Priced before the transaction: no row lock is held while the delivery service answers.
    const fee = await application.quoteFee(order, change);
    return db.transaction(async (tx) => {
      const locked = await orders.lock(tx, orderId);
      if (!locked) throw notFound('Order');
      const raced = await repo.findByKey(tx, orderId, key);
      if (raced) return replay(raced, fingerprint, tx);
      if (!isChangeable(locked)) throw notChangeable();
      const open = await repo.openProposals(tx, orderId);
      if (change.orderItemId !== null && open.some((row) => row.orderItemId === change.orderItemId)) {
        throw linePending();
      }
      const priced = await application.price(tx, locked, change, fee);
      const proposal = priced.preview.needs_consent ? newOpaqueToken() : undefined;
      let row = await repo.insertChange(tx, {
        orderId,
        kind: body.kind,
        reason: body.reason,
        note: body.note ?? null,
        restock: restockByDefault(body),
        state: proposal ? 'proposed' : 'applied',
        orderItemId: change.orderItemId,
        quantity: change.quantity,
        newLine: change.newLine,
        preview: priced.preview,
        tokenHash: proposal?.hash ?? null,
        answerBy: proposal ? new Date(Date.now() + settings.answerHours * 3_600_000) : null,
        idempotencyKey: key,
        fingerprint,
        createdBy: actor.actorId,
      });
      if (proposal) {
        await queue.enqueue(
          tx,
          EXPIRE_CHANGE_JOB,
          { changeId: row.id },
          { runAt: row.answerBy!, dedupeKey: `order-change-expire:${row.id}` },
        );
        await notices.notifyBuyer(tx, locked, 'proposed', row, proposalLink(settings.publicUrl, proposal.token));
      } else {
        const refund = await application.apply(tx, locked, change, priced, {
          changeId: row.id,
          restock: row.restock,
          actor: 'staff',
          actorId: actor.actorId,
        });
        row = await repo.updateChange(tx, row.id, { refundId: refund?.id ?? null });
        await notices.notifyBuyer(tx, locked, 'applied', row);
      }
      await recordAudit(tx, {
        ...actor,
        action: proposal ? 'order.change_proposed' : 'order.changed',
        objectType: 'order',
        objectId: orderId,
        before: { lines: priced.preview.before.lines, totals: priced.preview.before.totals },
        after: {
          change_id: row.id,
          kind: body.kind,
          reason: body.reason,
          restock: row.restock,
          lines: priced.preview.after.lines,
          totals: priced.preview.after.totals,
          refund_id: row.refundId,
        },
      });
      return view(row, (await orders.find(orderId, tx))!, tx);
    });
  }

  async function replay(row: repo.OrderChangeRow, fingerprint: string, tx?: Tx) {
    if (row.fingerprint !== fingerprint) throw keyReused();
    return view(row, (await orders.find(row.orderId, tx ?? db))!, tx ?? db);
  }

  /** Staff take back a proposal the buyer has not answered. */
  async function withdraw(actor: StaffActor, orderId: number, changeId: number) {
    return db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId);
      const row = order && (await repo.lockChange(tx, changeId));
      if (!order || !row || row.orderId !== orderId) throw notFound('Order change');
      if (row.state !== 'proposed') {
        throw new AppError('conflict', 'order_change_closed', 'This change is no longer waiting for the buyer');
      }
      const closed = await repo.updateChange(tx, row.id, {
        state: 'withdrawn',
        decidedAt: new Date(),
        decidedBy: 'staff',
      });
      await notices.notifyBuyer(tx, order, 'withdrawn', closed);
      await recordAudit(tx, {
        ...actor,
        action: 'order.change_withdrawn',
        objectType: 'order',
        objectId: orderId,
        before: { change_id: row.id, state: row.state },
        after: { change_id: row.id, state: 'withdrawn' },
      });
      return view(closed, order, tx);
    });
  }

  return { list, preview, create, withdraw, application };
}

export type OrderChangesService = ReturnType<typeof createOrderChangesService>;
