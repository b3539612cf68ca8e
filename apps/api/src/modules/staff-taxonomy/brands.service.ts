import type { StaffBrand, StaffBrandList } from '@aruu/contract/staff-taxonomy';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './staff-taxonomy.repository.js';
import {
  type Actor,
  fieldRefusal,
  inUse,
  refreshSearchTexts,
  refuseTakenSlug,
  sameOrder,
  sameSet,
} from './taxonomy-rules.js';

type BrandInput = { name: string; slug: string; country: string };

function brandAnswer({ brand, productCount }: Awaited<ReturnType<typeof repo.listBrands>>[number]): StaffBrand {
  return {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    country: brand.country,
    position: brand.position,
    hidden: brand.hidden,
    product_count: productCount,
  };
}

const brandFacts = (brand: repo.BrandRow) => ({ name: brand.name, slug: brand.slug, country: brand.country });

/** Brands: create, rename (search text follows), hide, reorder, delete when unused. */
export function createStaffBrandsService(db: Db) {
  async function brand(tx: DbOrTx, id: number): Promise<StaffBrand> {
    const [found] = await repo.listBrands(tx, id);
    if (!found) throw notFound('Brand');
    return brandAnswer(found);
  }

  async function brands(tx: DbOrTx = db): Promise<StaffBrandList> {
    return { items: (await repo.listBrands(tx)).map(brandAnswer) };
  }

  function createBrand(input: BrandInput, actor: Actor) {
    return db.transaction(async (tx) => {
      const row = await refuseTakenSlug('brands_slug_unique', () => repo.insertBrand(tx, input));
      await recordAudit(tx, {
        ...actor,
        action: 'brand.created',
        objectType: 'brand',
        objectId: row.id,
        before: null,
        after: brandFacts(row),
      });
      return brand(tx, row.id);
    });
  }

  function updateBrand(id: number, input: BrandInput, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockBrand(tx, id);
      if (!current) throw notFound('Brand');
      const before = brandFacts(current);
      if (JSON.stringify(before) === JSON.stringify(brandFacts({ ...current, ...input }))) return brand(tx, id);
      await refuseTakenSlug('brands_slug_unique', () => repo.updateBrand(tx, id, input));
      if (input.name !== current.name) await refreshSearchTexts(tx, { brandId: id });
      await recordAudit(tx, {
        ...actor,
        action: 'brand.updated',
        objectType: 'brand',
        objectId: id,
        before,
        after: input,
      });
      return brand(tx, id);
    });
  }

  function setBrandHidden(id: number, hidden: boolean, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockBrand(tx, id);
      if (!current) throw notFound('Brand');
      if (current.hidden !== hidden) {
        await repo.updateBrand(tx, id, { hidden });
        await recordAudit(tx, {
          ...actor,
          action: hidden ? 'brand.hidden' : 'brand.shown',
          objectType: 'brand',
          objectId: id,
          before: { hidden: current.hidden },
          after: { hidden },
        });
      }
      return brand(tx, id);
    });
  }

  function orderBrands(ids: number[], actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockBrandOrder(tx);
      if (!sameSet(current, ids)) throw fieldRefusal('invalid_data', 'ids', 'invalid_value');
      if (!sameOrder(current, ids)) {
        for (const [position, id] of ids.entries()) await repo.updateBrand(tx, id, { position });
        await recordAudit(tx, {
          ...actor,
          action: 'brand.reordered',
          objectType: 'brand_list',
          objectId: 'all',
          before: { ids: current },
          after: { ids },
        });
      }
      return brands(tx);
    });
  }

  function deleteBrand(id: number, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockBrand(tx, id);
      if (!current) throw notFound('Brand');
      if ((await repo.productsOfBrand(tx, id)) > 0) throw inUse('The brand');
      await repo.deleteBrand(tx, id);
      await recordAudit(tx, {
        ...actor,
        action: 'brand.deleted',
        objectType: 'brand',
        objectId: id,
        before: brandFacts(current),
        after: null,
      });
    });
  }

  return { brands: () => brands(), createBrand, updateBrand, setBrandHidden, orderBrands, deleteBrand };
}
