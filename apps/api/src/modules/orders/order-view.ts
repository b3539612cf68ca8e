import type { OrderShop } from '@aruu/contract/locations';
import type { OrderDetail, OrderSummary } from '@aruu/contract/orders';
import type { StoredImage } from '@aruu/contract/photo-variants';
import { tyiynToSom } from '../../lib/money.js';
import type { OrderMailSummary } from '../mail/templates/order-summary.js';
import { linePhotoOf } from '../photos/line-photo.js';
import { isUnpaid, withoutUndone } from './order-status.js';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository.js';

// The answers about orders: the one place their tyiyn become som.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(order: OrderRow, itemCount: number): OrderSummary {
  return {
    order_id: order.id,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    item_count: itemCount,
    total: tyiynToSom(order.total),
    delivery: order.deliveryMethod,
    paid: order.paidAt !== null,
  };
}

export function toDetail(
  order: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  photos: Map<number, StoredImage | null>,
  /** The pickup shop, read from the locations (see `orderShop`); null for courier. */
  shop: OrderShop | null,
): OrderDetail {
  return {
    ...toSummary(
      order,
      items.reduce((sum, item) => sum + item.quantity, 0),
    ),
    customer: { name: order.customerName, phone: order.phone, email: order.email },
    address: { country: order.country, city: order.city, address: order.address },
    comment: order.comment,
    payment_method: order.paymentMethod,
    delivery_details: order.deliveryMethod
      ? {
          method: order.deliveryMethod,
          city: order.deliveryCity,
          city_code: order.deliveryCityCode,
          shop_id: order.pickupShopId,
          shop: order.deliveryMethod === 'pickup' ? shop : null,
        }
      : null,
    items: items.map((item) => ({
      variation_id: item.variationId,
      product_id: item.productId,
      title: item.title,
      variation_name: item.variationName,
      image: item.image,
      photo: linePhotoOf(photos.get(item.id), item.title),
      unit_price: tyiynToSom(item.unitPrice),
      quantity: item.quantity,
      line_total: tyiynToSom(item.unitPrice * item.quantity),
    })),
    totals: {
      subtotal: tyiynToSom(order.subtotal),
      delivery: tyiynToSom(order.deliveryFee),
      discount: tyiynToSom(order.discount),
      points: tyiynToSom(order.pointsDiscount),
      total: tyiynToSom(order.total),
    },
    expires_at: isUnpaid(order.status) && order.paymentMethod !== 'cash' ? iso(order.expiresAt) : null,
    timeline: withoutUndone(events).map((event) => ({
      status: event.status,
      actor: event.actor,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
  };
}

export function toOrderedProduct({ item, orderedAt }: { item: OrderItemRow; orderedAt: Date }) {
  return {
    order_id: item.orderId,
    product_id: item.productId,
    variation_id: item.variationId,
    title: item.title,
    variation_name: item.variationName,
    image: item.image,
    quantity: item.quantity,
    unit_price: tyiynToSom(item.unitPrice),
    ordered_at: orderedAt.toISOString(),
  };
}

/**
 * The order as the buyer's mails show it (in tyiyn: the mail formats som in the buyer's language).
 * Only points actually spent: an order cancelled before it was paid gives its points back to UDS
 * (the hold is released, decision 008), so its mail shows none and a total without them (issue 29).
 */
export function toMailSummary(order: OrderRow, items: OrderItemRow[], shop: OrderShop | null): OrderMailSummary {
  const pointsGivenBack = order.status === 'cancelled' && order.paidAt === null;
  const points = pointsGivenBack ? 0 : order.pointsDiscount;
  return {
    items: items.map((item) => ({
      title: item.title,
      variationName: item.variationName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    points,
    deliveryFee: order.deliveryFee,
    total: order.total + order.pointsDiscount - points,
    paymentMethod: order.paymentMethod,
    delivery:
      order.deliveryMethod === 'pickup'
        ? { method: 'pickup', shopId: order.pickupShopId ?? '', shop }
        : order.deliveryMethod === 'courier'
          ? {
              method: 'courier',
              city: order.deliveryCity ?? order.city,
              address: order.address,
              daysMin: order.deliveryDaysMin,
              daysMax: order.deliveryDaysMax,
            }
          : null,
  };
}
