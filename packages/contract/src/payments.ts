import { z } from 'zod';
import { IdParam, MAX_SOM } from './common.js';
import { fieldError, Id } from './fields.js';

/** A 6-digit code from the shopper's UDS app (or a long code UDS issued). */
const UdsCode = z
  .string(fieldError('required'))
  .trim()
  .min(1, 'required')
  .regex(/^[A-Za-z0-9-]{4,64}$/, 'invalid_uds_code');

export const UdsPointsQuery = z.object({
  uds_code: UdsCode,
  /** Price the allowance against this unpaid order; without it, against the cart. */
  order_id: IdParam.shape.id.optional(),
});

export const UdsPoints = z
  .object({
    customer_name: z.string(),
    /** Whole points; 1 point = 1 som. */
    balance: z.number().int(),
    /** The most points this order may spend. */
    max_points: z.number().int(),
  })
  .meta({ id: 'UdsPoints' });
export type UdsPoints = z.infer<typeof UdsPoints>;

export const SetUdsDiscountBody = z.strictObject({
  order_id: Id,
  uds_code: UdsCode,
  /** 0 removes the points from the order. */
  points: z
    .number(fieldError('invalid_bonus_points'))
    .int('invalid_bonus_points')
    .min(0, 'invalid_bonus_points')
    .max(MAX_SOM, 'invalid_bonus_points'),
});

export const GetPaymentUrlBody = z.strictObject({ order_id: Id });
export const PaymentUrl = z.object({ payment_url: z.url() }).meta({ id: 'PaymentUrl' });
export type PaymentUrl = z.infer<typeof PaymentUrl>;
