import type { Language } from '@aruu/contract/common';
import { type RenderedMail, renderMail } from './layout.js';
import { formatAmount } from './payment-refunded.js';

export type RefundCause = 'order_cancelled' | 'return' | 'manual' | 'order_changed';

export interface OrderRefundMailInput {
  lang: Language;
  name: string;
  orderId: number;
  amountTyiyn: number;
  cause: RefundCause;
  orderUrl: string;
}

interface Words {
  subject: string;
  heading: string;
  greeting: string;
  body: string;
  track: string;
  outro: string;
}

const words: Record<Language, (name: string, id: number, amount: string, cause: RefundCause) => Words> = {
  ru: (name, id, amount, cause) => ({
    subject: `Aruu: возврат ${amount} по заказу №${id}`,
    heading: 'Деньги возвращены',
    greeting: `Здравствуйте, ${name}!`,
    body: {
      order_cancelled: `Заказ №${id} отменён, и мы вернули на вашу карту ${amount}. Бонусные баллы UDS, списанные за заказ, тоже вернулись на ваш счёт.`,
      return: `Мы приняли возврат товаров из заказа №${id} и вернули на вашу карту ${amount}.`,
      manual: `Мы вернули на вашу карту ${amount} по заказу №${id}.`,
      order_changed: `Заказ №${id} изменился и стал дешевле: мы вернули на вашу карту разницу, ${amount}.`,
    }[cause],
    track: 'Посмотреть заказ',
    outro: 'Банк зачисляет возврат в течение 10 рабочих дней. Если деньги не пришли, ответьте на это письмо.',
  }),
  en: (name, id, amount, cause) => ({
    subject: `Aruu: ${amount} refunded for order #${id}`,
    heading: 'Money refunded',
    greeting: `Hello, ${name}!`,
    body: {
      order_cancelled: `Order #${id} has been cancelled and we have refunded ${amount} to your card. The UDS points spent on the order are back in your account too.`,
      return: `We have accepted the items you returned from order #${id} and refunded ${amount} to your card.`,
      manual: `We have refunded ${amount} to your card for order #${id}.`,
      order_changed: `Order #${id} has changed and costs less now: we have refunded the difference, ${amount}, to your card.`,
    }[cause],
    track: 'View your order',
    outro: 'Your bank credits the refund within 10 business days. If the money does not arrive, reply to this email.',
  }),
  ky: (name, id, amount, cause) => ({
    subject: `Aruu: №${id} буйрутма боюнча ${amount} кайтарылды`,
    heading: 'Акча кайтарылды',
    greeting: `Саламатсызбы, ${name}!`,
    body: {
      order_cancelled: `№${id} буйрутма жокко чыгарылды, картаңызга ${amount} кайтардык. Буйрутма үчүн коротулган UDS бонустары да эсебиңизге кайтып келди.`,
      return: `№${id} буйрутмадан кайтарган товарларыңызды кабыл алдык жана картаңызга ${amount} кайтардык.`,
      manual: `№${id} буйрутма боюнча картаңызга ${amount} кайтардык.`,
      order_changed: `№${id} буйрутма өзгөрүп, арзандады: айырмасын, ${amount}, картаңызга кайтардык.`,
    }[cause],
    track: 'Буйрутманы көрүү',
    outro: 'Банк акчаны 10 иш күнүнүн ичинде которот. Эгер акча келбесе, бул катка жооп жазыңыз.',
  }),
};

/** To the buyer once a refund of their order has gone through, in the order's language. */
export function orderRefundMail(input: OrderRefundMailInput): RenderedMail {
  const text = words[input.lang](input.name, input.orderId, formatAmount(input.lang, input.amountTyiyn), input.cause);
  return renderMail({
    lang: input.lang,
    subject: text.subject,
    preview: text.body,
    heading: text.heading,
    intro: [text.greeting, text.body],
    action: { label: text.track, url: input.orderUrl },
    outro: [text.outro],
  });
}
