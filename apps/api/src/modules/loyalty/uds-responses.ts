import { z } from 'zod';

/**
 * The parts of UDS Partner API v2 answers the store reads (UDS-SPEC: the official OpenAPI copy,
 * `olshanskiyvv/async_uds_api` `openapi/openapi.yaml`). Unknown fields are ignored, so additions
 * on UDS's side break nothing. Strict where the store decides something from a field, lenient
 * where UDS-SPEC makes a field optional and the store can do without it.
 */

export const UdsErrorBody = z.object({
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

/** `CompanySettings`: `currency` is "ISO-4217", and nullable. */
export const UdsSettings = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  currency: z.string().nullable(),
  loyaltyProgramSettings: z.object({ maxScoresDiscount: z.number().nullish() }).nullish(),
});

export const UdsFindResponse = z.object({
  user: z.object({
    uid: z.string(),
    displayName: z.string().nullish(),
    participant: z.object({ points: z.number() }),
  }),
  purchase: z.object({ maxPoints: z.number() }).nullish(),
  /** The long code (valid 24 h) when `exchangeCode=true` was asked for. */
  code: z.string().nullish(),
});

export type UdsFindResponse = z.infer<typeof UdsFindResponse>;

/** `POST /operations/calc`: `cashBack` is the points the bill would earn, optional in UDS-SPEC. */
export const UdsCalcResponse = z.object({
  user: UdsFindResponse.shape.user,
  purchase: z.object({ maxPoints: z.number(), cashBack: z.number().nullish().catch(null) }),
});

/** A purchase the store made or asked for: every field the store keeps must be there. */
export const UdsOperationResponse = z.object({
  id: z.number().int(),
  dateCreated: z.string(),
  state: z.string(),
  /** Negative when points were spent, positive when a refund gave them back. */
  points: z.number(),
  cash: z.number(),
  total: z.number(),
  receiptNumber: z.string().nullish(),
  customer: z.object({ uid: z.string().nullish() }).nullish(),
  origin: z.object({ id: z.number().int() }).nullish(),
});
export type UdsOperationResponse = z.infer<typeof UdsOperationResponse>;

/**
 * One row of `GET /operations`, read field by field: UDS-SPEC's `Operation` requires only
 * `action`, and `total`/`cash` belong to purchases only. A field that is missing or of an
 * unexpected type reads as null; callers refuse to decide from a row lacking what they need.
 */
const lenient = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);
export const UdsListedRow = z.object({
  id: lenient(z.number().int()),
  dateCreated: lenient(z.string()),
  state: lenient(z.string()),
  points: lenient(z.number()),
  cash: lenient(z.number()),
  total: lenient(z.number()),
  receiptNumber: lenient(z.string()),
  customer: lenient(z.object({ uid: lenient(z.string()) })),
  origin: lenient(z.object({ id: lenient(z.number().int()) })),
});
export type UdsListedRow = z.output<typeof UdsListedRow>;

/**
 * `GET /operations`: a page of the company's operations; `cursor` null on the last page. A row
 * that is not even an object is kept as an empty one, so one odd row never fails the page.
 */
export const UdsOperationsPage = z.object({
  rows: z.array(z.unknown().transform((row) => UdsListedRow.parse(isObject(row) ? row : {}))),
  cursor: z.string().nullish(),
});

/**
 * `POST /operations/{id}/refund`: UDS-SPEC answers an `Operation`, but the public Python client
 * accepts an empty 200 (`… if data else Operation(action="REFUND")`). Anything short of a
 * complete operation reads as null: the refund was made, and is looked for in the list.
 */
export const UdsRefundAnswer = z.unknown().transform((body) => {
  const operation = UdsOperationResponse.safeParse(body);
  return operation.success ? operation.data : null;
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
