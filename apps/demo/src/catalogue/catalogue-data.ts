import { bodyCareLeaves } from './body-care-categories.js';
import type { CategoryFamily, LeafCategory, ProductShape } from './catalogue-types.js';
import { text } from './data-helpers.js';
import { eyeMakeupLeaves } from './eye-makeup-categories.js';
import { faceMakeupLeaves } from './face-makeup-categories.js';
import { hairCareLeaves } from './hair-care-categories.js';
import { perfumeLeaves } from './perfume-categories.js';
import { skinRoutineLeaves } from './skin-routine-categories.js';
import { skinTreatmentLeaves } from './skin-treatment-categories.js';

export type { ProductShape } from './catalogue-types.js';

/** The two-level category tree, in menu order. */
export const categoryFamilies: CategoryFamily[] = [
  {
    slug: 'skin-care',
    name: text('Уход за лицом', 'Skin Care', 'Бетке кам көрүү'),
    leaves: [...skinRoutineLeaves, ...skinTreatmentLeaves],
  },
  { slug: 'makeup', name: text('Макияж', 'Make-up', 'Макияж'), leaves: [...faceMakeupLeaves, ...eyeMakeupLeaves] },
  { slug: 'perfume', name: text('Парфюмерия', 'Perfume', 'Атырлар'), leaves: perfumeLeaves },
  { slug: 'body-care', name: text('Уход за телом', 'Body Care', 'Денеге кам көрүү'), leaves: bodyCareLeaves },
  { slug: 'hair-care', name: text('Уход за волосами', 'Hair Care', 'Чачка кам көрүү'), leaves: hairCareLeaves },
];

const leavesBySlug = new Map<string, LeafCategory>(
  categoryFamilies.flatMap((family) => family.leaves.map((leaf) => [leaf.slug, leaf] as const)),
);

/** Categories created later (e.g. by hand in the database) have no drawing of their own yet. */
const FALLBACK_SHAPE: ProductShape = 'jar';

/** What a product of this leaf category looks like in its generated image. */
export function shapeForCategorySlug(slug: string): ProductShape {
  return leavesBySlug.get(slug)?.shape ?? FALLBACK_SHAPE;
}
