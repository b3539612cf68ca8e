import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerShopper } from '../../../test/accounts.js';
import { placeOrder } from '../../../test/orders.js';
import { queryRows, useTestApp } from '../../../test/test-app.js';
import { createInventoryService } from './inventory.service.js';

// The store's app only for a shopper and an order to name; the inventory under test is its own.
const ctx = useTestApp();

/** A shopper's order (a return or a release names the order its units come from), and the shopper as the actor. */
async function shopperAndOrder() {
  const shopper = await registerShopper(ctx.app);
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where stock >= 5 order by id limit 1`,
  );
  const order = await placeOrder(ctx.app, shopper, { lines: [{ variationId: row!.id }] });
  return { actorId: shopper.user.id, orderId: order.order_id, orderedId: row!.id };
}

/** The inventory with its restock hook writing down what it is told (the hook back-in-stock alerts use). */
function inventoryTold() {
  const told: number[][] = [];
  const inventory = createInventoryService({
    lowStockThreshold: 5,
    onRestocked: async (_tx, variationIds) => {
      told.push(variationIds);
    },
  });
  return { inventory, told };
}

let used = 0;
async function variationWith(stock: number) {
  const [row] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from variations where not exists (select 1 from stock_allocations a where a.variation_id = variations.id)
      order by id offset ${used++} limit 1`,
  );
  await queryRows(ctx.database, sql`update variations set stock = ${stock} where id = ${row!.id}`);
  return row!.id;
}

describe('restocks the inventory reports', () => {
  it('reports stock going from none to some, whichever way it comes back', async () => {
    const { inventory, told } = inventoryTold();
    const { actorId, orderId, orderedId: released } = await shopperAndOrder();
    const [received, returned, imported] = [await variationWith(0), await variationWith(0), await variationWith(0)];
    // Nothing of the ordered shade is left free: the order's unit is the one that comes back.
    await queryRows(ctx.database, sql`update variations set stock = 0 where id = ${released}`);
    await ctx.database.db.transaction(async (tx) => {
      await inventory.adjust(tx, received, { reason: 'delivery', quantity: 3 }, { actorId });
      await inventory.takeBack(tx, [{ variationId: returned, quantity: 1 }], { orderId, actorId });
      const { id: locationId } = await inventory.defaultLocation(tx);
      await inventory.setImportedStock(
        tx,
        [{ variationId: imported, locationId, before: 0, after: 4, isNew: false }],
        actorId,
        'import',
      );
      await inventory.release(tx, [{ variationId: released, quantity: 1 }], { orderId });
    });
    expect(told).toEqual([[received], [returned], [imported], [released]]);
  });

  it('stays silent while there was stock already, or when stock goes down', async () => {
    const { inventory, told } = inventoryTold();
    const { actorId } = await shopperAndOrder();
    const stocked = await variationWith(2);
    await ctx.database.db.transaction(async (tx) => {
      await inventory.adjust(tx, stocked, { reason: 'delivery', quantity: 3 }, { actorId });
      await inventory.adjust(tx, stocked, { reason: 'write_off', quantity: 5 }, { actorId });
      const { id: locationId } = await inventory.defaultLocation(tx);
      await inventory.setImportedStock(
        tx,
        [{ variationId: stocked, locationId, before: 0, after: 0, isNew: false }],
        actorId,
        'import',
      );
    });
    expect(told).toEqual([]);
  });
});
