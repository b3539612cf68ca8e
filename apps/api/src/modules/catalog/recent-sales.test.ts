import { ProductListResponse } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { orderItems, orderReturnItems, orderReturns, orders, users } from '../../db/schema/index.js';
import { RECENT_SALES_JOB, rebuildRecentSales } from './recent-sales.js';

const ctx = useTestApp();
const DAY_MS = 86_400_000;
type Product = { id: number; variationId: number };
let buyerId: number;
let catalogue: Product[];

beforeAll(async () => {
  const [buyer] = await ctx.database.db
    .insert(users)
    .values({
      email: 'recent-sales@example.kg',
      passwordHash: '!test',
      firstName: 'Test',
      termsAcceptedAt: new Date(),
      adultConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  buyerId = buyer!.id;
  catalogue = await queryRows<Product>(
    ctx.database,
    sql`select p.id, (select v.id from variations v where v.product_id = p.id order by v.position limit 1) as "variationId"
        from products p where p.published order by p.id`,
  );
});

/** An order of `lines` ([product, units]), paid `paidDaysAgo` days ago (null: unpaid). Returns its line ids. */
async function placeOrder(
  lines: Array<[Product, number]>,
  {
    paidDaysAgo,
    status = 'delivered',
  }: { paidDaysAgo: number | null; status?: 'processed' | 'delivered' | 'cancelled' | 'error' },
) {
  const placedAt = new Date(Date.now() - (paidDaysAgo ?? 0) * DAY_MS - 60_000);
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      userId: buyerId,
      status,
      customerName: 'Test Buyer',
      phone: '+996 555 00-00-00',
      email: 'recent-sales@example.kg',
      country: 'Кыргызстан',
      city: 'Бишкек',
      address: 'ул. Тестовая, 1',
      language: 'ru',
      subtotal: 100,
      total: 100,
      expiresAt: new Date(placedAt.getTime() + DAY_MS),
      paidAt: paidDaysAgo === null ? null : new Date(Date.now() - paidDaysAgo * DAY_MS),
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  return ctx.database.db
    .insert(orderItems)
    .values(
      lines.map(([product, quantity]) => ({
        orderId: order!.id,
        productId: product.id,
        variationId: product.variationId,
        title: 'Test',
        variationName: 'Test',
        image: '/test.svg',
        unitPrice: 100,
        quantity,
      })),
    )
    .returning({ id: orderItems.id, orderId: orderItems.orderId });
}

async function salesOf(products: Product[]) {
  const rows = await queryRows<{ id: number; sales: number }>(
    ctx.database,
    sql`select id, sales_count as sales from products where id in ${products.map((p) => p.id)}`,
  );
  return products.map((product) => rows.find((row) => row.id === product.id)!.sales);
}

async function popular() {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/products?sort=popular&page_size=100' });
  expect(response.statusCode).toBe(200);
  return ProductListResponse.parse(response.json()).items;
}

describe('recent sales', () => {
  it('counts the units of orders paid in the last 30 days, less cancelled, failed, unpaid, older and returned ones', async () => {
    const [paid, unpaid, cancelled, failed, old, returned] = catalogue.slice(0, 6) as Product[];
    await placeOrder(
      [
        [paid!, 2],
        [returned!, 5],
      ],
      { paidDaysAgo: 1 },
    );
    await placeOrder([[paid!, 3]], { paidDaysAgo: 29 });
    await placeOrder([[unpaid!, 4]], { paidDaysAgo: null, status: 'processed' });
    await placeOrder([[cancelled!, 4]], { paidDaysAgo: 2, status: 'cancelled' });
    await placeOrder([[failed!, 4]], { paidDaysAgo: 2, status: 'error' });
    await placeOrder([[old!, 4]], { paidDaysAgo: 31 });
    const [line] = await placeOrder([[returned!, 1]], { paidDaysAgo: 3 });
    const [back] = await ctx.database.db
      .insert(orderReturns)
      .values({
        orderId: line!.orderId,
        reason: 'proper_quality',
        restock: true,
        ruleAmount: 100,
        rulePercent: 100,
        amount: 100,
        idempotencyKey: 'recent-sales',
        createdBy: buyerId,
      })
      .returning({ id: orderReturns.id });
    await ctx.database.db.insert(orderReturnItems).values({ returnId: back!.id, orderItemId: line!.id, quantity: 1 });

    await rebuildRecentSales(ctx.database.db);
    expect(await salesOf([paid!, unpaid!, cancelled!, failed!, old!, returned!])).toEqual([5, 0, 0, 0, 0, 5]);
    // Every product without such orders drops to nothing, whatever the seed wrote.
    const [row] = await queryRows<{ selling: number }>(
      ctx.database,
      sql`select count(*)::int as selling from products where sales_count > 0`,
    );
    expect(row!.selling).toBe(2);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await queryRows(ctx.database, sql`select id, sales_count from products order by id`);
    expect(await rebuildRecentSales(ctx.database.db)).toBe(0);
    expect(await queryRows(ctx.database, sql`select id, sales_count from products order by id`)).toEqual(before);
  });

  it('labels the top two per cent once the daily job has run, and never a product without sales', async () => {
    const share = Math.floor(catalogue.length * 0.02);
    // More sellers than the share, each selling one unit more than the one before.
    const sellers = catalogue.slice(10, 10 + share + 5);
    await placeOrder(
      sellers.map((product, index) => [product, index + 1]),
      { paidDaysAgo: 5 },
    );
    const top = sellers.slice(-share).map((product) => product.id);
    expect((await popular()).filter((card) => card.is_bestseller).map((card) => card.id)).not.toEqual(
      [...top].reverse(),
    );

    await ctx.app.jobs.enqueue(ctx.database.db, RECENT_SALES_JOB, {});
    expect(await ctx.app.jobs.runDueJobs()).toBeGreaterThan(0);

    const cards = await popular();
    expect(cards.filter((card) => card.is_bestseller).map((card) => card.id)).toEqual([...top].reverse());
    // The seller just under the cut comes next, unlabelled.
    const below = cards.filter((card) => !card.is_bestseller).map((card) => card.id);
    expect(below).toContain(sellers.at(-share - 1)!.id);
  });

  it('labels no product when nothing sold in the window', async () => {
    await ctx.database.db.execute(sql`update orders set paid_at = paid_at - interval '40 days'`);
    await rebuildRecentSales(ctx.database.db);
    expect((await popular()).some((card) => card.is_bestseller)).toBe(false);
  });
});
