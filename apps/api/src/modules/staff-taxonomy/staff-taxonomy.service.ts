import type { Db } from '../../db/client.js';
import { createStaffBrandsService } from './brands.service.js';
import { createStaffCategoriesService } from './categories.service.js';
import { createHomePicksService } from './home-picks.service.js';

export type StaffTaxonomyService = ReturnType<typeof createStaffTaxonomyService>;

/** Brands, categories and the home page's picks, each change audited in its transaction. */
export function createStaffTaxonomyService(deps: { db: Db }) {
  return {
    ...createStaffBrandsService(deps.db),
    ...createStaffCategoriesService(deps.db),
    ...createHomePicksService(deps.db),
  };
}
