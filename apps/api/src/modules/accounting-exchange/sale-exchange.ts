import { readFile } from 'node:fs/promises';
import type { ExchangeStatusChange } from '@aruu/contract/staff-exchange';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { allLocations } from '../locations/locations.service.js';
import type { OrdersService } from '../orders/orders.service.js';
import * as repo from './accounting-exchange.repository.js';
import { type ExchangeAnswer, failure, success, xmlDocument } from './exchange-answer.js';
import type { ExchangeFiles } from './exchange-files.js';
import { ordersDocument } from './orders-document.js';
import { OrdersFileError, type ReceivedStatus, readOrderStatuses } from './orders-file.js';
import { statusNamed, statusNames } from './status-names.js';

/** The most orders one `query` answer carries; the rest go in the next exchange, after `success`. */
export const ORDERS_PER_QUERY = 500;

/** The most status lines a run keeps in its log. */
const MAX_LOGGED_STATUSES = 1000;

/**
 * Orders out (`query`, confirmed by `success`) and statuses back (an orders file through
 * `file`/`import`), each status applied through the orders' state machine in its own transaction.
 */
export function createSaleExchange(deps: { db: Db; orders: OrdersService; files: ExchangeFiles }) {
  const { db, orders, files } = deps;

  async function query(run: repo.RunRow): Promise<ExchangeAnswer> {
    const rows = await repo.ordersToSend(db, ORDERS_PER_QUERY);
    const items = await repo.itemsOf(
      db,
      rows.map((row) => row.order.id),
    );
    const shops = new Map((await allLocations(db)).map((location) => [location.code, location.nameRu]));
    const sent = rows.map((row) => ({ id: row.order.id, version: row.version }));
    // A repeated `query` before `success` answers the same orders again: counted once.
    await repo.updateRun(db, run.id, { sentOrders: sent, ordersSent: run.ordersConfirmed + sent.length });
    return xmlDocument(ordersDocument(rows, items, (code) => shops.get(code)));
  }

  /** `success`: the accounting system has the orders of the last `query`, at the versions it sent. */
  async function confirm(run: repo.RunRow): Promise<ExchangeAnswer> {
    await db.transaction(async (tx) => {
      const locked = await repo.lockRun(tx, run.id);
      await repo.confirmExports(tx, locked.sentOrders);
      await repo.updateRun(tx, run.id, {
        sentOrders: [],
        ordersConfirmed: locked.ordersConfirmed + locked.sentOrders.length,
      });
      await repo.finishRun(tx, run.id, 'succeeded', null);
    });
    return success();
  }

  async function applyOne(received: ReceivedStatus): Promise<ExchangeStatusChange | undefined> {
    const digits = /^\d{1,9}$/;
    const key = digits.test(received.id) ? received.id : digits.test(received.number) ? received.number : undefined;
    const order = key ? await orders.find(Number(key)) : undefined;
    const change = { order_id: order?.id ?? null, number: received.number || received.id, received: received.status };
    if (!order) return { ...change, applied: false, reason: 'unknown_order' };
    const to = statusNamed(received.status);
    if (!to) return { ...change, applied: false, reason: 'unknown_status' };
    if (to === order.status) return undefined;
    try {
      await orders.transition(order.id, to, 'staff', {
        alongside: async (_tx, before) => {
          // Checked on the locked row, as staff's cancel does: money taken goes back by a refund, not a bare cancel.
          if (to === 'cancelled' && before.paidAt)
            throw new AppError('conflict', 'order_paid', 'A paid order is cancelled with a refund');
        },
      });
      return { ...change, applied: true, reason: null };
    } catch (error) {
      if (error instanceof AppError) return { ...change, applied: false, reason: error.code };
      throw error;
    }
  }

  /** Applies an orders file's statuses once per run; a file that cannot be read applies nothing. */
  async function applyFile(run: repo.RunRow, name: string): Promise<ExchangeAnswer> {
    if (run.appliedFiles.includes(name)) return success();
    if (!run.files.some((file) => file.name === name)) return failure(`Файл ${name} не был передан`);
    let received: ReceivedStatus[];
    try {
      received = readOrderStatuses(await readFile(files.path(run.id, name)), statusNames.cancelled);
    } catch (error) {
      if (!(error instanceof OrdersFileError)) throw error;
      await repo.finishRun(db, run.id, 'failed', error.message);
      return failure(error.message);
    }
    const changes: ExchangeStatusChange[] = [];
    for (const status of received) {
      const change = await applyOne(status);
      if (change) changes.push(change);
    }
    await db.transaction(async (tx) => {
      const locked = await repo.lockRun(tx, run.id);
      await repo.updateRun(tx, run.id, {
        appliedFiles: [...locked.appliedFiles, name],
        statuses: [...locked.statuses, ...changes].slice(0, MAX_LOGGED_STATUSES),
      });
      await repo.finishRun(tx, run.id, 'succeeded', null);
    });
    return success();
  }

  return { query, confirm, applyFile };
}

export type SaleExchange = ReturnType<typeof createSaleExchange>;
