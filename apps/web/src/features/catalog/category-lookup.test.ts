import type { CategoryNode } from '@aruu/contract/catalog';
import { describe, expect, it } from 'vitest';
import { findCategory, renamedSlug } from './category-lookup';

const tree: CategoryNode[] = [
  {
    id: 1,
    name: 'Skin Care',
    slug: 'skin-care',
    old_slugs: [],
    categories: [
      { id: 2, name: 'Cleansers', slug: 'cleansers', old_slugs: [] },
      { id: 8, name: 'Sunscreen', slug: 'sunscreen', old_slugs: ['spf', 'sun-cream'] },
    ],
  },
  {
    id: 9,
    name: 'Make-up',
    slug: 'makeup',
    old_slugs: [],
    categories: [{ id: 17, name: 'False Lashes', slug: 'lashes', old_slugs: [] }],
  },
];

describe('finding the category of the address', () => {
  it('finds a top-level category by slug, with its children to narrow to', () => {
    expect(findCategory(tree, 'skin-care')).toEqual({
      category: { id: 1, name: 'Skin Care', slug: 'skin-care' },
      family: [
        { id: 2, name: 'Cleansers', slug: 'cleansers' },
        { id: 8, name: 'Sunscreen', slug: 'sunscreen' },
      ],
    });
  });

  it('finds a sub-category by slug or by name in any case, with its parent and siblings', () => {
    const bySlug = findCategory(tree, 'lashes');
    expect(bySlug?.category.name).toBe('False Lashes');
    expect(bySlug?.parent).toEqual({ id: 9, name: 'Make-up', slug: 'makeup' });
    expect(bySlug?.family.map((c) => c.id)).toEqual([17]);
    expect(findCategory(tree, ' false lashes ')?.category.id).toBe(17);
    expect(findCategory(tree, 'SUNSCREEN')?.parent?.id).toBe(1);
  });

  it('finds a renamed category by a slug it had before, and tells the current slug', () => {
    expect(findCategory(tree, 'SPF')?.category).toEqual({ id: 8, name: 'Sunscreen', slug: 'sunscreen' });
    expect(renamedSlug(tree, 'sun-cream')).toBe('sunscreen');
    expect(renamedSlug(tree, 'sunscreen')).toBeUndefined();
    expect(renamedSlug(tree, 'Sunscreen')).toBeUndefined();
    expect(renamedSlug(tree, 'perfume')).toBeUndefined();
  });

  it('finds nothing for an unknown or empty name', () => {
    expect(findCategory(tree, 'perfume')).toBeUndefined();
    expect(findCategory(tree, '  ')).toBeUndefined();
    expect(findCategory([], 'lashes')).toBeUndefined();
  });
});
