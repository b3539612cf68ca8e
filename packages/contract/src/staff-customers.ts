import { z } from 'zod';
import { IdParam, Language, paginationQuery, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { optionalText, requiredText, typedText } from './fields.js';
import { OrderStatus, PaymentMethod } from './orders.js';

export const CustomerListQuery = z.object({
  /** A name, an email or a phone (any way it is typed). */
  q: typedText(100).optional(),
  blocked: z.enum(['true', 'false']).optional(),
  ...paginationQuery({ defaultPageSize: 25, maxPageSize: 100 }),
});
export type CustomerListQuery = z.input<typeof CustomerListQuery>;
export type CustomerListFilters = z.output<typeof CustomerListQuery>;

export const CustomerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  account_type: z.enum(['individual', 'legal']),
  /** The language of the shopper's mails. */
  language: Language,
  registered_at: z.iso.datetime(),
  orders_count: z.number().int(),
  /** Paid orders not cancelled, in som. */
  total_spent: Som,
  blocked: z.boolean(),
  /** Returns for reasons other than defects, over all their orders (spec §6). */
  returns_count: z.number().int(),
  /** 5 or more such returns: the offer lets the shop refuse their orders. */
  returns_flagged: z.boolean(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerList = z.object({
  items: z.array(CustomerRow),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type CustomerList = z.infer<typeof CustomerList>;

export const CustomerDetail = CustomerRow.extend({
  blocked_at: z.iso.datetime().nullable(),
  /** Why the shopper is blocked and who blocked them; null unless blocked. */
  block: z
    .object({
      reason: z.string().nullable(),
      by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  /** Their cancelled orders, by who cancelled (the last cancellation in the order's timeline). */
  cancelled_orders: z.object({
    total: z.number().int(),
    by_buyer: z.number().int(),
    by_staff: z.number().int(),
    by_system: z.number().int(),
  }),
  /** The shopper's UDS account, as known from the orders they spent points on. */
  uds: z.object({ linked: z.boolean(), customer_uid: z.string().nullable() }),
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      status: OrderStatus,
      created_at: z.iso.datetime(),
      total: Som,
      paid: z.boolean(),
      payment_method: PaymentMethod,
    }),
  ),
}).meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof CustomerDetail>;

/** Blocking needs a reason: staff read it on the shopper's page and in the audit log. */
export const BlockCustomerBody = z.strictObject({ reason: requiredText(500, { multiline: true }) });
export type BlockCustomerBody = z.infer<typeof BlockCustomerBody>;
export const UnblockCustomerBody = z.strictObject({ note: optionalText(500, { multiline: true }) });
export type UnblockCustomerBody = z.infer<typeof UnblockCustomerBody>;

export const staffCustomerEndpoints = endpoints({
  'GET /staff/customers': {
    summary: 'Shoppers: search by name, email or phone, newest first',
    query: CustomerListQuery,
    response: CustomerList,
    errors: [400, 401, 403],
  },
  'GET /staff/customers/:id': {
    summary: 'A shopper with their orders, total spent and UDS link',
    params: IdParam,
    response: CustomerDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/customers/:id/block': {
    summary: 'Block a shopper, with a reason: they can no longer place orders',
    params: IdParam,
    body: BlockCustomerBody,
    response: CustomerDetail,
    errors: [400, 401, 403, 404],
  },
  'POST /staff/customers/:id/unblock': {
    summary: 'Unblock a shopper',
    params: IdParam,
    body: UnblockCustomerBody,
    response: CustomerDetail,
    errors: [400, 401, 403, 404],
  },
});
