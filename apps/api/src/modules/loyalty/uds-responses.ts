import { z } from 'zod';

/**
 * The parts of UDS Partner API v2 answers the store reads (docs.uds.app; research notes
 * `integrations.md` §1). Unknown fields are ignored, so additions on UDS's side break nothing.
 */

export const UdsErrorBody = z.object({
  errorCode: z.string().optional(),
  message: z.string().optional(),
});

export const UdsSettings = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string(),
  currency: z.string(),
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

export const UdsOperationResponse = z.object({
  id: z.number().int(),
  dateCreated: z.string(),
  state: z.string(),
  /** Negative when points were spent, positive when a refund gave them back. */
  points: z.number(),
  cash: z.number(),
  total: z.number(),
  receiptNumber: z.string().nullish(),
  customer: z.object({ uid: z.string() }).nullish(),
  origin: z.object({ id: z.number().int() }).nullish(),
});
export type UdsOperationResponse = z.infer<typeof UdsOperationResponse>;

/** `GET /operations`: a page of the company's operations, newest first; `cursor` null on the last page. */
export const UdsOperationsPage = z.object({
  rows: z.array(UdsOperationResponse),
  cursor: z.string().nullish(),
});
