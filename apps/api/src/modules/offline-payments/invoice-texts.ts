import type { Language } from '@aruu/contract/common';

/** The invoice's words in each language it is drawn in (the order's). */
export interface InvoiceTexts {
  /** A date as the invoice writes it. */
  locale: string;
  title: (orderId: number) => string;
  dated: (title: string, day: string) => string;
  supplier: string;
  buyer: string;
  inn: string;
  bank: (name: string, bic: string) => string;
  account: string;
  number: string;
  item: string;
  quantity: string;
  price: string;
  sum: string;
  delivery: string;
  promoDiscount: string;
  pointsPaid: string;
  totalDue: string;
  inWords: string;
  validity: (day: string, orderId: number) => string;
}

export const invoiceTexts: Record<Language, InvoiceTexts> = {
  ru: {
    locale: 'ru-RU',
    title: (orderId) => `Счёт на оплату № ${orderId}`,
    dated: (title, day) => `${title} от ${day}`,
    supplier: 'Поставщик',
    buyer: 'Покупатель',
    inn: 'ИНН',
    bank: (name, bic) => `Банк: ${name}, БИК ${bic}`,
    account: 'Расчётный счёт',
    number: '№',
    item: 'Товар',
    quantity: 'Кол-во',
    price: 'Цена, сом',
    sum: 'Сумма, сом',
    delivery: 'Доставка',
    promoDiscount: 'Скидка по промокоду',
    pointsPaid: 'Оплачено баллами UDS',
    totalDue: 'Итого к оплате',
    inWords: 'Всего к оплате',
    validity: (day, orderId) =>
      `Счёт действителен до ${day} включительно. В назначении платежа укажите «Оплата по счёту № ${orderId}».`,
  },
  en: {
    locale: 'en-GB',
    title: (orderId) => `Invoice No. ${orderId}`,
    dated: (title, day) => `${title} of ${day}`,
    supplier: 'Supplier',
    buyer: 'Buyer',
    inn: 'TIN',
    bank: (name, bic) => `Bank: ${name}, BIC ${bic}`,
    account: 'Account',
    number: 'No.',
    item: 'Item',
    quantity: 'Qty',
    price: 'Price, som',
    sum: 'Amount, som',
    delivery: 'Delivery',
    promoDiscount: 'Promo code discount',
    pointsPaid: 'Paid with UDS points',
    totalDue: 'Total due',
    inWords: 'Amount due',
    validity: (day, orderId) =>
      `This invoice is valid until ${day} inclusive. In the payment reference, write “Payment of invoice No. ${orderId}”.`,
  },
  ky: {
    locale: 'ky-KG',
    title: (orderId) => `№ ${orderId} төлөм эсеби`,
    dated: (title, day) => `${day} күнкү ${title}`,
    supplier: 'Жеткирүүчү',
    buyer: 'Сатып алуучу',
    inn: 'ИНН',
    bank: (name, bic) => `Банк: ${name}, БИК ${bic}`,
    account: 'Эсептешүү эсеби',
    number: '№',
    item: 'Товар',
    quantity: 'Саны',
    price: 'Баасы, сом',
    sum: 'Суммасы, сом',
    delivery: 'Жеткирүү',
    promoDiscount: 'Промокод боюнча арзандатуу',
    pointsPaid: 'UDS упайлары менен төлөндү',
    totalDue: 'Бардыгы төлөөгө',
    inWords: 'Төлөнүүчү жалпы сумма',
    validity: (day, orderId) =>
      `Эсеп ${day} кошо алганда жарактуу. Төлөмдүн максатына «№ ${orderId} эсеп боюнча төлөм» деп жазыңыз.`,
  },
};
