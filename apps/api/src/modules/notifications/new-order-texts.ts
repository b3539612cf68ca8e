import type { OrderShop } from '@aruu/contract/locations';
import { formatMoney } from '@aruu/contract/som-text';
import { escapeHtml } from '../../lib/escape-html.js';
import type { OrderRow } from '../orders/orders.service.js';

// What the shop is told about an order it must assemble, in Russian, the shop's working
// language (like the help form's mail to the shop).

export interface NewOrderFacts {
  order: OrderRow;
  /** Units across the order's lines. */
  itemCount: number;
  /** The order's page in the staff app. */
  staffUrl: string;
  /** The pickup shop, from the locations; null for courier. */
  shop: OrderShop | null;
}

const som = (tyiyn: number) => formatMoney(tyiyn, 'ru');

function delivery(order: OrderRow, shop: OrderShop | null): string {
  if (order.deliveryMethod === 'pickup') {
    return `самовывоз — ${shop ? `${shop.name}, ${shop.address}` : order.pickupShopId}`;
  }
  if (order.deliveryMethod === 'courier') return `курьер — ${order.deliveryCity ?? order.city}, ${order.address}`;
  return 'не выбрана';
}

/** What the shop does next, by how the order is paid. */
const nextStep: Record<OrderRow['paymentMethod'], string> = {
  card: 'оплачен, пора собирать',
  cash: 'оплата наличными при получении, пора собирать',
  bank_transfer: 'оплата по счёту: соберите, когда деньги поступят',
};

const paymentMethodNames: Record<OrderRow['paymentMethod'], string> = {
  card: 'картой (оплачен)',
  cash: 'наличными при получении',
  bank_transfer: 'банковским переводом по счёту',
};

/** The facts both messages give, as label and value. */
function lines({ order, itemCount, shop }: NewOrderFacts): [string, string][] {
  return [
    ['Сумма', som(order.total)],
    ['Товаров', String(itemCount)],
    ['Доставка', delivery(order, shop)],
    ['Оплата', paymentMethodNames[order.paymentMethod]],
    ['Покупатель', `${order.customerName}, ${order.phone}`],
  ];
}

export const newOrderSubject = (facts: NewOrderFacts) => `Новый заказ №${facts.order.id} — ${som(facts.order.total)}`;

/** For the bot, in Telegram's HTML parse mode: everything the buyer typed is escaped. */
export function newOrderTelegramText(facts: NewOrderFacts): string {
  return [
    `<b>Новый заказ №${facts.order.id}</b> — ${nextStep[facts.order.paymentMethod]}`,
    ...lines(facts).map(([label, value]) => `${label}: ${escapeHtml(value)}`),
    `<a href="${escapeHtml(facts.staffUrl)}">Открыть заказ</a>`,
  ].join('\n');
}

/** The mail's preview line. */
export const newOrderPreview = (facts: NewOrderFacts) => `Заказ ${nextStep[facts.order.paymentMethod]}.`;

/** The mail's paragraphs (the layout escapes them). */
export const newOrderMailLines = (facts: NewOrderFacts) => lines(facts).map(([label, value]) => `${label}: ${value}`);
