import { INT4_MAX } from '@aruu/contract/common';
import type { BulkProductAction } from '@aruu/contract/staff-products';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import { buildSearchText } from '../catalog/search-text.js';
import { type Actor, field, invalid } from './staff-product-view.js';
import * as repo from './staff-products.repository.js';

type BulkAction = z.output<typeof BulkProductAction>;

/**
 * A price changed by `percent` (two decimals at most), rounded half up to whole som, in integer
 * arithmetic: `basisPoints` is the percent × 100, so price × (10000 + bp) / 10000 is exact.
 */
export function priceByPercent(price: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  const scaled = price * (10_000 + basisPoints); // tyiyn × 10,000; below 2^53 for any int4 price
  return Math.floor((scaled + 500_000) / 1_000_000) * 100;
}

/** One change to many products at once: publish, unpublish, move, reprice. */
export function createBulkProductChanges(db: Db) {
  async function bulk(action: BulkAction, actor: Actor) {
    const ids = [...new Set(action.product_ids)].sort((a, b) => a - b);
    return db.transaction(async (tx) => {
      const locked = await repo.lockProducts(tx, ids);
      const missing = ids.filter((id) => !locked.some((row) => row.id === id));
      if (missing.length) throw notFound(`Products ${missing.join(', ')}`);
      const snapshot = await repo.bulkSnapshot(tx, ids);
      const { before, after } = await applyBulk(tx, action, ids, snapshot);
      await recordAudit(tx, {
        actorId: actor.actorId,
        action: `product.bulk_${action.action}`,
        objectType: 'product',
        objectId: ids.join(','),
        before,
        after,
        requestId: actor.requestId,
      });
      return { updated: ids.length };
    });
  }

  type Snapshot = Awaited<ReturnType<typeof repo.bulkSnapshot>>;
  type Sides = { before: Record<string, unknown>; after: Record<string, unknown> };

  async function applyBulk(tx: Tx, action: BulkAction, ids: number[], snapshot: Snapshot): Promise<Sides> {
    const perProduct = (pick: (row: Snapshot[number]) => unknown, next: unknown): Sides => ({
      before: Object.fromEntries(snapshot.map((row) => [row.id, pick(row)])),
      after: Object.fromEntries(snapshot.map((row) => [row.id, next])),
    });
    switch (action.action) {
      case 'publish':
      case 'unpublish': {
        const published = action.action === 'publish';
        await repo.setPublished(tx, ids, published);
        return perProduct((row) => ({ published: row.published }), { published });
      }
      case 'move_category': {
        const category = await repo.findCategory(tx, action.category_id);
        if (!category?.leaf) {
          throw invalid('Choose a second-level category', {
            category_id: field('invalid_value', 'Choose a second-level category'),
          });
        }
        for (const row of snapshot) {
          const searchText = buildSearchText({ titles: row.titles, brand: row.brandName, categories: category.names });
          await repo.moveProduct(tx, row.id, category.id, searchText);
        }
        return perProduct((row) => ({ category_id: row.categoryId }), { category_id: category.id });
      }
      case 'change_price':
        return changePrices(tx, ids, action.percent);
    }
  }

  /** Every variation of the products; a compare-at price no longer above the new price is cleared. */
  async function changePrices(tx: Tx, ids: number[], percent: number): Promise<Sides> {
    const rows = await repo.variationPrices(tx, ids);
    const changed = rows.map((row) => {
      const price = priceByPercent(row.price, percent);
      const compareAtPrice = row.compareAtPrice !== null && row.compareAtPrice > price ? row.compareAtPrice : null;
      return { ...row, next: { price, compareAtPrice } };
    });
    const impossible = changed.find((row) => row.next.price <= 0 || row.next.price > INT4_MAX);
    if (impossible) {
      throw invalid('A price would fall to zero or out of range', {
        percent: field('invalid_value', `Variation ${impossible.id} would cost ${impossible.next.price / 100} som`),
      });
    }
    for (const row of changed) await repo.setVariationPrice(tx, row.id, row.next.price, row.next.compareAtPrice);
    await repo.bumpRevisions(tx, ids);
    const side = (pick: (row: (typeof changed)[number]) => unknown) =>
      Object.fromEntries(ids.map((id) => [id, changed.filter((row) => row.productId === id).map(pick)]));
    return {
      before: {
        percent,
        variations: side((row) => ({ id: row.id, price: row.price, compare_at_price: row.compareAtPrice })),
      },
      after: {
        percent,
        variations: side((row) => ({ id: row.id, price: row.next.price, compare_at_price: row.next.compareAtPrice })),
      },
    };
  }

  return { bulk };
}
