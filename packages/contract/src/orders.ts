import { z } from 'zod';
import { Cart } from './cart.js';
import { IdParam, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { Email, Id, mustBeTrue, optionalText, requiredText } from './fields.js';
import { IdempotencyHeaders } from './idempotency.js';
import { OrderShop } from './locations.js';
import { Phone } from './phone.js';
import { Photo } from './photos.js';

export const orderStatuses = [
  'processed',
  'pay',
  'assembly',
  'delivery',
  'ready',
  'delivered',
  'cancelled',
  'error',
] as const;
export const OrderStatus = z.enum(orderStatuses);
/** Card through Freedom Pay; cash on delivery or at pickup; bank transfer for legal entities. */
export const paymentMethods = ['card', 'cash', 'bank_transfer'] as const;
export const PaymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * The checkout form's fields (spec §3, §5), without the rule between them: the storefront's form
 * extends these and adds the same rule (`courierNeedsAddress`) to its own.
 */
export const CreateOrderFields = z.strictObject({
  customer_name: requiredText(120),
  phone: Phone,
  email: Email,
  country: requiredText(60).default('Kyrgyzstan'),
  city: requiredText(60).default('Bishkek'),
  /** Street, house, apartment: needed for courier; a pickup order's documents name the shop instead. */
  address: optionalText(300),
  /**
   * How the shopper means to receive the order (`set_delivery` then says where). Courier when
   * absent, so a request that does not say still needs its address.
   */
  delivery_method: z.enum(['courier', 'pickup']).default('courier'),
  /** Keep this city and address as the account's one address (spec §3), replacing the one it had. */
  save_address: z.boolean().default(false),
  /** Hear about this and later orders on WhatsApp at `phone` (the account's opt-in; off unless ticked). */
  whatsapp_opt_in: z.boolean().default(false),
  comment: optionalText(1000, { multiline: true }),
  promo_code: optionalText(40),
  accept_terms: mustBeTrue('must_accept_terms'),
});

/** A courier goes to an address: without one, the `address` field is `required`. */
export function courierNeedsAddress(
  form: { delivery_method?: 'courier' | 'pickup' | undefined; address?: string | null | undefined },
  context: z.RefinementCtx,
) {
  if ((form.delivery_method ?? 'courier') === 'courier' && !form.address?.trim()) {
    context.addIssue({ code: 'custom', path: ['address'], message: 'required' });
  }
}

/** The checkout form (spec §3, §5). */
export const CreateOrderBody = CreateOrderFields.superRefine(courierNeedsAddress);
export type CreateOrderBody = z.input<typeof CreateOrderBody>;
export type CreateOrderRequest = z.output<typeof CreateOrderBody>;

export const OrderIdParam = z.object({ order_id: IdParam.shape.id });
export const OrderIdBody = z.strictObject({ order_id: Id });

export const OrderItem = z.object({
  variation_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  variation_name: z.string(),
  image: z.string(),
  /** The shade's photo, else the product's main one; null without uploaded photos (then `image`). */
  photo: Photo.nullable(),
  unit_price: Som,
  quantity: z.number().int(),
  line_total: Som,
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderTotals = z.object({ subtotal: Som, delivery: Som, discount: Som, points: Som, total: Som });
export type OrderTotals = z.infer<typeof OrderTotals>;

export const OrderEvent = z.object({
  status: OrderStatus,
  actor: z.enum(['buyer', 'staff', 'system']),
  note: z.string().nullable(),
  at: z.iso.datetime(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const OrderSummary = z
  .object({
    order_id: z.number().int(),
    status: OrderStatus,
    created_at: z.iso.datetime(),
    item_count: z.number().int(),
    total: Som,
    delivery: z.enum(['courier', 'pickup']).nullable(),
    paid: z.boolean(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderDetail = OrderSummary.extend({
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  address: z.object({ country: z.string(), city: z.string(), address: z.string() }),
  comment: z.string().nullable(),
  /** Card until the buyer places the order to pay in cash or by bank transfer. */
  payment_method: PaymentMethod,
  /** How the order reaches the buyer, once chosen. */
  delivery_details: z
    .object({
      method: z.enum(['courier', 'pickup']),
      city: z.string().nullable(),
      city_code: z.number().int().nullable(),
      shop_id: z.string().nullable(),
      /** Pickup: the shop's name, address and hours; null for courier (or a code no location has). */
      shop: OrderShop.nullable(),
    })
    .nullable(),
  items: z.array(OrderItem),
  totals: OrderTotals,
  /**
   * An unpaid order gives its stock back at this time: a card order after the payment timer, a
   * bank-transfer order when its invoice lapses; a cash order waits for the shop (null).
   */
  expires_at: z.iso.datetime().nullable(),
  timeline: z.array(OrderEvent),
}).meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** An order in the shopper's list: its summary and the first lines' photos (up to 4, lines without one skipped). */
export const OrderListItem = OrderSummary.extend({ thumbnails: z.array(Photo).max(4) }).meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof OrderListItem>;
export const OrderList = z.array(OrderListItem);

export const OrderedProduct = z.object({
  order_id: z.number().int(),
  product_id: z.number().int(),
  variation_id: z.number().int(),
  title: z.string(),
  variation_name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unit_price: Som,
  ordered_at: z.iso.datetime(),
});
export const OrderedProducts = z.array(OrderedProduct);

export const ReorderResult = z.object({
  cart: Cart,
  /** Lines that could not be put back in full, and why. */
  skipped: z.array(
    z.object({
      variation_id: z.number().int(),
      title: z.string(),
      reason: z.enum(['out_of_stock', 'reduced', 'discontinued']),
      added: z.number().int(),
    }),
  ),
});
export type ReorderResult = z.infer<typeof ReorderResult>;

/** Checkout's last step, which the checkout module serves. */
export const placeOrderEndpoints = endpoints({
  'POST /orders/create_from_cart': {
    summary: 'Place an order from the cart (reserves stock, empties the cart)',
    headers: IdempotencyHeaders,
    body: CreateOrderBody,
    response: OrderDetail,
    status: 201,
    errors: [400, 401, 409, 422, 429],
  },
});

export const ordersEndpoints = endpoints({
  'GET /orders': { summary: 'My orders, newest first', response: OrderList, errors: [401] },
  'GET /orders/order_products': { summary: 'Everything I have ordered', response: OrderedProducts, errors: [401] },
  'GET /orders/:order_id': {
    summary: 'One of my orders with items, totals and timeline',
    params: OrderIdParam,
    response: OrderDetail,
    errors: [400, 401, 404],
  },
  'DELETE /orders/delete/:order_id': {
    summary: 'Cancel an unpaid order (gives the stock back)',
    params: OrderIdParam,
    response: OrderDetail,
    errors: [400, 401, 404, 409],
  },
  'POST /orders/new_from_old': {
    summary: 'Put a past order back in the cart at today’s prices',
    body: OrderIdBody,
    response: ReorderResult,
    errors: [400, 401, 404],
  },
  'POST /orders/confirm_delivery': {
    summary: 'Confirm I received the order',
    body: OrderIdBody,
    response: OrderDetail,
    errors: [400, 401, 404, 409],
  },
});
