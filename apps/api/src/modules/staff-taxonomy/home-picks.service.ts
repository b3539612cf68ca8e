import type { HomePickList } from '@aruu/contract/staff-taxonomy';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './staff-taxonomy.repository.js';
import { type Actor, fieldRefusal, sameOrder } from './taxonomy-rules.js';

/** The home page's recommended products, chosen and ordered by hand. */
export function createHomePicksService(db: Db) {
  async function picks(tx: DbOrTx = db): Promise<HomePickList> {
    const rows = await repo.listPicks(tx);
    return {
      items: rows.map((row) => ({
        product_id: row.id,
        title: row.title,
        brand: row.brand,
        image: row.image,
        published: row.published,
        in_stock: row.inStock,
      })),
    };
  }

  function setPicks(ids: number[], actor: Actor) {
    return db.transaction(async (tx) => {
      const known = new Set(await repo.existingProductIds(tx, ids));
      if (ids.some((id) => !known.has(id))) throw fieldRefusal('invalid_data', 'product_ids', 'invalid_value');
      const before = (await repo.listPicks(tx)).map((row) => row.id);
      if (!sameOrder(before, ids)) {
        await repo.setPicks(tx, ids);
        await recordAudit(tx, {
          ...actor,
          action: 'home_picks.changed',
          objectType: 'home_picks',
          objectId: 'home',
          before: { product_ids: before },
          after: { product_ids: ids },
        });
      }
      return picks(tx);
    });
  }

  return { picks: () => picks(), setPicks };
}
