import type { CategoryInput, StaffCategory, StaffCategoryTree } from '@aruu/contract/staff-taxonomy';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import { recordAudit } from '../audit/audit.js';
import * as repo from './staff-taxonomy.repository.js';
import {
  type Actor,
  fieldRefusal,
  inUse,
  notLeaf,
  refreshSearchTexts,
  refuseTakenSlug,
  sameOrder,
  sameSet,
  slugTaken,
} from './taxonomy-rules.js';

const categoryFacts = (c: repo.CategoryRow) => ({
  parent_id: c.parentId,
  slug: c.slug,
  name_ru: c.nameRu,
  name_en: c.nameEn,
  name_ky: c.nameKy,
});

/** The two-level category tree: products stay on leaves, old slugs keep leading to their category. */
export function createStaffCategoriesService(db: Db) {
  async function categoryTree(tx: DbOrTx = db): Promise<StaffCategoryTree> {
    const rows = (await repo.listCategories(tx)).map(({ category: c, productCount, oldSlugs }) => ({
      id: c.id,
      parent_id: c.parentId,
      slug: c.slug,
      name_ru: c.nameRu,
      name_en: c.nameEn,
      name_ky: c.nameKy,
      position: c.position,
      hidden: c.hidden,
      product_count: productCount,
      old_slugs: oldSlugs,
    }));
    const items = rows
      .filter((row) => row.parent_id === null)
      .map((top) => {
        const children = rows.filter((row) => row.parent_id === top.id);
        const inChildren = children.reduce((sum, child) => sum + child.product_count, 0);
        return { ...top, product_count: top.product_count + inChildren, children };
      });
    return { items };
  }

  async function category(tx: DbOrTx, id: number): Promise<StaffCategory> {
    const { items } = await categoryTree(tx);
    const top = items.find((item) => item.id === id);
    if (top) return top;
    const child = items.flatMap((item) => item.children).find((item) => item.id === id);
    if (!child) throw notFound('Category');
    return { ...child, children: [] };
  }

  /**
   * The parent a category may be put in: an existing top-level category without products of
   * its own (products sit on leaves, and a leaf with products cannot gain children).
   */
  async function checkParent(tx: Tx, parentId: number) {
    const parent = await repo.lockCategory(tx, parentId);
    if (!parent) throw fieldRefusal('invalid_data', 'parent_id', 'invalid_value');
    if (parent.parentId !== null) throw notLeaf('Categories have two levels: the parent must be a top-level category');
    if ((await repo.productsInCategory(tx, parentId)) > 0) {
      throw notLeaf('The parent category holds products: move them to a sub-category first');
    }
  }

  /** A slug that is some other category's old address stays theirs, so old links keep landing right. */
  async function checkSlugFree(tx: Tx, slug: string, categoryId?: number) {
    const owner = await repo.slugHistoryOwner(tx, slug);
    if (owner !== undefined && owner !== categoryId) throw slugTaken();
  }

  function createCategory(input: CategoryInput, actor: Actor) {
    return db.transaction(async (tx) => {
      if (input.parent_id !== null) await checkParent(tx, input.parent_id);
      await checkSlugFree(tx, input.slug);
      const row = await refuseTakenSlug('categories_slug_unique', () =>
        repo.insertCategory(tx, {
          parentId: input.parent_id,
          slug: input.slug,
          nameRu: input.name_ru,
          nameEn: input.name_en,
          nameKy: input.name_ky,
        }),
      );
      await recordAudit(tx, {
        ...actor,
        action: 'category.created',
        objectType: 'category',
        objectId: row.id,
        before: null,
        after: categoryFacts(row),
      });
      return category(tx, row.id);
    });
  }

  /** Checks a move between levels; answers the position at the end of the new level. */
  async function checkMove(tx: Tx, current: repo.CategoryRow, parentId: number | null): Promise<number> {
    if (parentId === current.id) throw fieldRefusal('invalid_data', 'parent_id', 'invalid_value');
    if (parentId === null) {
      if ((await repo.productsInCategory(tx, current.id)) > 0) {
        throw notLeaf('A category with products stays a sub-category: move its products first');
      }
    } else {
      await checkParent(tx, parentId);
      if ((await repo.childrenOf(tx, current.id)).length > 0) {
        throw notLeaf('A category with sub-categories cannot go inside another one');
      }
    }
    return (await repo.childrenOf(tx, parentId)).length;
  }

  function updateCategory(id: number, input: CategoryInput, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockCategory(tx, id);
      if (!current) throw notFound('Category');
      const before = categoryFacts(current);
      if (JSON.stringify(before) === JSON.stringify(input)) return category(tx, id);
      const moved = input.parent_id !== current.parentId;
      const position = moved ? await checkMove(tx, current, input.parent_id) : current.position;
      if (input.slug !== current.slug) {
        await checkSlugFree(tx, input.slug, id);
        // Taking back an old slug: it is current again, no longer a redirect.
        await repo.forgetOldSlug(tx, input.slug);
        await repo.rememberOldSlug(tx, current.slug, id);
      }
      await refuseTakenSlug('categories_slug_unique', () =>
        repo.updateCategory(tx, id, {
          parentId: input.parent_id,
          position,
          slug: input.slug,
          nameRu: input.name_ru,
          nameEn: input.name_en,
          nameKy: input.name_ky,
        }),
      );
      const renamed =
        input.name_ru !== current.nameRu || input.name_en !== current.nameEn || input.name_ky !== current.nameKy;
      if (renamed) await refreshSearchTexts(tx, { categoryId: id });
      await recordAudit(tx, {
        ...actor,
        action: moved ? 'category.moved' : 'category.updated',
        objectType: 'category',
        objectId: id,
        before,
        after: input,
      });
      return category(tx, id);
    });
  }

  function setCategoryHidden(id: number, hidden: boolean, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockCategory(tx, id);
      if (!current) throw notFound('Category');
      if (current.hidden !== hidden) {
        await repo.updateCategory(tx, id, { hidden });
        await recordAudit(tx, {
          ...actor,
          action: hidden ? 'category.hidden' : 'category.shown',
          objectType: 'category',
          objectId: id,
          before: { hidden: current.hidden },
          after: { hidden },
        });
      }
      return category(tx, id);
    });
  }

  function orderCategories(parentId: number | null, ids: number[], actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.childrenOf(tx, parentId);
      if (!sameSet(current, ids)) throw fieldRefusal('invalid_data', 'ids', 'invalid_value');
      if (!sameOrder(current, ids)) {
        for (const [position, id] of ids.entries()) await repo.updateCategory(tx, id, { position });
        await recordAudit(tx, {
          ...actor,
          action: 'category.reordered',
          objectType: 'category_level',
          objectId: parentId ?? 'top',
          before: { ids: current },
          after: { ids },
        });
      }
      return categoryTree(tx);
    });
  }

  function deleteCategory(id: number, actor: Actor) {
    return db.transaction(async (tx) => {
      const current = await repo.lockCategory(tx, id);
      if (!current) throw notFound('Category');
      if ((await repo.childrenOf(tx, id)).length > 0) throw inUse('The category has sub-categories: it');
      if ((await repo.productsInCategory(tx, id)) > 0) throw inUse('The category has products: it');
      await repo.deleteCategory(tx, id);
      await recordAudit(tx, {
        ...actor,
        action: 'category.deleted',
        objectType: 'category',
        objectId: id,
        before: categoryFacts(current),
        after: null,
      });
    });
  }

  return {
    categoryTree: () => categoryTree(),
    createCategory,
    updateCategory,
    setCategoryHidden,
    orderCategories,
    deleteCategory,
  };
}
