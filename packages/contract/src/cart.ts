import { z } from 'zod';
import { ProductCard } from './catalog.js';
import { LangQuery, Som } from './common.js';
import { endpoints } from './endpoint.js';
import { fieldError, Id } from './fields.js';

/** Whole pieces; a shop does not sell more than this of one thing in one order. */
const Quantity = z
  .number(fieldError('invalid_value'))
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(99, 'invalid_value');

export const FavoriteBody = z.strictObject({ product_id: Id });
export const FavoriteState = z.object({ product_id: z.number().int(), is_favorite: z.boolean() });
export const FavoriteList = z.object({ items: z.array(ProductCard) }).meta({ id: 'FavoriteList' });
export type FavoriteList = z.infer<typeof FavoriteList>;
export const FavoriteIds = z.object({ product_ids: z.array(z.number().int()) });

export const AddToCartBody = z.strictObject({ variation_id: Id, quantity: Quantity.default(1) });
export const UpdateCartQuantityBody = z.strictObject({ variation_id: Id, quantity: Quantity });
export const RemoveFromCartBody = z.strictObject({ variation_id: Id });

export const CartLine = z.object({
  variation_id: z.number().int(),
  variation_name: z.string(),
  product: ProductCard.pick({ id: true, title: true, image: true, photo: true, brand: true }),
  price: Som,
  quantity: z.number().int(),
  line_total: Som,
  /** Units that can still be ordered; the quantity stepper stops here. */
  available: z.number().int(),
});
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z
  .object({
    products: z.array(CartLine),
    /** The sum of quantities: the header badge (spec §3). */
    cartCount: z.number().int(),
    subtotal: Som,
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

export const cartEndpoints = endpoints({
  'GET /carts': { summary: 'My cart', query: LangQuery, response: Cart, errors: [401] },
  'POST /carts/add_product': {
    summary: 'Add pieces of a variation (adds to what is there)',
    body: AddToCartBody,
    response: Cart,
    errors: [400, 401, 404, 409],
  },
  'POST /carts/update_quantity': {
    summary: 'Set the quantity of a line',
    body: UpdateCartQuantityBody,
    response: Cart,
    errors: [400, 401, 404, 409],
  },
  'POST /carts/remove_product': {
    summary: 'Remove a line (idempotent)',
    body: RemoveFromCartBody,
    response: Cart,
    errors: [400, 401, 404, 409],
  },
  'POST /carts/clear': { summary: 'Empty the cart', response: Cart, errors: [401] },
});

export const favoritesEndpoints = endpoints({
  'GET /products/favorites/list': {
    summary: 'My favourite products, latest first',
    query: LangQuery,
    response: FavoriteList,
    errors: [401],
  },
  'GET /products/favorites/ids': {
    summary: 'Ids of my favourite products, to mark hearts on cards',
    response: FavoriteIds,
    errors: [401],
  },
  'POST /products/favorites/set': {
    summary: 'Add a favourite (idempotent)',
    body: FavoriteBody,
    response: FavoriteState,
    errors: [400, 401, 404],
  },
  'POST /products/favorites/unset': {
    summary: 'Remove a favourite (idempotent)',
    body: FavoriteBody,
    response: FavoriteState,
    errors: [400, 401],
  },
});
