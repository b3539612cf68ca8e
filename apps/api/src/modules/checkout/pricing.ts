import type { CheckoutQuote } from '@aruu/contract/checkout';
import { tyiynToSom } from '../../lib/money.js';
import type { DeliveryQuote } from '../delivery/delivery.service.js';
import type { PromoAssessment } from '../promotions/promotions.service.js';

// The one place an order's price is put together, for the order itself (checkout.service's
// createFromCart and setDelivery) and for the quote the checkout shows before it, so that
// what the shopper reads is what the card is charged. All amounts in tyiyn.

export interface Goods {
  subtotal: number;
  itemCount: number;
}

/** The goods' value at their unit prices and how many units go in the parcel. */
export function goodsOf(lines: ReadonlyArray<{ unit_price: number; quantity: number }>): Goods {
  return {
    subtotal: lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** What delivery is priced on: the goods after the promo code's discount (the free-delivery threshold too). */
export function parcelOf(goods: Goods, discount: number) {
  return { valueTyiyn: goods.subtotal - discount, itemCount: goods.itemCount };
}

/** The amount charged; the orders table computes the same from the stored parts (orders.repository's refreshTotal). */
export function totalOf(parts: { subtotal: number; discount: number; deliveryFee: number; points: number }) {
  return Math.max(0, parts.subtotal + parts.deliveryFee - parts.discount - parts.points);
}

/** The quote's answer in som (contract `CheckoutQuote`). */
export function quoteAnswer(priced: {
  goods: Goods;
  promo: PromoAssessment | null;
  discount: number;
  delivery: DeliveryQuote | null;
}): CheckoutQuote {
  const { goods, promo, discount, delivery } = priced;
  const total = totalOf({ subtotal: goods.subtotal, discount, deliveryFee: delivery?.feeTyiyn ?? 0, points: 0 });
  return {
    subtotal: tyiynToSom(goods.subtotal),
    item_count: goods.itemCount,
    promo: promo && {
      code: promo.code,
      refusal: promo.refusal,
      discount: tyiynToSom(promo.discount),
      min_order: tyiynToSom(promo.minOrder),
    },
    discount: tyiynToSom(discount),
    delivery: delivery && {
      method: delivery.method,
      fee: tyiynToSom(delivery.feeTyiyn),
      city: delivery.city,
      days_min: delivery.tariff?.daysMin ?? null,
      days_max: delivery.tariff?.daysMax ?? null,
      free_from: delivery.freeFromTyiyn === null ? null : tyiynToSom(delivery.freeFromTyiyn),
    },
    total: tyiynToSom(total),
  };
}
