import type { AuthTokens } from '@aruu/contract/auth';
import type { Cart } from '@aruu/contract/cart';
import type { ProductDetail } from '@aruu/contract/catalog';
import type { OrderDetail, OrderStatus } from '@aruu/contract/orders';
import type { UdsPoints } from '@aruu/contract/payments';
import type { StaffChallenge, StaffSession, TotpEnrolment } from '@aruu/contract/staff-auth';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from '../../apps/api/test/accounts.js';
import { totpCode } from '../../apps/api/test/staff.js';
import { queryRows } from '../../apps/api/test/test-app.js';
import { apiCall } from './api.js';
import type { Store } from './store.js';

/** The shop's own answers, through the API, for a test to compare the pages with. */
export function shopApi(store: Store, tokens: Pick<AuthTokens, 'access_token'>) {
  const call = <T>(method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    apiCall<T>(store, tokens, method, path, payload);
  return {
    addToCart: (variationId: number, quantity = 1) =>
      call<Cart>('POST', 'carts/add_product', { variation_id: variationId, quantity }),
    cart: () => call<Cart>('GET', 'carts'),
    favoriteIds: async () => (await call<{ product_ids: number[] }>('GET', 'products/favorites/ids')).product_ids,
    order: (id: number) => call<OrderDetail>('GET', `orders/${id}`),
    udsPoints: (code: string) => call<UdsPoints>('GET', `uds/points?uds_code=${code}`),
    /** An order placed and ready to pay, the way checkout leaves it (for tests about the order pages). */
    placeOrder: async (choice?: object) => {
      const delivery = choice ?? { method: 'courier', city_code: await bishkekCode(store) };
      const created = await call<OrderDetail>('POST', 'orders/create_from_cart', {
        customer_name: 'Aigerim Asanova',
        phone: '+996 555 000 111',
        email: 'aigerim@example.kg',
        address: 'Manasa 40, apt 12',
        accept_terms: true,
      });
      return call<OrderDetail>('POST', 'orders/set_delivery', { order_id: created.order_id, delivery });
    },
  };
}

/** The courier service's code for Bishkek, as the city search answers it (in either spelling). */
export async function bishkekCode(store: Store): Promise<number> {
  for (const name of ['Бишкек', 'Bishkek']) {
    const [city] = await apiCall<Array<{ code: number }>>(
      store,
      undefined,
      'GET',
      `delivery/cdek/cities?city=${encodeURIComponent(name)}`,
    );
    if (city) return city.code;
  }
  throw new Error('the courier sandbox does not know Bishkek');
}

/**
 * A product with two in-stock variations whose prices add up to `minSom`…`maxSom`, so a promo
 * code's minimum order and the bonus allowance can be reasoned about.
 */
export async function productWithTwoVariations(store: Store, minSom: number, maxSom: number): Promise<ProductDetail> {
  const rows = await queryRows<{ product_id: number }>(
    store.database,
    sql`select a.product_id from variations a join variations b on b.product_id = a.product_id and b.position > a.position
        where a.position = 0 and b.position = 1 and a.stock >= 10 and b.stock >= 10
          and a.price + b.price between ${minSom * 100} and ${maxSom * 100}
        order by a.product_id limit 1`,
  );
  const id = rows[0]?.product_id;
  if (id === undefined) throw new Error(`no product with two variations worth ${minSom}–${maxSom} som together`);
  return apiCall<ProductDetail>(store, undefined, 'GET', `products/${id}`);
}

/** Variations in stock priced within a range (for filling a cart through the API). */
export async function stockedVariations(store: Store, count: number, minSom = 500, maxSom = 3000) {
  const rows = await queryRows<{ id: number }>(
    store.database,
    sql`select id from variations where stock >= 20 and price between ${minSom * 100} and ${maxSom * 100}
        order by id limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/** A shopper with a filled cart, ready to check out. */
export async function shopperWithCart(store: Store, variations = 2) {
  const tokens = await store.registerShopper({ first_name: 'Aigerim', last_name: 'Asanova' });
  const api = shopApi(store, tokens);
  for (const id of await stockedVariations(store, variations)) await api.addToCart(id);
  return { tokens, api };
}

export async function orderIdsOf(store: Store, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    store.database,
    sql`select id from orders where user_id = ${userId} order by id`,
  );
  return rows.map((row) => row.id);
}

export async function stockOf(store: Store, variationId: number): Promise<number> {
  const rows = await queryRows<{ stock: number }>(
    store.database,
    sql`select stock from variations where id = ${variationId}`,
  );
  return rows[0]!.stock;
}

/**
 * A warehouse employee: registered, promoted with SQL, signed in through the staff API with a
 * password and an enrolled authenticator's code.
 */
export async function staffMember(store: Store) {
  const email = uniqueEmail('staff');
  const registered = await store.registerShopper({ email });
  await queryRows(store.database, sql`update users set role = 'warehouse' where id = ${registered.user.id}`);
  const challenge = await apiCall<StaffChallenge>(store, undefined, 'POST', 'staff/auth/sign-in', {
    email,
    password: STRONG_PASSWORD,
  });
  const { secret } = await apiCall<TotpEnrolment>(store, undefined, 'POST', 'staff/auth/enrolment', {
    challenge_token: challenge.challenge_token,
  });
  const staff = await apiCall<StaffSession>(store, undefined, 'POST', 'staff/auth/enrolment/confirm', {
    challenge_token: challenge.challenge_token,
    code: totpCode(secret),
  });
  expect(staff.staff.role).toBe('warehouse');
  return {
    async moveOrder(orderId: number, status: OrderStatus) {
      await apiCall(store, staff, 'POST', `staff/orders/${orderId}/fulfil`, { status });
    },
  };
}

/** The sandbox's test cards (apps/demo/src/sandbox/payments/test-cards.ts). */
export const cards = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;

/**
 * Pays an order by card through the API and the payment sandbox's form (no browser), for tests
 * about what comes after the payment.
 */
export async function payByCard(store: Store, tokens: Pick<AuthTokens, 'access_token'>, orderId: number) {
  const { payment_url } = await apiCall<{ payment_url: string }>(store, tokens, 'POST', 'payments/get_payment_url', {
    order_id: orderId,
  });
  const customer = new URL(payment_url).searchParams.get('customer')!;
  const paid = await fetch(store.url('/_sandbox/payments/pay'), {
    method: 'POST',
    body: new URLSearchParams({
      customer,
      card_number: cards.success,
      expiry: '12/39',
      cvc: '123',
      name: 'AIGERIM',
    }),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

/** Pays on the provider sandbox's hosted page the way a shopper does. */
export async function payOnHostedPage(page: Page, card: string) {
  await page.waitForURL(/\/_sandbox\/payments\/pay\.html\?customer=/);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('AIGERIM ASANOVA');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The order a page shows (`/order-tracking/{id}`), from its address. */
export function orderIdInUrl(page: Page): number {
  const match = /\/order-tracking\/(\d+)/.exec(page.url());
  if (!match) throw new Error(`not an order page: ${page.url()}`);
  return Number(match[1]);
}

/**
 * The state of one step on the order page's timeline (`done`, `next`, `upcoming`, `failed`), once
 * the step is on the page: no budget of its own, so a slow render is waited for, not read as null.
 */
export function stepState(page: Page, status: OrderStatus) {
  return page.locator(`[data-order-timeline] [data-step="${status}"]`).getAttribute('data-state');
}
