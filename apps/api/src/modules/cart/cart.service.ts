import type { Cart } from '@aruu/contract/cart';
import type { Language } from '@aruu/contract/common';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import * as repo from './cart.repository.js';

export type CartService = ReturnType<typeof createCartService>;

function notEnoughStock(available: number) {
  return new AppError('conflict', 'not_enough_stock', `Only ${available} left in stock`, {
    quantity: { code: 'not_enough_stock', message: `Only ${available} left in stock` },
  });
}

/** Every cart call answers the whole cart (spec §4): lines, the badge count, the subtotal. */
export function createCartService(deps: { db: Db }) {
  const { db } = deps;

  async function view(userId: number, lang: Language): Promise<Cart> {
    const rows = await repo.listCartLines(db, userId, lang);
    let subtotal = 0;
    let count = 0;
    const lines = rows.map((row) => {
      const lineTotal = row.price * row.quantity;
      subtotal += lineTotal;
      count += row.quantity;
      return {
        variation_id: row.variationId,
        variation_name: row.variationName,
        product: {
          id: row.productId,
          title: row.title,
          image: row.image,
          brand: { id: row.brandId, name: row.brandName },
        },
        price: tyiynToSom(row.price),
        quantity: row.quantity,
        line_total: tyiynToSom(lineTotal),
        available: row.stock,
      };
    });
    return { products: lines, cartCount: count, subtotal: tyiynToSom(subtotal) };
  }

  async function add(userId: number, variationId: number, quantity: number, lang: Language) {
    const stock = await repo.variationStock(db, variationId);
    if (stock === undefined) throw notFound('Variation');
    if ((await repo.addToLine(db, userId, variationId, quantity)) === undefined) throw notEnoughStock(stock);
    return view(userId, lang);
  }

  async function updateQuantity(userId: number, variationId: number, quantity: number, lang: Language) {
    if (!(await repo.hasLine(db, userId, variationId))) throw notFound('Cart line');
    if ((await repo.setLineQuantity(db, userId, variationId, quantity)) === undefined) {
      throw notEnoughStock((await repo.variationStock(db, variationId)) ?? 0);
    }
    return view(userId, lang);
  }

  async function remove(userId: number, variationId: number, lang: Language) {
    await repo.removeLine(db, userId, variationId);
    return view(userId, lang);
  }

  async function clear(userId: number, lang: Language) {
    await repo.clearCart(db, userId);
    return view(userId, lang);
  }

  return { view, add, updateQuantity, remove, clear };
}
