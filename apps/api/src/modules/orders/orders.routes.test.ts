import { Cart } from '@aruu/contract/cart';
import { ErrorResponse } from '@aruu/contract/errors';
import { type CreateOrderBody, OrderDetail, OrderedProducts, OrderList, ReorderResult } from '@aruu/contract/orders';
import { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { signInStaff } from '../../../test/staff.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';

const ctx = useTestApp();

type Tokens = { access_token: string; user: { id: number; email: string } };

function call(
  tokens: { access_token: string } | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: tokens ? bearer(tokens) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const orderForm = {
  customer_name: 'Айзада Токтогулова',
  phone: '0555 123 456',
  email: 'aizada@example.kg',
  address: 'ул. Киевская 77, кв. 5',
  accept_terms: true,
} satisfies CreateOrderBody;

async function stockOf(variationId: number) {
  const [row] = await queryRows<{ stock: number }>(
    ctx.database,
    sql`select stock from variations where id = ${variationId}`,
  );
  return row!.stock;
}

/** A variation with at least `min` units, not used by another test of this file. */
let taken = 0;
async function freshVariation(min = 5) {
  const rows = await queryRows<{ id: number; price: number; stock: number }>(
    ctx.database,
    sql`select id, price, stock from variations where stock >= ${min} order by id offset ${taken} limit 1`,
  );
  taken += 1;
  return rows[0]!;
}

/** An unpaid order of `[variation id, quantity]` lines, placed with `orderForm`. */
function placeOrderOfLines(tokens: Tokens, lines: Array<[number, number]>) {
  const cartLines = lines.map(([variationId, quantity]) => ({ variationId, quantity }));
  return placeOrder(ctx.app, tokens, { lines: cartLines, form: orderForm });
}

describe('placing an order', () => {
  it("shows each line's photo: the shade's own, else the product's main one, else none", async () => {
    const tokens = await registerShopper(ctx.app);
    const shade = await freshVariation();
    const [{ product_id: productId }] = (await queryRows<{ product_id: number }>(
      ctx.database,
      sql`select product_id from variations where id = ${shade.id}`,
    )) as [{ product_id: number }];
    // A line of another product, one without photos.
    const [plain] = (await queryRows<{ id: number }>(
      ctx.database,
      sql`select v.id from variations v where v.stock >= 5 and v.product_id <> ${productId}
        and not exists (select 1 from product_images i where i.product_id = v.product_id) order by v.id desc limit 1`,
    )) as [{ id: number }];
    await queryRows(
      ctx.database,
      sql`insert into images (hash, width, height, widths, placeholder, source_bytes) values
        ('order-photo-main', 800, 600, '{320,640}', 'data:,', 1), ('order-photo-shade', 800, 600, '{320,640}', 'data:,', 1)`,
    );
    await queryRows(
      ctx.database,
      sql`insert into product_images (product_id, variation_id, position, image_hash) values
        (${productId}, null, 0, 'order-photo-main'), (${productId}, ${shade.id}, 1, 'order-photo-shade')`,
    );
    // Placed in checkout's transaction: the answer reads the photos there, on the same connection.
    const placed = await placeOrderOfLines(tokens, [
      [shade.id, 1],
      [plain.id, 1],
    ]);
    const expected = [
      { variation_id: shade.id, photo: { src: '/photos/order-photo-shade', widths: [320, 640] } },
      { variation_id: plain.id, photo: null },
    ];
    expect(placed.items).toMatchObject(expected);
    const read = OrderDetail.parse((await call(tokens, 'GET', `/orders/${placed.order_id}`)).json());
    expect(read.items).toMatchObject(expected);
    expect(read.items[0]!.photo!.alt).toBe(read.items[0]!.title);
    // The list shows the lines' photos; a line without one adds none.
    const [listed] = OrderList.parse((await call(tokens, 'GET', '/orders')).json());
    expect(listed!.thumbnails.map((photo) => photo.src)).toEqual(['/photos/order-photo-shade']);
    const manager = await signInStaff(ctx, 'manager');
    const staff = StaffOrderDetail.parse((await call(manager, 'GET', `/staff/orders/${placed.order_id}`)).json());
    expect(staff.items).toMatchObject(expected);
    // Without its own photo the shade shows the product's main one.
    await queryRows(
      ctx.database,
      sql`update product_images set variation_id = null where image_hash = 'order-photo-shade'`,
    );
    const after = OrderDetail.parse((await call(tokens, 'GET', `/orders/${placed.order_id}`)).json());
    expect(after.items[0]!.photo!.src).toBe('/photos/order-photo-main');
  });

  it('snapshots prices, takes the stock, empties the cart and starts the timeline', async () => {
    const tokens = await registerShopper(ctx.app);
    const [a, b] = [await freshVariation(), await freshVariation()];
    const order = await placeOrderOfLines(tokens, [
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(order.status).toBe('processed');
    expect(order.paid).toBe(false);
    expect(order.item_count).toBe(3);
    expect(order.totals.subtotal).toBe((a.price * 2 + b.price) / 100);
    expect(order.totals.total).toBe(order.totals.subtotal);
    expect(order.customer.phone).toBe('+996555123456');
    expect(order.address).toEqual({ country: 'Kyrgyzstan', city: 'Bishkek', address: 'ул. Киевская 77, кв. 5' });
    expect(order.timeline.map((e) => e.status)).toEqual(['processed']);
    expect(new Date(order.expires_at!).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await stockOf(a.id)).toBe(a.stock - 2);
    expect(Cart.parse((await call(tokens, 'GET', '/carts')).json()).cartCount).toBe(0);

    // A later price change does not touch the placed order.
    await queryRows(ctx.database, sql`update variations set price = price + 10000 where id = ${a.id}`);
    const again = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(again.items.find((item) => item.variation_id === a.id)?.unit_price).toBe(a.price / 100);

    const list = OrderList.parse((await call(tokens, 'GET', '/orders')).json());
    expect(list.map((o) => o.order_id)).toEqual([order.order_id]);
    // The list counts pieces the same way the order itself does.
    expect(list[0]?.item_count).toBe(3);
    const ordered = OrderedProducts.parse((await call(tokens, 'GET', '/orders/order_products')).json());
    expect(ordered.map((p) => p.variation_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('validates the form as spec §5 says', async () => {
    const tokens = await registerShopper(ctx.app);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...orderForm, address: '' }, 'address', 'required'],
      [{ ...orderForm, customer_name: undefined }, 'customer_name', 'required'],
      [{ ...orderForm, phone: '123' }, 'phone', 'invalid_phone'],
      [{ ...orderForm, email: 'nope' }, 'email', 'invalid_email'],
      [{ ...orderForm, accept_terms: false }, 'accept_terms', 'must_accept_terms'],
      [{ ...orderForm, total: 1 }, 'total', 'unknown_field'],
    ];
    for (const [form, field, code] of cases) {
      const response = await call(tokens, 'POST', '/orders/create_from_cart', form);
      expect(response.statusCode).toBe(400);
      expect(ErrorResponse.parse(response.json()).error.fields?.[field]?.code, field).toBe(code);
    }
    const empty = await call(tokens, 'POST', '/orders/create_from_cart', orderForm);
    expect(ErrorResponse.parse(empty.json()).error.code).toBe('cart_empty');
  });

  it('changes nothing when a line is no longer in stock', async () => {
    const tokens = await registerShopper(ctx.app);
    const [a, b] = [await freshVariation(), await freshVariation()];
    await call(tokens, 'POST', '/carts/add_product', { variation_id: a.id, quantity: 2 });
    await call(tokens, 'POST', '/carts/add_product', { variation_id: b.id, quantity: 3 });
    // Someone else bought most of b in the meantime.
    await queryRows(ctx.database, sql`update variations set stock = 2 where id = ${b.id}`);
    const response = await call(tokens, 'POST', '/orders/create_from_cart', orderForm);
    expect(response.statusCode).toBe(409);
    expect(ErrorResponse.parse(response.json()).error.code).toBe('not_enough_stock');
    expect(await stockOf(a.id)).toBe(a.stock);
    expect(await stockOf(b.id)).toBe(2);
    expect(Cart.parse((await call(tokens, 'GET', '/carts')).json()).cartCount).toBe(5);
    expect(OrderList.parse((await call(tokens, 'GET', '/orders')).json())).toEqual([]);
  });
});

describe('unpaid orders', () => {
  it('can be cancelled by the buyer, giving the stock back once', async () => {
    const tokens = await registerShopper(ctx.app);
    const a = await freshVariation();
    const order = await placeOrderOfLines(tokens, [[a.id, 3]]);
    const cancelled = OrderDetail.parse((await call(tokens, 'DELETE', `/orders/delete/${order.order_id}`)).json());
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.timeline.map((e) => e.status)).toEqual(['processed', 'cancelled']);
    expect(await stockOf(a.id)).toBe(a.stock);
    const again = await call(tokens, 'DELETE', `/orders/delete/${order.order_id}`);
    expect(again.statusCode).toBe(409);
    expect(ErrorResponse.parse(again.json()).error.code).toBe('order_not_cancellable');
    expect(await stockOf(a.id)).toBe(a.stock);
  });

  it('expire after the payment time and give their stock back', async () => {
    const tokens = await registerShopper(ctx.app);
    const a = await freshVariation();
    const order = await placeOrderOfLines(tokens, [[a.id, 2]]);
    await ctx.app.jobs.runDueJobs();
    expect(OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json()).status).toBe('processed');
    // Let the payment time run out.
    await queryRows(
      ctx.database,
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${order.order_id}`,
    );
    await queryRows(
      ctx.database,
      sql`update jobs set run_at = now() where dedupe_key = ${`order-expire:${order.order_id}`}`,
    );
    await ctx.app.jobs.runDueJobs();
    const expired = OrderDetail.parse((await call(tokens, 'GET', `/orders/${order.order_id}`)).json());
    expect(expired.status).toBe('cancelled');
    expect(expired.timeline.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'system',
      note: 'payment_time_expired',
    });
    expect(await stockOf(a.id)).toBe(a.stock);
  });
});

describe('after payment', () => {
  async function paidCourierOrder(tokens: Tokens) {
    const order = await placeOrderOfLines(tokens, [[(await freshVariation()).id, 1]]);
    // Payment and delivery choice arrive with the payment issue; set them as they will be.
    await queryRows(
      ctx.database,
      sql`update orders set status = 'pay', paid_at = now(), delivery_method = 'courier' where id = ${order.order_id}`,
    );
    return order.order_id;
  }

  // The back office's order actions (modules/staff-orders), as the warehouse uses them.
  const staffMember = () => signInStaff(ctx, 'warehouse');

  it('moves along the courier path by staff, confirmed by the buyer, emailing each step', async () => {
    const buyer = await registerShopper(ctx.app);
    const staff = await staffMember();
    const orderId = await paidCourierOrder(buyer);
    const move = (status: string) =>
      status === 'cancelled'
        ? call(staff, 'POST', `/staff/orders/${orderId}/cancel`, { note: 'test' })
        : call(staff, 'POST', `/staff/orders/${orderId}/fulfil`, { status });

    expect((await move('delivered')).statusCode).toBe(409);
    expect((await move('ready')).statusCode).toBe(409);
    expect((await move('assembly')).statusCode).toBe(200);
    expect((await move('ready')).statusCode).toBe(409); // pickup only
    expect((await move('delivery')).statusCode).toBe(200);
    const confirmed = await call(buyer, 'POST', '/orders/confirm_delivery', { order_id: orderId });
    expect(confirmed.statusCode).toBe(200);
    const order = OrderDetail.parse(confirmed.json());
    expect(order.status).toBe('delivered');
    expect(order.timeline.map((e) => `${e.status}:${e.actor}`)).toEqual([
      'processed:buyer',
      'assembly:staff',
      'delivery:staff',
      'delivered:buyer',
    ]);
    // The warehouse may not cancel at all; a manager may not cancel a delivered order.
    expect((await move('cancelled')).statusCode).toBe(403);
    const manager = await signInStaff(ctx, 'manager');
    expect((await call(manager, 'POST', `/staff/orders/${orderId}/cancel`, { note: 'test' })).statusCode).toBe(409);

    await ctx.app.jobs.runDueJobs();
    const mails = (
      await ctx.app.inject({ url: `/_sandbox/mail/messages.json?to=${encodeURIComponent(orderForm.email)}` })
    ).json() as Array<{
      subject: string;
      text: string;
    }>;
    const about = mails.filter((mail) => mail.subject.includes(`№${orderId}`));
    expect(about).toHaveLength(3);
    expect(about.some((mail) => mail.text.includes(`/order-tracking/${orderId}`))).toBe(true);
  });

  it('refuses status changes from shoppers and to paid from staff', async () => {
    const buyer = await registerShopper(ctx.app);
    const staff = await staffMember();
    const orderId = await paidCourierOrder(buyer);
    const byBuyer = await call(buyer, 'POST', `/staff/orders/${orderId}/fulfil`, { status: 'assembly' });
    expect(byBuyer.statusCode).toBe(403);
    const pending = await placeOrderOfLines(buyer, [[(await freshVariation()).id, 1]]);
    // Paid is the payment's to say, never staff's: not a fulfilment step at all.
    const markPaid = await call(staff, 'POST', `/staff/orders/${pending.order_id}/fulfil`, { status: 'pay' });
    expect(ErrorResponse.parse(markPaid.json()).error.code).toBe('validation_failed');
    expect((await call(buyer, 'POST', '/orders/confirm_delivery', { order_id: orderId })).statusCode).toBe(409);
    expect((await call(staff, 'POST', `/staff/orders/${orderId}/fulfil`, { status: 'shipped' })).statusCode).toBe(400);
  });
});

describe('ordering again', () => {
  it('puts the items back at today’s price, skipping what ran out', async () => {
    const tokens = await registerShopper(ctx.app);
    const [a, b] = [await freshVariation(), await freshVariation()];
    const order = await placeOrderOfLines(tokens, [
      [a.id, 2],
      [b.id, 1],
    ]);
    await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${b.id}`);
    await queryRows(ctx.database, sql`update variations set price = price + 5000 where id = ${a.id}`);
    const result = ReorderResult.parse(
      (await call(tokens, 'POST', '/orders/new_from_old', { order_id: order.order_id })).json(),
    );
    expect(result.cart.products.map((line) => [line.variation_id, line.quantity])).toEqual([[a.id, 2]]);
    expect(result.cart.products[0]!.price).toBe((a.price + 5000) / 100);
    expect(result.skipped).toEqual([
      { variation_id: b.id, title: expect.any(String), reason: 'out_of_stock', added: 0 },
    ]);
  });
});

describe('access matrix for orders', () => {
  it('answers 404 for another user’s order everywhere', async () => {
    const alice = await registerShopper(ctx.app);
    const bob = await registerShopper(ctx.app);
    const order = await placeOrderOfLines(alice, [[(await freshVariation()).id, 1]]);
    const id = order.order_id;
    for (const response of [
      await call(bob, 'GET', `/orders/${id}`),
      await call(bob, 'DELETE', `/orders/delete/${id}`),
      await call(bob, 'POST', '/orders/new_from_old', { order_id: id }),
      await call(bob, 'POST', '/orders/confirm_delivery', { order_id: id }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(OrderList.parse((await call(bob, 'GET', '/orders')).json())).toEqual([]);
    expect(OrderedProducts.parse((await call(bob, 'GET', '/orders/order_products')).json())).toEqual([]);
    expect(OrderDetail.parse((await call(alice, 'GET', `/orders/${id}`)).json()).status).toBe('processed');
    for (const [method, url] of [
      ['GET', '/orders'],
      ['GET', `/orders/${id}`],
      ['POST', '/orders/create_from_cart'],
      ['DELETE', `/orders/delete/${id}`],
    ] as const) {
      expect((await call(undefined, method, url, method === 'POST' ? orderForm : undefined)).statusCode).toBe(401);
    }
  });
});
