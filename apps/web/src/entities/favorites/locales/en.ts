import type { Messages } from '@/shared/i18n/messages';
import type { favorites as ru } from './ru';

export const favorites: Messages<typeof ru> = {
  title: 'Favorites',
  add: 'Add to favorites',
  remove: 'Remove from favorites',
  addFailed: 'The product could not be added to favorites',
  removeFailed: 'The product could not be removed from favorites',
  count_one: '{{count}} product',
  count_few: '{{count}} products',
  count_many: '{{count}} products',
  count_other: '{{count}} products',
  listTitle: 'Saved products',
  item: {
    moveToCart: 'Move to cart',
    moveToCartLabel: 'Move to cart: “{{title}}”',
    outOfStock: 'Out of stock',
    remove: 'Remove',
    removeLabel: 'Remove “{{title}}” from favorites',
  },
  moved: 'Moved to your cart',
  soldOut: 'This product is sold out – it stays in your favorites',
  moveFailed: 'The product could not be moved to the cart',
  empty: {
    title: 'No favorites yet',
    text: 'Tap the heart on a product card and it will be kept here for later.',
    action: 'Go to the catalog',
  },
};
