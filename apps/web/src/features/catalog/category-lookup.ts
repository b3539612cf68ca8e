import type { CategoryNode, CategoryRef } from '@aruu/contract/catalog';

export interface FoundCategory {
  category: CategoryRef;
  /** The top-level category above it; absent for a top-level one. */
  parent?: CategoryRef;
  /** What a shopper can narrow to next: a top-level category's children, or a child's siblings. */
  family: CategoryRef[];
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
type TreeCategory = CategoryNode['categories'][number];
const isOldSlug = (category: TreeCategory, name: string) => category.old_slugs.some((old) => same(old, name));
const matches = (category: TreeCategory, name: string) =>
  same(category.slug, name) || same(category.name, name) || isOldSlug(category, name);
const refOf = ({ id, name, slug }: CategoryRef): CategoryRef => ({ id, name, slug });

/**
 * The category a `categoryName` in the address stands for. Like the API, it takes the slug
 * (`sunscreen`), a slug it had before a rename, or the name in any case (`Sunscreen`); the menu
 * and the footer link by slug.
 */
export function findCategory(tree: readonly CategoryNode[], name: string): FoundCategory | undefined {
  const wanted = name.trim();
  if (!wanted) return undefined;
  for (const top of tree) {
    if (matches(top, wanted)) return { category: refOf(top), family: top.categories.map(refOf) };
  }
  for (const top of tree) {
    const child = top.categories.find((candidate) => matches(candidate, wanted));
    if (child) return { category: refOf(child), parent: refOf(top), family: top.categories.map(refOf) };
  }
  return undefined;
}

/**
 * The current slug when `name` is a slug the category had before a rename: the catalogue then
 * puts the current one in the address, as the server's redirect does for a page load.
 */
export function renamedSlug(tree: readonly CategoryNode[], name: string): string | undefined {
  const wanted = name.trim();
  const all = tree.flatMap((top) => [top, ...top.categories]);
  if (all.some((category) => same(category.slug, wanted))) return undefined;
  return all.find((category) => isOldSlug(category, wanted))?.slug;
}
