import type { Db } from '@aruu/api/db/client';
import { sql } from 'drizzle-orm';

/**
 * The demo store's stock lies in its three shops as well as the online warehouse, so per-shop
 * availability ("in stock in ЦУМ", "can be brought from Asia Mall in 1 day") shows at once. Each
 * shop gets a share of some variations, chosen by id so every run spreads the same; the
 * warehouse keeps the rest and a few shades are only in a shop. Written to `location_stock`
 * directly, as a delivery to an empty shop would leave it; `variations.stock` (the sum) is unchanged.
 */
export async function spreadStockOverShops(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table demo_shares on commit drop as
      select ls.variation_id, shop.code, ls.stock as total,
        case shop.code
          when 'tsum' then case when ls.variation_id % 3 <> 0 then ls.stock * 3 / 10 else 0 end
          when 'asia-mall' then case when ls.variation_id % 4 <> 1 then ls.stock / 5 else 0 end
          else case when ls.variation_id % 5 = 2 then ls.stock / 4 else 0 end
        end as share
      from location_stock ls
      join locations home on home.id = ls.location_id and home.is_default
      cross join (values ('tsum'), ('asia-mall'), ('vefa')) as shop(code)
      where ls.stock > 0`);
    // Every seventh shade sold out online: what is left of it is in the shops only.
    await tx.execute(sql`
      insert into location_stock (variation_id, location_id, stock)
      select s.variation_id, l.id,
        s.share + case when s.variation_id % 7 = 0 and s.code = 'tsum' then s.total - sum(s.share) over (partition by s.variation_id) else 0 end
      from demo_shares s join locations l on l.code = s.code
      where s.share > 0 or (s.variation_id % 7 = 0 and s.code = 'tsum')
      on conflict (variation_id, location_id) do update set stock = excluded.stock`);
    await tx.execute(sql`
      update location_stock ls set stock = case when ls.variation_id % 7 = 0 then 0
          else ls.stock - (select sum(s.share) from demo_shares s where s.variation_id = ls.variation_id) end
      from locations home
      where home.id = ls.location_id and home.is_default
        and exists (select 1 from demo_shares s where s.variation_id = ls.variation_id)`);
  });
}
