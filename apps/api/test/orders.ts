import type { DeliveryChoice } from '@aruu/contract/delivery';
import type { Language } from '@aruu/contract/languages';
import type { OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import { type CreateOrderBody, OrderDetail } from '@aruu/contract/orders';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, uniqueIp } from './accounts.js';

/** A signed-in shopper; with `user`, as `registerShopper` answers, the order form takes their e-mail. */
export type Shopper = { access_token: string; user?: { email: string } };

/** A line to put in the cart: one unit unless `quantity` says. */
export type CartLine = { variationId: number; quantity?: number };

/**
 * The checkout form a test sends unless it says otherwise: a courier order in Bishkek, to the
 * shopper's own e-mail (order mails reach them), or a fixed one for a shopper without `user`.
 */
function checkoutForm(shopper: Shopper, overrides: Partial<CreateOrderBody> = {}): CreateOrderBody {
  return {
    customer_name: 'Айзада Токтогулова',
    phone: '0555 123 456',
    email: shopper.user?.email ?? 'aizada@example.kg',
    address: 'ул. Киевская 77',
    accept_terms: true,
    ...overrides,
  };
}

// Each request from its own address: the store limits orders per address (`ordersPerIp`), and a
// file on PostgreSQL borrows the worker's app, whose limits other files' orders have counted.
function post(app: App, shopper: Shopper, url: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: bearer(shopper),
    payload,
    remoteAddress: uniqueIp(),
  });
}

/** Puts the lines in the shopper's cart, each of them accepted. */
export async function addToCart(app: App, shopper: Shopper, lines: CartLine[]) {
  for (const { variationId, quantity = 1 } of lines) {
    const added = await post(app, shopper, '/carts/add_product', { variation_id: variationId, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
}

/**
 * `POST /orders/create_from_cart` with the checkout form (`form` changes its fields), answering
 * the raw response: for tests about a refusal. `lang` is the page's language (`?lang=`).
 */
export function createOrderFromCart(app: App, shopper: Shopper, form: Partial<CreateOrderBody> = {}, lang?: Language) {
  const query = lang ? `?lang=${lang}` : '';
  return post(app, shopper, `/orders/create_from_cart${query}`, checkoutForm(shopper, form));
}

export type OrderToPlace = {
  /** Put in the cart first; none when the test has filled the cart itself. */
  lines?: CartLine[];
  /** Then chosen with `set_delivery`: where the shop's units are taken from and what the courier costs. */
  delivery?: DeliveryChoice;
  /** Then placed to pay offline (`place_offline`), which needs `delivery`; without it the order awaits a card payment. */
  payment?: OfflinePaymentMethod;
  /** Changes the checkout form's fields. */
  form?: Partial<CreateOrderBody>;
  lang?: Language;
};

/**
 * Places an order as the storefront's checkout does, each step expected to succeed, and answers
 * the order as the last step left it. Without `delivery` it is unpaid (`processed`), its units
 * reserved by the courier rule and no delivery chosen; with `delivery`, unpaid with that delivery
 * and its fee; with `payment` as well, placed to pay in cash or by bank transfer.
 */
export async function placeOrder(app: App, shopper: Shopper, order: OrderToPlace = {}): Promise<OrderDetail> {
  await addToCart(app, shopper, order.lines ?? []);
  const created = await createOrderFromCart(app, shopper, order.form, order.lang);
  expect(created.statusCode, created.body).toBe(201);
  let placed = OrderDetail.parse(created.json());
  if (order.delivery) {
    placed = await orderStep(app, shopper, '/orders/set_delivery', {
      order_id: placed.order_id,
      delivery: order.delivery,
    });
  }
  if (order.payment) {
    const payment = { order_id: placed.order_id, payment_method: order.payment };
    placed = await orderStep(app, shopper, '/orders/place_offline', payment);
  }
  return placed;
}

/** A checkout step on the order, expected to succeed: answers the order as the step left it. */
async function orderStep(app: App, shopper: Shopper, url: string, payload: object) {
  const response = await post(app, shopper, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return OrderDetail.parse(response.json());
}
