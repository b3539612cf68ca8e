import type { staffTaxonomy as ru } from './ru';

export const staffTaxonomy: typeof ru = {
  title: 'Categories and brands',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  hide: 'Hide',
  show: 'Show',
  delete: 'Delete',
  hidden: 'Hidden',
  products: 'Products: {{count}}',
  oldSlugs: 'old addresses: {{slugs}}',
  topLevel: 'Top level',
  moveUp: 'Move up: {{name}}',
  moveDown: 'Move down: {{name}}',
  confirmDelete: 'Delete “{{name}}”? Only what no product refers to can be deleted.',
  category: {
    title: 'Categories',
    new: 'New category',
    edit: 'Category',
    rules:
      'Two levels: products sit in sub-categories only. A hidden category disappears from the shop’s menus, filters and lists, but its products’ pages still open from a link. After an address change, old links lead to the new one.',
  },
  brand: { title: 'Brands', new: 'New brand', edit: 'Brand' },
  field: {
    nameRu: 'Name (Russian)',
    nameKy: 'Name (Kyrgyz)',
    nameEn: 'Name (English)',
    slug: 'Address (Latin letters)',
    parent: 'Placed in',
    brandName: 'Name',
    country: 'Country',
  },
  hint: {
    slug: 'For example face-cream: lower-case Latin letters, digits and dashes',
    country: 'Two-letter code: KR, FR, KG',
  },
  picks: {
    title: 'Recommended on the home page',
    hint: 'The products of this list are shown on the home page in this order. Save when you are done.',
    chosen: 'Chosen: {{count}}',
    empty: 'Nothing chosen yet.',
    remove: 'Remove {{name}}',
    add: 'Add a product',
    search: 'Search by name or brand',
    addOne: 'Add',
  },
};
