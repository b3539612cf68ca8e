import type { Language } from '@aruu/contract/common';
import type { OrderShop } from '@aruu/contract/locations';
import type { PaymentMethod } from '@aruu/contract/orders';
import { formatMoney } from '@aruu/contract/som-text';
import type { MailTable } from './layout.js';

/** What a buyer's order mail shows of the order: its lines and totals in tyiyn, delivery, payment. */
export interface OrderMailSummary {
  items: Array<{ title: string; variationName: string; quantity: number; unitPrice: number }>;
  subtotal: number;
  discount: number;
  points: number;
  deliveryFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  delivery:
    | { method: 'courier'; city: string; address: string; daysMin: number | null; daysMax: number | null }
    | { method: 'pickup'; shopId: string; shop: OrderShop | null }
    | null;
}

interface SummaryTexts {
  items: string;
  totals: string;
  details: string;
  subtotal: string;
  discount: string;
  points: string;
  delivery: string;
  free: string;
  total: string;
  courier: string;
  term: string;
  days: (min: number, max: number) => string;
  pickup: string;
  hours: string;
  hoursValue: (opens: string, closes: string) => string;
  payment: string;
  order: string;
  orderNumber: (id: number) => string;
  paymentMethods: Record<PaymentMethod, string>;
}

const texts: Record<Language, SummaryTexts> = {
  ru: {
    items: 'Товары',
    totals: 'Сумма заказа',
    details: 'Доставка и оплата',
    subtotal: 'Товары на сумму',
    discount: 'Скидка по промокоду',
    points: 'Оплачено баллами',
    delivery: 'Доставка',
    free: 'бесплатно',
    total: 'Итого',
    courier: 'Курьером по адресу',
    term: 'Срок доставки',
    days: (min, max) => (min === max ? `${min} дн.` : `${min}–${max} дн.`),
    pickup: 'Самовывоз из магазина',
    hours: 'Часы работы',
    hoursValue: (opens, closes) => `ежедневно с ${opens} до ${closes}`,
    payment: 'Оплата',
    order: 'Номер заказа',
    orderNumber: (id) => `№${id}`,
    paymentMethods: {
      card: 'банковской картой',
      cash: 'наличными при получении',
      bank_transfer: 'банковским переводом по счёту',
    },
  },
  en: {
    items: 'Items',
    totals: 'Order total',
    details: 'Delivery and payment',
    subtotal: 'Items',
    discount: 'Promo code discount',
    points: 'Paid with points',
    delivery: 'Delivery',
    free: 'free',
    total: 'Total',
    courier: 'Courier to',
    term: 'Delivery time',
    days: (min, max) => (min === max ? `${min} days` : `${min}–${max} days`),
    pickup: 'Pickup at the shop',
    hours: 'Opening hours',
    hoursValue: (opens, closes) => `daily from ${opens} to ${closes}`,
    payment: 'Payment',
    order: 'Order number',
    orderNumber: (id) => `#${id}`,
    paymentMethods: { card: 'by card', cash: 'in cash on receipt', bank_transfer: 'by bank transfer (invoice)' },
  },
  ky: {
    items: 'Товарлар',
    totals: 'Буйрутманын суммасы',
    details: 'Жеткирүү жана төлөм',
    subtotal: 'Товарлардын суммасы',
    discount: 'Промокод боюнча арзандатуу',
    points: 'Упайлар менен төлөндү',
    delivery: 'Жеткирүү',
    free: 'акысыз',
    total: 'Жалпы',
    courier: 'Курьер жеткире турган дарек',
    term: 'Жеткирүү мөөнөтү',
    days: (min, max) => (min === max ? `${min} күн` : `${min}–${max} күн`),
    pickup: 'Дүкөндөн алып кетүү',
    hours: 'Иштөө убактысы',
    hoursValue: (opens, closes) => `күн сайын саат ${opens}дөн ${closes}гө чейин`,
    payment: 'Төлөм',
    order: 'Буйрутманын номери',
    orderNumber: (id) => `№${id}`,
    paymentMethods: {
      card: 'банк картасы менен',
      cash: 'алганда накталай',
      bank_transfer: 'эсеп боюнча банк которуусу',
    },
  },
};

/** `1 250 сом`, `1,250.50 som`: the shop's one way of writing money (contract `formatMoney`). */
export function formatSom(tyiyn: number, lang: Language): string {
  return formatMoney(tyiyn, lang);
}

/** The three tables of an order mail: its lines, how the total is made, delivery and payment. */
export function orderSummaryTables(orderId: number, summary: OrderMailSummary, lang: Language): MailTable[] {
  const t = texts[lang];
  const som = (tyiyn: number) => formatSom(tyiyn, lang);
  const items: MailTable = {
    title: t.items,
    rows: summary.items.map((item) => ({
      label: item.title,
      note: `${item.variationName} · ${item.quantity} × ${som(item.unitPrice)}`,
      value: som(item.unitPrice * item.quantity),
    })),
  };
  const totals: MailTable = {
    title: t.totals,
    rows: [
      { label: t.subtotal, value: som(summary.subtotal) },
      ...(summary.discount > 0 ? [{ label: t.discount, value: `−${som(summary.discount)}` }] : []),
      ...(summary.points > 0 ? [{ label: t.points, value: `−${som(summary.points)}` }] : []),
      ...(summary.delivery
        ? [{ label: t.delivery, value: summary.deliveryFee > 0 ? som(summary.deliveryFee) : t.free }]
        : []),
      { label: t.total, value: som(summary.total), strong: true },
    ],
  };
  return [
    items,
    totals,
    {
      title: t.details,
      stacked: true,
      rows: [
        { label: t.order, value: t.orderNumber(orderId) },
        ...deliveryRows(summary, t),
        { label: t.payment, value: t.paymentMethods[summary.paymentMethod] },
      ],
    },
  ];
}

function deliveryRows(summary: OrderMailSummary, t: SummaryTexts) {
  const { delivery } = summary;
  if (!delivery) return [];
  if (delivery.method === 'pickup') {
    const { shop } = delivery;
    // The address names the shop's building; a location without one shows its name.
    const place = { label: t.pickup, value: shop?.address || shop?.name || delivery.shopId };
    if (!shop?.opens || !shop.closes) return [place];
    return [place, { label: t.hours, value: t.hoursValue(shop.opens, shop.closes) }];
  }
  const courier = { label: t.courier, value: `${delivery.city}, ${delivery.address}` };
  if (delivery.daysMin === null || delivery.daysMax === null) return [courier];
  return [courier, { label: t.term, value: t.days(delivery.daysMin, delivery.daysMax) }];
}
