import type { Db } from '@aruu/api/db/client';
import { outer } from '@aruu/api/db/outer-column';
import { orderItems, orders, products, users, variations } from '@aruu/api/db/schema';
import { SeededRandom } from '@aruu/api/lib/seeded-random';
import { and, asc, gt, inArray, not, sql } from 'drizzle-orm';

/** Shoppers the demo orders belong to; they cannot sign in (no password hash matches '!demo'). */
const buyers = [
  { firstName: 'Айпери', lastName: 'Токтогулова', language: 'ky', phone: '+996 555 10-20-31' },
  { firstName: 'Бакыт', lastName: 'Осмонов', language: 'ky', phone: '+996 555 10-20-32' },
  { firstName: 'Ольга', lastName: 'Ким', language: 'ru', phone: '+996 555 10-20-33' },
  { firstName: 'Tom', lastName: 'Baker', language: 'en', phone: '+996 555 10-20-34' },
] as const;

/**
 * The catalogue generator gives each product a month's demand (`sales_count` as seeded); the
 * demo sells a tenth of it, so a 3,000-product catalogue gets about two thousand orders and
 * seeding stays quick. The rank, which is all "bestseller" and the popular sort use, is the same.
 */
const DEMAND_SCALE = 10;
const DAY_MS = 86_400_000;
const BATCH = 500;

/**
 * Paid, delivered demo orders over the last 29 days, made from the seeded demand, so the store's
 * recent sales (catalog's `rebuildRecentSales`) come from orders like a live shop's rather than
 * from a number written into the catalogue. Runs once, after the catalogue is seeded; the caller
 * rebuilds the sales afterwards. They are cash orders: a card order would also need a payment
 * from the provider.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const emails = buyers.map((_, index) => `buyer${index + 1}@demo.aruu.kg`);
    await tx
      .insert(users)
      .values(
        buyers.map(({ phone: _, ...buyer }, index) => ({
          ...buyer,
          email: emails[index]!,
          passwordHash: '!demo',
          termsAcceptedAt: new Date(),
          adultConfirmedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails))
      .orderBy(users.id);
    const ownOrders = inArray(
      orders.userId,
      accounts.map((account) => account.id),
    );
    const withItems = sql`exists (select 1 from ${orderItems} i where i.order_id = ${outer(orders.id)})`;
    const [placed] = await tx.select({ id: orders.id }).from(orders).where(and(ownOrders, withItems)).limit(1);
    if (placed) return;
    // A rebuilt catalogue took the lines of the earlier demo orders with it (by cascade).
    await tx.delete(orders).where(and(ownOrders, not(withItems)));

    const firstVariation = sql<number>`(select v.id from ${variations} v where v.product_id = ${outer(products.id)} order by v.position limit 1)`;
    const demand = await tx
      .select({
        productId: products.id,
        title: products.titleRu,
        image: products.imageUrl,
        demand: products.salesCount,
        variationId: firstVariation,
      })
      .from(products)
      .where(gt(products.salesCount, 0))
      .orderBy(asc(products.id));
    const chosen = await tx
      .select({ id: variations.id, name: variations.nameRu, price: variations.price, cost: variations.cost })
      .from(variations)
      .where(
        inArray(
          variations.id,
          demand.map((row) => row.variationId),
        ),
      );
    const variationOf = new Map(chosen.map((variation) => [variation.id, variation]));

    const random = new SeededRandom(2026);
    type Line = Omit<typeof orderItems.$inferInsert, 'orderId'>;
    const lines: Line[] = [];
    for (const row of demand) {
      const variation = variationOf.get(row.variationId);
      if (!variation) continue;
      for (let left = Math.round(row.demand / DEMAND_SCALE); left > 0; ) {
        const quantity = Math.min(left, random.int(1, 3));
        left -= quantity;
        lines.push({
          productId: row.productId,
          variationId: variation.id,
          title: row.title,
          variationName: variation.name,
          image: row.image,
          unitPrice: variation.price,
          // The cost snapshot a sale takes, so the demo's reports show a margin.
          unitCost: variation.cost,
          quantity,
        });
      }
    }
    // Shuffled, then cut into baskets of one to four lines.
    for (let index = lines.length - 1; index > 0; index--) {
      const other = random.int(0, index);
      [lines[index], lines[other]] = [lines[other]!, lines[index]!];
    }
    const baskets: Line[][] = [];
    for (let start = 0; start < lines.length; ) {
      const size = random.int(1, 4);
      baskets.push(lines.slice(start, start + size));
      start += size;
    }

    const now = Date.now();
    for (let start = 0; start < baskets.length; start += BATCH) {
      const batch = baskets.slice(start, start + BATCH);
      const rows = batch.map((basket) => {
        const index = random.int(0, buyers.length - 1);
        const buyer = buyers[index]!;
        const createdAt = new Date(now - random.range(1, 29) * DAY_MS);
        const subtotal = basket.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
        return {
          userId: accounts.find((account) => account.email === emails[index])!.id,
          status: 'delivered' as const,
          customerName: `${buyer.firstName} ${buyer.lastName}`,
          phone: buyer.phone,
          email: emails[index]!,
          country: 'Кыргызстан',
          city: 'Бишкек',
          address: 'ул. Киевская, 95',
          language: buyer.language,
          subtotal,
          total: subtotal,
          paymentMethod: 'cash' as const,
          expiresAt: new Date(createdAt.getTime() + DAY_MS),
          paidAt: new Date(createdAt.getTime() + DAY_MS / 2),
          createdAt,
          updatedAt: createdAt,
        };
      });
      // Serial ids follow the order of the rows inserted.
      const inserted = (await tx.insert(orders).values(rows).returning({ id: orders.id })).sort((a, b) => a.id - b.id);
      const items = batch.flatMap((basket, index) =>
        basket.map((line) => ({ ...line, orderId: inserted[index]!.id, createdAt: rows[index]!.createdAt })),
      );
      await tx.insert(orderItems).values(items);
    }
  });
}
