import { z } from 'zod';
import { IdParam, LangQuery, pageOf, paginationQuery } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id, optionalText } from './fields.js';
import { IdempotencyHeaders } from './idempotency.js';
import { LocationCode, StockTransferStatus } from './locations.js';
import { MAX_ADJUSTMENT_UNITS } from './staff-stock.js';

/**
 * Transfers between locations in the back office (issue 26, item 5; docs/decisions/058). A
 * transfer is `created` with its units still at the source, `in_transit` once dispatched (its
 * units belong to neither location's free stock), `received` with what arrived at the
 * destination (fewer than sent only with a note), or `cancelled` before it left.
 */

/** The most lines one transfer carries: a box or a pallet, not the whole shop. */
export const MAX_TRANSFER_LINES = 200;

const units = (min: number) =>
  z
    .number(fieldError('invalid_value'))
    .int('invalid_value')
    .min(min, 'invalid_value')
    .max(MAX_ADJUSTMENT_UNITS, 'invalid_value');

const distinctVariations = (lines: Array<{ variation_id: number }>) =>
  new Set(lines.map((line) => line.variation_id)).size === lines.length;

export const TransferLineBody = z.strictObject({ variation_id: Id, quantity: units(1) });

export const TransferBody = z
  .strictObject({
    from_location_id: Id,
    to_location_id: Id,
    /** Each variation once. */
    lines: z
      .array(TransferLineBody, fieldError('invalid_value'))
      .min(1, 'required')
      .max(MAX_TRANSFER_LINES, 'invalid_value')
      .refine(distinctVariations, 'invalid_value'),
    note: optionalText(500, { multiline: true }),
  })
  .refine((body) => body.from_location_id !== body.to_location_id, {
    path: ['to_location_id'],
    message: 'invalid_value',
  });
export type TransferBody = z.input<typeof TransferBody>;

/**
 * What arrived: a line not named arrived whole. Fewer units than were sent need `note` (422
 * `receipt_note_required`); a line not on the transfer or more than sent is 422 `transfer_receipt_mismatch`.
 */
export const TransferReceiptBody = z.strictObject({
  lines: z
    .array(z.strictObject({ variation_id: Id, received_quantity: units(0) }), fieldError('invalid_value'))
    .max(MAX_TRANSFER_LINES, 'invalid_value')
    .refine(distinctVariations, 'invalid_value')
    .default([]),
  note: optionalText(500, { multiline: true }),
});
export type TransferReceiptBody = z.input<typeof TransferReceiptBody>;

const TransferPlace = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const Employee = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const TransferSummary = z
  .object({
    id: z.number().int(),
    status: StockTransferStatus,
    from: TransferPlace,
    to: TransferPlace,
    /** The order whose units it brings to its pickup shop; null for a transfer made by staff. */
    order_id: z.number().int().nullable(),
    note: z.string().nullable(),
    line_count: z.number().int(),
    /** Units sent (or to be sent). */
    units: z.number().int(),
    created_at: z.iso.datetime(),
    dispatched_at: z.iso.datetime().nullable(),
    received_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TransferSummary' });
export type TransferSummary = z.infer<typeof TransferSummary>;

export const TransferLine = z
  .object({
    variation_id: z.number().int(),
    product_id: z.number().int(),
    sku: z.string(),
    barcode: z.string().nullable(),
    title: z.string(),
    variation_name: z.string(),
    quantity: z.number().int(),
    /** Set at receipt. */
    received_quantity: z.number().int().nullable(),
  })
  .meta({ id: 'TransferLine' });
export type TransferLine = z.infer<typeof TransferLine>;

export const TransferDetail = TransferSummary.extend({
  receipt_note: z.string().nullable(),
  created_by: Employee,
  dispatched_by: Employee,
  received_by: Employee,
  cancelled_at: z.iso.datetime().nullable(),
  lines: z.array(TransferLine),
}).meta({ id: 'TransferDetail' });
export type TransferDetail = z.infer<typeof TransferDetail>;

export const TransferListQuery = LangQuery.extend({
  status: StockTransferStatus.optional(),
  /** Transfers leaving or arriving at this location. */
  location: LocationCode.optional(),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type TransferListQuery = z.input<typeof TransferListQuery>;
export type TransferListFilters = z.output<typeof TransferListQuery>;

export const TransferList = pageOf(TransferSummary).meta({ id: 'TransferList' });
export type TransferList = z.infer<typeof TransferList>;

export const TransferIdParam = z.object({ transfer_id: IdParam.shape.id });

export const staffTransfersEndpoints = endpoints({
  'GET /staff/transfers': {
    summary: 'Transfers between locations, newest first, by status and by a location they leave or reach',
    query: TransferListQuery,
    response: TransferList,
    errors: [400, 401, 403],
  },
  'GET /staff/transfers/:transfer_id': {
    summary: 'A transfer with its places, people, times and lines',
    params: TransferIdParam,
    query: LangQuery,
    response: TransferDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/transfers': {
    summary: 'A transfer between two active locations; its units stay at the source until dispatched',
    query: LangQuery,
    body: TransferBody,
    headers: IdempotencyHeaders,
    response: TransferDetail,
    status: 201,
    errors: [400, 401, 403, 409, 422],
  },
  'POST /staff/transfers/:transfer_id/dispatch': {
    summary: "The goods leave: out of the source's free units (409 `not_enough_stock`), in transit",
    params: TransferIdParam,
    query: LangQuery,
    response: TransferDetail,
    errors: [400, 401, 403, 404, 409],
  },
  'POST /staff/transfers/:transfer_id/receive': {
    summary: 'What arrived is put at the destination; fewer than sent needs a note',
    params: TransferIdParam,
    query: LangQuery,
    body: TransferReceiptBody,
    response: TransferDetail,
    errors: [400, 401, 403, 404, 409, 422],
  },
  'POST /staff/transfers/:transfer_id/cancel': {
    summary: "A transfer that has not left; an order's transfer ends with its order (409 `transfer_for_order`)",
    params: TransferIdParam,
    query: LangQuery,
    response: TransferDetail,
    errors: [400, 401, 403, 404, 409],
  },
});
