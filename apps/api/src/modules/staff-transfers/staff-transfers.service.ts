import type { Language } from '@aruu/contract/common';
import type {
  TransferBody,
  TransferDetail,
  TransferList,
  TransferListFilters,
  TransferReceiptBody,
  TransferSummary,
} from '@aruu/contract/staff-transfers';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError, type FieldErrors, notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { Transfers } from '../inventory/transfers.js';
import { locationName } from '../locations/locations.service.js';
import * as repo from './staff-transfers.repository.js';

/** A location as inventory answers it. */
type LocationRow = Awaited<ReturnType<Transfers['places']>>[number];

/** Who acts, for the audit trail (`staffActor(request)`). */
interface Actor {
  actorId: number;
  requestId?: string;
}

export type StaffTransfersService = ReturnType<typeof createStaffTransfersService>;

const invalid = (fields: FieldErrors) => new AppError('invalid_data', 'validation_failed', 'Invalid data', fields);

/**
 * Transfers in the back office: reading them, and each step through `inventory.transfers` (the
 * only writer of stock) with one audit entry in the step's transaction. A refusal writes nothing.
 */
export function createStaffTransfersService(deps: { db: Db; inventory: InventoryService }) {
  const { db, inventory } = deps;

  function summaryOf(
    transfer: repo.TransferRow,
    places: Map<number, LocationRow>,
    totals: { lineCount: number; units: number },
    lang: Language,
  ): TransferSummary {
    const place = (id: number) => {
      const location = places.get(id)!;
      return { id, code: location.code, name: locationName(location, lang) };
    };
    return {
      id: transfer.id,
      status: transfer.status,
      from: place(transfer.fromLocationId),
      to: place(transfer.toLocationId),
      order_id: transfer.orderId,
      note: transfer.note,
      line_count: totals.lineCount,
      units: totals.units,
      created_at: transfer.createdAt.toISOString(),
      dispatched_at: transfer.dispatchedAt?.toISOString() ?? null,
      received_at: transfer.receivedAt?.toISOString() ?? null,
    };
  }

  const placesOf = async (db: DbOrTx) => new Map((await inventory.transfers.places(db)).map((row) => [row.id, row]));

  async function list(filters: TransferListFilters): Promise<TransferList> {
    const lang = filters.lang ?? 'ru';
    const places = await placesOf(db);
    let locationId: number | undefined;
    if (filters.location) {
      locationId = [...places.values()].find((row) => row.code === filters.location)?.id;
      if (locationId === undefined) {
        throw new AppError('invalid_data', 'unknown_location', `No location has the code ${filters.location}`, {
          location: { code: 'invalid_value', message: 'No location has this code' },
        });
      }
    }
    const { rows, total } = await repo.listTransfers(db, { ...filters, locationId });
    return {
      items: rows.map((row) => summaryOf(row.transfer, places, row, lang)),
      page: filters.page,
      page_size: filters.page_size,
      total,
    };
  }

  async function detailIn(tx: DbOrTx, transferId: number, lang: Language): Promise<TransferDetail> {
    const transfer = await repo.findTransfer(tx, transferId);
    if (!transfer) throw notFound('Transfer');
    // One query after another: `tx` may be a transaction's one client.
    const places = await placesOf(tx);
    const lines = await repo.transferLines(tx, transferId, lang);
    const people = [transfer.createdBy, transfer.dispatchedBy, transfer.receivedBy].filter(
      (id): id is number => id !== null,
    );
    const names = await repo.employeeNames(tx, [...new Set(people)]);
    const employee = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
    const totals = { lineCount: lines.length, units: lines.reduce((sum, line) => sum + line.quantity, 0) };
    return {
      ...summaryOf(transfer, places, totals, lang),
      receipt_note: transfer.receiptNote,
      created_by: employee(transfer.createdBy),
      dispatched_by: employee(transfer.dispatchedBy),
      received_by: employee(transfer.receivedBy),
      cancelled_at: transfer.cancelledAt?.toISOString() ?? null,
      lines,
    };
  }

  const detail = (transferId: number, lang: Language) => detailIn(db, transferId, lang);

  /** Both places active, the variations known: otherwise 400 naming the fields. */
  async function checkCreate(tx: DbOrTx, body: TransferBody) {
    const places = await placesOf(tx);
    const fields: FieldErrors = {};
    for (const field of ['from_location_id', 'to_location_id'] as const) {
      if (!places.get(body[field])?.active) {
        fields[field] = { code: 'invalid_value', message: 'No active location has this id' };
      }
    }
    const known = await repo.existingVariations(
      tx,
      body.lines.map((line) => line.variation_id),
    );
    body.lines.forEach((line, index) => {
      if (!known.has(line.variation_id)) {
        fields[`lines.${index}.variation_id`] = { code: 'invalid_value', message: 'No variation has this id' };
      }
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
  }

  /**
   * A new transfer with its audit entry; `record` (an idempotency key's) stores the answer in the
   * same transaction, so a retried request gets this transfer back instead of a second one.
   */
  async function create(
    body: TransferBody,
    lang: Language,
    actor: Actor,
    record?: (tx: DbOrTx, answer: TransferDetail) => Promise<void>,
  ): Promise<TransferDetail> {
    return db.transaction(async (tx) => {
      await checkCreate(tx, body);
      const lines = body.lines.map((line) => ({ variationId: line.variation_id, quantity: line.quantity }));
      const transfer = await inventory.transfers.create(tx, {
        fromLocationId: body.from_location_id,
        toLocationId: body.to_location_id,
        lines,
        note: body.note ?? null,
        actorId: actor.actorId,
      });
      await audit(tx, actor, 'transfer.created', transfer.id, null, {
        status: 'created',
        from_location_id: body.from_location_id,
        to_location_id: body.to_location_id,
        lines: body.lines,
        note: body.note ?? null,
      });
      const answer = await detailIn(tx, transfer.id, lang);
      await record?.(tx, answer);
      return answer;
    });
  }

  function audit(
    tx: Tx,
    actor: Actor,
    action: string,
    transferId: number,
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    return recordAudit(tx, { ...actor, action, objectType: 'stock_transfer', objectId: transferId, before, after });
  }

  async function dispatch(transferId: number, lang: Language, actor: Actor) {
    return db.transaction(async (tx) => {
      await inventory.transfers.dispatch(tx, transferId, actor.actorId);
      await audit(tx, actor, 'transfer.dispatched', transferId, { status: 'created' }, { status: 'in_transit' });
      return detailIn(tx, transferId, lang);
    });
  }

  async function receive(transferId: number, body: TransferReceiptBody, lang: Language, actor: Actor) {
    return db.transaction(async (tx) => {
      const note = body.note ?? null;
      await inventory.transfers.receive(tx, transferId, {
        received: (body.lines ?? []).map((line) => ({
          variationId: line.variation_id,
          quantity: line.received_quantity,
        })),
        note,
        actorId: actor.actorId,
      });
      const answer = await detailIn(tx, transferId, lang);
      await audit(
        tx,
        actor,
        'transfer.received',
        transferId,
        { status: 'in_transit' },
        {
          status: 'received',
          receipt_note: note,
          lines: answer.lines.map((line) => ({
            variation_id: line.variation_id,
            quantity: line.quantity,
            received_quantity: line.received_quantity,
          })),
        },
      );
      return answer;
    });
  }

  async function cancel(transferId: number, lang: Language, actor: Actor) {
    return db.transaction(async (tx) => {
      await inventory.transfers.cancel(tx, transferId);
      await audit(tx, actor, 'transfer.cancelled', transferId, { status: 'created' }, { status: 'cancelled' });
      return detailIn(tx, transferId, lang);
    });
  }

  return { list, detail, create, dispatch, receive, cancel };
}
