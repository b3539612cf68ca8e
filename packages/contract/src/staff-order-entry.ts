import { z } from 'zod';
import { Language } from './common.js';
import { DeliveryChoice } from './delivery.js';
import { endpoints } from './endpoint.js';
import { Email, fieldError, Id, mustBeTrue, NewPassword, optionalText, requiredText, typedText } from './fields.js';
import { ChangeTokenParam } from './order-changes.js';
import { OrderDetail, OrderIdParam, PaymentMethod } from './orders.js';
import { PaymentUrl } from './payments.js';
import { Phone } from './phone.js';
import { OrderChannel, StaffOrderDetail } from './staff-orders.js';
import { RequiredIdempotencyHeaders } from './staff-refunds.js';

/**
 * Orders staff take for a customer who asked by phone, Instagram, WhatsApp or in a shop (issue 27
 * item 4). The order is the site's order (same stock, promo code, delivery and state machine),
 * placed by staff for a customer: an existing account, or a new one the customer later claims
 * through the link they are sent (`/order-access/:token`), where they see the order, pay it and
 * may set a password.
 */

/** Where staff took the order: every channel but the site. */
export const TakenChannel = OrderChannel.exclude(['site'], fieldError('invalid_value'));
export type TakenChannel = z.infer<typeof TakenChannel>;

/** A phone (any way it is typed: its digits are compared) or an email, or a part of a name. */
export const OrderEntryCustomerQuery = z.object({ q: typedText(100).min(2, 'required') });
export type OrderEntryCustomerQuery = z.input<typeof OrderEntryCustomerQuery>;

export const OrderEntryCustomer = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  /** The language of the customer's mails: the order's language. */
  language: Language,
  /** A blocked shopper cannot be given an order (`customer_blocked`). */
  blocked: z.boolean(),
  orders_count: z.number().int(),
});
export type OrderEntryCustomer = z.infer<typeof OrderEntryCustomer>;

/** At most 10 matches, the most recently registered first. */
export const OrderEntryCustomerList = z.object({ items: z.array(OrderEntryCustomer) });
export type OrderEntryCustomerList = z.infer<typeof OrderEntryCustomerList>;

/**
 * A customer without an account: one is made for them, without a password until they set one
 * from the order's link. An email that already has an account is `email_taken` (staff pick that
 * account instead).
 */
export const NewOrderCustomer = z.strictObject({
  name: requiredText(120),
  phone: Phone,
  email: Email,
  /** The language of the order's mails and of the link's page. */
  language: Language,
  /**
   * The customer agreed, on the channel, to the offer and to the processing of their data; the
   * server records it with the staff member and the time (the account's terms and adult consent).
   */
  consent: mustBeTrue('must_accept_terms'),
});
export type NewOrderCustomer = z.input<typeof NewOrderCustomer>;

/**
 * `{ user_id }` (an account found by `GET /staff/order-entry/customers`) or `{ new: … }`. One
 * object with both keys optional rather than a union: a union would answer a wrong phone as the
 * whole `customer` being invalid, this answers it as `customer.new.phone`.
 */
export const OrderEntryCustomerChoice = z
  .strictObject({ user_id: Id.optional(), new: NewOrderCustomer.optional() }, fieldError('required'))
  .superRefine((choice, context) => {
    if ((choice.user_id === undefined) === (choice.new === undefined)) {
      context.addIssue({ code: 'custom', message: choice.new ? 'invalid_value' : 'required' });
    }
  })
  .transform((choice): { user_id: number } | { new: NonNullable<typeof choice.new> } =>
    choice.new ? { new: choice.new } : { user_id: choice.user_id ?? 0 },
  );

const Quantity = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(99, 'invalid_value');

export const OrderEntryLine = z.strictObject({ variation_id: Id, quantity: Quantity });

export const CreateStaffOrderBody = z
  .strictObject({
    customer: OrderEntryCustomerChoice,
    /** 1 to 50 lines, each variation once. */
    lines: z
      .array(OrderEntryLine, fieldError('required'))
      .min(1, 'required')
      .max(50, 'invalid_value')
      .refine((lines) => new Set(lines.map((line) => line.variation_id)).size === lines.length, 'invalid_value'),
    /** A courier needs `address` here (the street, house, flat); pickup names the shop. */
    delivery: DeliveryChoice,
    promo_code: optionalText(40),
    /** The customer's words for the shop (as on the site's checkout). */
    comment: optionalText(1000, { multiline: true }),
    channel: TakenChannel,
    payment_method: PaymentMethod,
  })
  .superRefine((body, context) => {
    if (body.delivery.method === 'courier' && !body.delivery.address) {
      context.addIssue({ code: 'custom', path: ['delivery', 'address'], message: 'required' });
    }
  });
export type CreateStaffOrderBody = z.input<typeof CreateStaffOrderBody>;
export type CreateStaffOrderRequest = z.output<typeof CreateStaffOrderBody>;

/** The link the customer opens without an account: `${publicUrl}/order-access/<token>`. */
const CustomerLink = z.object({ customer_link: z.url() });

export const TakenOrder = StaffOrderDetail.extend(CustomerLink.shape).meta({ id: 'TakenOrder' });
export type TakenOrder = z.infer<typeof TakenOrder>;

/**
 * A new link (the old one stops working: only the token's hash is kept) and where it went. Staff
 * may also pass it on themselves.
 */
export const SentCustomerLink = CustomerLink.extend({ sent_to: z.string() });
export type SentCustomerLink = z.infer<typeof SentCustomerLink>;

/** The link's token: a long random string, the only key to the page. */
export const OrderAccessParam = ChangeTokenParam;

/** The customer's order by the link, in the shape of their own order page. */
export const OrderAccess = OrderDetail.extend({
  /** A card order waiting for its payment: `POST /order-access/:token/pay` gives the payment page. */
  can_pay: z.boolean(),
  /** The account has no password yet: `POST /order-access/:token/password` sets one. */
  can_set_password: z.boolean(),
}).meta({ id: 'OrderAccess' });
export type OrderAccess = z.infer<typeof OrderAccess>;

/** Then the customer signs in with their email and this password. */
export const SetAccessPasswordBody = z.strictObject({ password: NewPassword });
export type SetAccessPasswordBody = z.input<typeof SetAccessPasswordBody>;

export const staffOrderEntryEndpoints = endpoints({
  'GET /staff/order-entry/customers': {
    summary: 'Find the customer an order is taken for: by phone (digits, any format), email or name; a few matches',
    query: OrderEntryCustomerQuery,
    response: OrderEntryCustomerList,
    errors: [400, 401, 403],
  },
  'POST /staff/orders': {
    summary:
      'Take an order for a customer (phone, Instagram, WhatsApp, shop): reserves stock, claims the promo code, mails the customer their link',
    headers: RequiredIdempotencyHeaders,
    body: CreateStaffOrderBody,
    response: TakenOrder,
    status: 201,
    errors: [400, 401, 403, 404, 409, 422, 429, 503],
  },
  'POST /staff/orders/:order_id/send-link': {
    summary: 'Send the customer a new link to their order (the previous link stops working)',
    params: OrderIdParam,
    response: SentCustomerLink,
    errors: [400, 401, 403, 404, 409, 429],
  },
});

export const orderAccessEndpoints = endpoints({
  'GET /order-access/:token': {
    summary: 'An order staff took, by the link sent to its customer (no sign-in)',
    params: OrderAccessParam,
    response: OrderAccess,
    errors: [400, 404, 429],
  },
  'POST /order-access/:token/pay': {
    summary: 'Start the card payment of the order behind the link',
    params: OrderAccessParam,
    response: PaymentUrl,
    errors: [400, 404, 409, 429, 503],
  },
  'POST /order-access/:token/password': {
    summary: "Set the password of the link's account, once, while it has none; then sign in with email and password",
    params: OrderAccessParam,
    body: SetAccessPasswordBody,
    status: 204,
    errors: [400, 404, 409, 429],
  },
});
