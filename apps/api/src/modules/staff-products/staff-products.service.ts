import type { Db } from '../../db/client.js';
import { createBulkProductChanges } from './product-bulk.js';
import { createProductEditing } from './product-editing.js';
import { createProductListing } from './product-listing.js';

export { priceByPercent } from './product-bulk.js';

export type StaffProductsService = ReturnType<typeof createStaffProductsService>;

/**
 * The staff's catalogue editor, one use case a file: the list and the form's choices
 * (product-listing.ts), one product created or edited (product-editing.ts), and bulk changes
 * (product-bulk.ts).
 */
export function createStaffProductsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    ...createProductListing(db),
    ...createProductEditing(db),
    ...createBulkProductChanges(db),
  };
}
