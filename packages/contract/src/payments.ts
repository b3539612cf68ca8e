import { z } from 'zod';
import { IdParam, MAX_SOM } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id } from './fields.js';
import { IdempotencyHeaders } from './idempotency.js';
import { OrderDetail } from './orders.js';

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

/** The UDS account linked to the store account, as UDS tells it now; null: none linked. */
export const UdsAccount = z
  .object({
    uds: z.object({ customer_name: z.string(), balance: z.number().int() }).nullable(),
  })
  .meta({ id: 'UdsAccount' });
export type UdsAccount = z.infer<typeof UdsAccount>;

export const LinkUdsBody = z.strictObject({ uds_code: UdsCode });

/** What the cart means for the linked UDS account; null: none linked. */
export const CartUdsPoints = z
  .object({
    uds: z
      .object({
        balance: z.number().int(),
        /** The most points the cart may spend (by the app's code at checkout). */
        max_points: z.number().int(),
        /** Points the cart would earn paid in money; null when UDS does not say. */
        earn_points: z.number().int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CartUdsPoints' });
export type CartUdsPoints = z.infer<typeof CartUdsPoints>;

export const GetPaymentUrlBody = z.strictObject({ order_id: Id });
export const PaymentUrl = z.object({ payment_url: z.url() }).meta({ id: 'PaymentUrl' });
export type PaymentUrl = z.infer<typeof PaymentUrl>;

export const loyaltyEndpoints = endpoints({
  'GET /uds/points': {
    summary: 'My UDS balance and the most points this order (or my cart) may spend',
    query: UdsPointsQuery,
    response: UdsPoints,
    errors: [400, 401, 404, 429, 503],
  },
  'POST /orders/set_uds_discount': {
    summary: 'Apply UDS points to an unpaid order (debited at UDS when the payment starts)',
    body: SetUdsDiscountBody,
    response: OrderDetail,
    errors: [400, 401, 404, 409, 429, 503],
  },
  'GET /users/uds': {
    summary: 'My linked UDS account and its balance (asked of UDS, cached briefly)',
    response: UdsAccount,
    errors: [401, 503],
  },
  'POST /users/uds/link': {
    summary: 'Link my UDS account by a code from the UDS app',
    body: LinkUdsBody,
    response: UdsAccount,
    errors: [400, 401, 429, 503],
  },
  'POST /users/uds/unlink': { summary: 'Forget my linked UDS account', response: UdsAccount, errors: [401] },
  'GET /carts/uds_points': {
    summary: 'What my cart would earn and may spend in my linked UDS account',
    response: CartUdsPoints,
    errors: [401, 503],
  },
});

export const paymentsEndpoints = endpoints({
  'POST /payments/get_payment_url': {
    summary: 'Start a card payment of an unpaid order: the provider’s payment page',
    headers: IdempotencyHeaders,
    body: GetPaymentUrlBody,
    response: PaymentUrl,
    errors: [400, 401, 404, 409, 422, 429, 503],
  },
});

/**
 * Freedom Pay's server-to-server result callback: a form post of flat `pg_*` fields, answered
 * with the protocol's signed XML. The server checks the fields against their signature, so the
 * schema only says they are strings.
 */
export const paymentCallbackEndpoints = endpoints({
  'POST /payments/freedom-pay/result': {
    summary: 'Freedom Pay result callback (form post, XML answer)',
    body: z.record(z.string(), z.string()),
    response: z.string().meta({ description: 'The protocol’s XML answer' }),
    errors: [400, 503],
    hidden: true,
  },
});
