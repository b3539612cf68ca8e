import type { CheckoutQuote, CheckoutQuoteRequest } from '@aruu/contract/checkout';
import type { Language } from '@aruu/contract/common';
import type { DeliveryChoice } from '@aruu/contract/delivery';
import type { CreateOrderRequest, OrderDetail } from '@aruu/contract/orders';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { CartService, OrderLine } from '../cart/cart.service.js';
import type { DeliveryQuote, DeliveryService } from '../delivery/delivery.service.js';
import type { InventoryService } from '../inventory/inventory.service.js';
import type { AllocationTarget } from '../inventory/stock-allocation.js';
import type { PointsHolds } from '../loyalty/points-holds.js';
import type { NewOrder, OrderPorts, OrdersService } from '../orders/orders.service.js';
import { type PromotionsService, promoRefused } from '../promotions/promotions.service.js';
import { isBlockedCustomer, optInToWhatsapp, rememberAddress } from '../users/accounts.js';
import { goodsOf, parcelOf, quoteAnswer } from './pricing.js';

// Checkout runs spec §7's steps, each with its undo:
//   reserve stock  → stock put back when the unpaid order is cancelled   (inventory)
//   claim promo    → the use given back when the order is cancelled      (promotions)
//   price delivery → nothing to give back: a part of the total           (delivery)
//   apply points   → the held points refunded at UDS on cancellation     (loyalty, order-points.service)
//   payment        → a payment the order can no longer take is refunded  (payments, payment-settlement)
// The first two run in the order's one transaction, so a refusal in any of them undoes all.

/**
 * What cancelling an order gives back, for the orders' state machine (its `undoCheckout` port):
 * stock only while the order was unpaid — a card order before payment, a cash order assembled
 * before its money came — (a paid order's goods stay sold until staff restock them).
 */
export function createCheckoutUndo(deps: {
  inventory: InventoryService;
  promotions: PromotionsService;
  holds: PointsHolds;
}): OrderPorts['undoCheckout'] {
  return async (tx, order, items) => {
    if (order.paidAt === null) await deps.inventory.release(tx, items, { orderId: order.id });
    await deps.promotions.release(tx, order.id);
    await deps.holds.releaseAll(tx, order.id);
  };
}

/** What an order is made of once its lines are known: the cart's, or those staff take for a customer. */
export interface Placement {
  userId: number;
  /** The customer's details, address, comment and promo code, as the checkout form has them. */
  form: CreateOrderRequest;
  language: Language;
  lines: OrderLine[];
  /** Known before the order (staff take it with one): reserved for it, priced by `priceDelivery`, stored. */
  delivery?: { choice: DeliveryChoice; quote: DeliveryQuote };
  taken?: NewOrder['taken'];
}

export const customerBlocked = () =>
  new AppError('forbidden', 'customer_blocked', 'This account cannot place orders; contact the shop');

/** An order placed for pickup has no street address; a courier cannot go without one. */
const courierAddressRequired = () =>
  new AppError('invalid_data', 'validation_failed', 'A courier needs the street address', {
    address: { code: 'required', message: 'A courier needs the street address' },
  });

const allocationTarget = (choice: DeliveryChoice): AllocationTarget =>
  choice.method === 'pickup' ? { method: 'pickup', shopCode: choice.shop_id } : { method: 'courier' };

export function createCheckoutService(deps: {
  db: Db;
  cart: CartService;
  inventory: InventoryService;
  promotions: PromotionsService;
  delivery: DeliveryService;
  orders: OrdersService;
}) {
  const { db, cart, inventory, promotions, delivery, orders } = deps;

  /**
   * The steps after the lines are known, in the caller's transaction: every unit is taken out of
   * stock (or nothing is) with its movement — for the chosen delivery's place when there is one,
   * else by the courier rule until `set_delivery` says where —, the promo code's use is claimed,
   * the order opened (expiry scheduled) with its delivery priced beforehand.
   */
  async function placeOrder(tx: DbOrTx, placement: Placement) {
    const { userId, lines, delivery } = placement;
    const reservation = await inventory.reserve(
      tx,
      lines.map((line) => ({ ...line, variationId: line.variation_id })),
      delivery ? allocationTarget(delivery.choice) : undefined,
    );
    if (reservation.short.length > 0) {
      const names = reservation.short.map((line) => `${line.title} (${line.variation_name})`).join(', ');
      throw new AppError('conflict', 'not_enough_stock', `Not enough in stock: ${names}`);
    }
    const { subtotal } = goodsOf(lines);
    const promoCode = placement.form.promo_code;
    const promo = promoCode ? await promotions.claim(tx, { code: promoCode, userId, subtotal }) : undefined;
    const order = await orders.open(tx, {
      userId,
      form: placement.form,
      language: placement.language,
      lines,
      subtotal,
      discount: promo?.discount ?? 0,
      ...(placement.taken && { taken: placement.taken }),
    });
    await reservation.record(order.id);
    if (promo) await promotions.recordRedemption(tx, promo, userId, order.id);
    if (delivery) {
      const address = delivery.choice.method === 'courier' ? (delivery.choice.address ?? undefined) : undefined;
      await orders.saveDelivery(tx, order.id, { ...delivery.quote, address });
    }
    return order;
  }

  /**
   * Turns the cart into an order in one transaction (`placeOrder`), keeps the address if asked
   * and empties the cart. `recordOutcome` (an idempotency key's) stores the answer in that same
   * transaction.
   */
  async function createFromCart(
    userId: number,
    form: CreateOrderRequest,
    lang: Language,
    recordOutcome?: (tx: DbOrTx, order: OrderDetail) => Promise<void>,
  ) {
    return db.transaction(async (tx) => {
      if (await isBlockedCustomer(tx, userId)) throw customerBlocked();
      const lines = await cart.orderLines(tx, userId, lang);
      if (lines.length === 0) throw new AppError('invalid_data', 'cart_empty', 'Your cart is empty');
      const order = await placeOrder(tx, { userId, form, language: lang, lines });
      if (form.save_address && form.address) {
        await rememberAddress(tx, userId, { country: form.country, city: form.city, line: form.address });
      }
      if (form.whatsapp_opt_in) await optInToWhatsapp(tx, userId);
      await cart.empty(tx, userId);
      const created = await orders.detail(userId, order.id, tx);
      await recordOutcome?.(tx, created);
      return created;
    });
  }

  /**
   * What a delivery costs for lines not yet an order (an order staff take), priced as `placeOrder`
   * will charge them: on the goods after the promo code's discount. Before any transaction, so no
   * row lock is held while CDEK answers. A promo code that does not apply is refused on its field.
   */
  async function priceDelivery(
    lines: OrderLine[],
    choice: DeliveryChoice,
    promo: { code: string; userId: number } | null,
  ): Promise<DeliveryQuote> {
    const goods = goodsOf(lines);
    const assessed = promo ? await promotions.assess(db, { ...promo, subtotal: goods.subtotal }) : null;
    if (assessed?.refusal) throw promoRefused(assessed.refusal);
    return delivery.quote(choice, parcelOf(goods, assessed?.discount ?? 0));
  }

  /** Chooses courier or pickup for an unpaid order and prices it into the total. */
  async function setDelivery(userId: number, orderId: number, choice: DeliveryChoice) {
    const order = await orders.ownUnpaidOrder(userId, orderId);
    const address = choice.method === 'courier' ? (choice.address ?? undefined) : undefined;
    if (choice.method === 'courier' && !address && !order.address.trim()) throw courierAddressRequired();
    const goods = goodsOf((await orders.items(orderId)).map(itemLine));
    // Priced before the transaction: no row lock is held while CDEK answers.
    const quote = await delivery.quote(choice, parcelOf(goods, order.discount));
    await db.transaction(async (tx) => {
      await orders.lockUnpaid(tx, orderId);
      // The units move to where the choice takes them from: the pickup shop's shelf, with a
      // transfer for what it lacks, or the locations that ship (docs/decisions/058).
      // An order without a choice yet holds its units by the courier rule (createFromCart's).
      const unchanged =
        (order.deliveryMethod ?? 'courier') === choice.method &&
        (choice.method === 'courier' || order.pickupShopId === choice.shop_id);
      const moved = unchanged || (await inventory.reallocate(tx, orderId, allocationTarget(choice)));
      if (!moved) {
        throw new AppError(
          'conflict',
          'order_stock_moving',
          "The order's goods are already on their way to the chosen shop: the delivery cannot change now",
        );
      }
      await orders.saveDelivery(tx, orderId, { ...quote, address });
    });
    return orders.detail(userId, orderId);
  }

  /**
   * What the order will be charged before it exists (the cart with a promo code), or what the
   * checkout's unpaid order will be with another delivery — priced as createFromCart and
   * setDelivery price it. A promo code that does not apply is answered with its reason, not refused.
   */
  async function quote(userId: number, input: CheckoutQuoteRequest, lang: Language): Promise<CheckoutQuote> {
    const priced = input.order_id
      ? await orderGoods(userId, input.order_id)
      : await cartGoods(userId, input.promo_code, lang);
    const quoted = input.delivery
      ? await delivery.quote(input.delivery, parcelOf(priced.goods, priced.discount), lang)
      : null;
    return quoteAnswer({ ...priced, delivery: quoted });
  }

  async function cartGoods(userId: number, promoCode: string | null | undefined, lang: Language) {
    const goods = goodsOf(await cart.orderLines(db, userId, lang));
    const promo = promoCode ? await promotions.assess(db, { code: promoCode, userId, subtotal: goods.subtotal }) : null;
    return { goods, promo, discount: promo?.discount ?? 0 };
  }

  async function orderGoods(userId: number, orderId: number) {
    const order = await orders.ownUnpaidOrder(userId, orderId);
    const goods = goodsOf((await orders.items(orderId)).map(itemLine));
    return { goods, promo: null, discount: order.discount };
  }

  return { placeOrder, createFromCart, priceDelivery, setDelivery, quote };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

const itemLine = (item: { unitPrice: number; quantity: number }) => ({
  unit_price: item.unitPrice,
  quantity: item.quantity,
});
