import { rebuildRecentSales } from '@aruu/api/modules/catalog/recent-sales';
import { ProductListResponse } from '@aruu/contract/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, useTestApp } from '../../../api/test/test-app.js';
import { seedDemoOrders } from './seed-demo-orders.js';

const ctx = useTestApp();

const totals = async () =>
  (
    await queryRows<{ orders: number; units: number }>(
      ctx.database,
      sql`select count(*)::int as orders, (select coalesce(sum(quantity), 0)::int from order_items) as units from orders`,
    )
  )[0]!;

describe('demo orders', () => {
  it('give the demo its bestsellers from paid orders, once', async () => {
    // The tests' template is seeded without them.
    expect(await totals()).toEqual({ orders: 0, units: 0 });
    await seedDemoOrders(ctx.database.db);
    const seeded = await totals();
    expect(seeded.orders).toBeGreaterThan(100);
    await seedDemoOrders(ctx.database.db);
    expect(await totals()).toEqual(seeded);

    // Each line sells its own product's first variation, not the one whose id is the product's
    // (a bare "id" in the seed's correlated subquery gave every line variation 1, issue 29).
    const [lines] = await queryRows<{ variations: number; products: number; foreign: number; first: number }>(
      ctx.database,
      sql`select count(distinct i.variation_id)::int as variations, count(distinct i.product_id)::int as products,
                 count(*) filter (where v.product_id <> i.product_id)::int as foreign,
                 count(*) filter (where v.id <> (select f.id from variations f where f.product_id = i.product_id
                                                 order by f.position limit 1))::int as first
          from order_items i join variations v on v.id = i.variation_id`,
    );
    expect(lines!.products).toBeGreaterThan(50);
    expect(lines).toEqual({ variations: lines!.products, products: lines!.products, foreign: 0, first: 0 });

    // Each line carries its variation's cost, so the demo's sales reports show a margin.
    const [costs] = await queryRows<{ with_cost: number; other: number }>(
      ctx.database,
      sql`select count(*) filter (where i.unit_cost is not null)::int as with_cost,
                 count(*) filter (where i.unit_cost is distinct from v.cost)::int as other
          from order_items i join variations v on v.id = i.variation_id`,
    );
    expect(costs!.with_cost).toBeGreaterThan(100);
    expect(costs!.other).toBe(0);

    await rebuildRecentSales(ctx.database.db);
    const [sums] = await queryRows<{ sales: number; paid: number }>(
      ctx.database,
      sql`select (select sum(sales_count)::int from products) as sales,
                 (select sum(i.quantity)::int from order_items i join orders o on o.id = i.order_id
                  where o.paid_at > now() - interval '30 days' and o.status = 'delivered') as paid`,
    );
    expect(sums!.sales).toBe(seeded.units);
    expect(sums!.paid).toBe(seeded.units);

    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/products?sort=popular&page_size=100' });
    const cards = ProductListResponse.parse(response.json()).items;
    expect(cards.filter((card) => card.is_bestseller).length).toBeGreaterThan(0);
  });
});
