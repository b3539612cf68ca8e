import type { Cart } from '@aruu/contract/cart';
import type { ProductCard } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../http/app-error.js';
import { tyiynToSom } from '../../lib/money.js';
import * as repo from './cart.repository.js';

export type CartService = ReturnType<typeof createCartService>;
export type { OrderLine } from './cart.repository.js';

/** Why a past order's item went back into the cart short, or not at all. */
type RefillShortfall = 'discontinued' | 'out_of_stock' | 'reduced';

function notEnoughStock(available: number) {
  return new AppError('conflict', 'not_enough_stock', `Only ${available} left in stock`, {
    quantity: { code: 'not_enough_stock', message: `Only ${available} left in stock` },
  });
}

function draftProduct(titles: string[]) {
  return new AppError('conflict', 'product_unavailable', `Not available to order: ${titles.join(', ')}`, {
    variation_id: { code: 'invalid_value', message: 'This product is not available' },
  });
}

function hiddenVariation(names: string[]) {
  return new AppError('conflict', 'variation_unavailable', `No longer sold: ${names.join(', ')}`, {
    variation_id: { code: 'invalid_value', message: 'This variation is no longer sold' },
  });
}

interface CartDeps {
  db: Db;
  /** The catalogue's cards, for the lines' uploaded photos (catalog.service's `cardsByIds`). */
  cards: (ids: number[], lang: Language) => Promise<ProductCard[]>;
}

/** The lines an order may take: a draft product's or a hidden variation's are refused. */
function orderable(lines: repo.OrderLine[]) {
  const named = (line: repo.OrderLine) => `${line.title} (${line.variation_name})`;
  const drafts = lines.filter((line) => !line.published);
  if (drafts.length > 0) throw draftProduct(drafts.map(named));
  const hidden = lines.filter((line) => line.hidden);
  if (hidden.length > 0) throw hiddenVariation(hidden.map(named));
  return lines;
}

/** Every cart call answers the whole cart (spec §4): lines, the badge count, the subtotal. */
export function createCartService(deps: CartDeps) {
  const { db } = deps;

  /** Each product's main photo; a product without photos (or no longer listed) has none. */
  async function photosOf(productIds: number[], lang: Language) {
    const cards = await deps.cards([...new Set(productIds)], lang);
    return new Map(cards.map((card) => [card.id, card.photo]));
  }

  async function view(userId: number, lang: Language): Promise<Cart> {
    const rows = await repo.listCartLines(db, userId, lang);
    const photos = await photosOf(
      rows.map((row) => row.productId),
      lang,
    );
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
          photo: photos.get(row.productId) ?? null,
          brand: { id: row.brandId, name: row.brandName },
        },
        price: tyiynToSom(row.price),
        quantity: row.quantity,
        line_total: tyiynToSom(lineTotal),
        // A product unpublished (or a variation hidden) after it was put in the cart shows as sold
        // out; checkout refuses it.
        available: row.published && !row.hidden ? row.stock : 0,
      };
    });
    return { products: lines, cartCount: count, subtotal: tyiynToSom(subtotal) };
  }

  async function add(userId: number, variationId: number, quantity: number, lang: Language) {
    const variation = await repo.variationAvailability(db, variationId);
    if (variation === undefined) throw notFound('Variation');
    if (!variation.published) throw draftProduct([`variation ${variationId}`]);
    if (variation.hidden) throw hiddenVariation([`variation ${variationId}`]);
    if ((await repo.addToLine(db, userId, variationId, quantity)) === undefined) throw notEnoughStock(variation.stock);
    return view(userId, lang);
  }

  async function updateQuantity(userId: number, variationId: number, quantity: number, lang: Language) {
    if (!(await repo.hasLine(db, userId, variationId))) throw notFound('Cart line');
    if ((await repo.setLineQuantity(db, userId, variationId, quantity)) === undefined) {
      throw notEnoughStock((await repo.variationAvailability(db, variationId))?.stock ?? 0);
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

  /** The goods in the cart at today's prices, in tyiyn. */
  function subtotal(userId: number): Promise<number> {
    return repo.cartSubtotal(db, userId);
  }

  /** The lines an order is made of, read inside the order's transaction; a draft's or a hidden variation's line refuses the order. */
  async function orderLines(tx: DbOrTx, userId: number, lang: Language) {
    return orderable(await repo.cartLinesForOrder(tx, userId, lang));
  }

  /**
   * The lines of an order staff take, as a cart's would be (today's prices, drafts and hidden
   * variations refused); `unknown` are the asked variations that do not exist.
   */
  async function variationLines(
    tx: DbOrTx,
    items: ReadonlyArray<{ variationId: number; quantity: number }>,
    lang: Language,
  ) {
    const lines = await repo.variationLinesForOrder(tx, items, lang);
    const found = new Set(lines.map((line) => line.variation_id));
    return { lines: orderable(lines), unknown: items.filter((item) => !found.has(item.variationId)) };
  }

  /**
   * A variation as an order line at today's price, as the cart would take it (an addition or a
   * replacement staff make to an order); refused like a cart line at checkout when it is a draft
   * or hidden, 404 when there is none.
   */
  async function lineOf(tx: DbOrTx, variationId: number, quantity: number, lang: Language): Promise<repo.OrderLine> {
    const { lines, unknown } = await variationLines(tx, [{ variationId, quantity }], lang);
    if (unknown.length > 0) throw notFound('Variation');
    return lines[0]!;
  }

  /** Empties the cart inside the caller's transaction (the order that took its lines). */
  function empty(tx: DbOrTx, userId: number) {
    return repo.clearCart(tx, userId);
  }

  /**
   * Puts items (each variation once) back in the cart, as far as stock allows beside what the
   * cart holds already, and answers the cart and the items that went in short.
   */
  async function refill(
    userId: number,
    items: Array<{ variationId: number; title: string; quantity: number }>,
    lang: Language,
  ) {
    const inCart = new Map((await view(userId, lang)).products.map((line) => [line.variation_id, line.quantity]));
    const skipped = [];
    for (const item of items) {
      const variation = await repo.variationAvailability(db, item.variationId);
      // A draft or a hidden variation is as good as gone for a shopper.
      const stock = variation?.published && !variation.hidden ? variation.stock : undefined;
      const wanted = Math.min(item.quantity, Math.max(0, (stock ?? 0) - (inCart.get(item.variationId) ?? 0)));
      const added =
        wanted > 0 && (await repo.addToLine(db, userId, item.variationId, wanted)) !== undefined ? wanted : 0;
      const reason: RefillShortfall | null =
        stock === undefined ? 'discontinued' : added === 0 ? 'out_of_stock' : added < item.quantity ? 'reduced' : null;
      if (reason) skipped.push({ variation_id: item.variationId, title: item.title, reason, added });
    }
    return { cart: await view(userId, lang), skipped };
  }

  return { view, add, updateQuantity, remove, clear, subtotal, orderLines, variationLines, lineOf, empty, refill };
}
