import type { Language } from '@aruu/contract/common';
import { type RenderedMail, renderMail } from './layout.js';
import { formatAmount } from './payment-refunded.js';

export type RefundCause = 'order_cancelled' | 'return' | 'manual' | 'order_changed';

export interface OrderRefundMailInput {
  lang: Language;
  name: string;
  orderId: number;
  /** To the card; 0 when only points went back. */
  amountTyiyn: number;
  /** Whole UDS points that went back with it, when the store names them (a change's, decisions 083 and 086). */
  points?: number;
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

/**
 * The words for UDS points given back: `returned` follows the card's words; when only points went
 * back, these replace the card's (no card, no bank's delay).
 */
interface PointsWords {
  subject: string;
  heading: string;
  /** Why, for the cause that gives points back alone. */
  changed: string;
  /** A change's difference given back to the card and in points together. */
  split: string;
  returned: string;
  outro: string;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const pointForms: Record<Language, PluralForms> = {
  // Accusative, as in "вернули 1 балл / 2 балла / 5 баллов".
  ru: { one: 'балл', few: 'балла', many: 'баллов', other: 'балла' },
  en: { one: 'point', other: 'points' },
  // Kyrgyz nouns stay singular after a number.
  ky: { other: 'бонус' },
};

export function formatPoints(lang: Language, points: number) {
  const forms = pointForms[lang];
  return `${points} ${forms[new Intl.PluralRules(lang).select(points)] ?? forms.other}`;
}

const pointsWords: Record<Language, (id: number, points: string, amount: string) => PointsWords> = {
  ru: (id, points, amount) => ({
    subject: `Aruu: бонусные баллы UDS по заказу №${id} возвращены`,
    heading: 'Баллы возвращены',
    changed: `Заказ №${id} изменился и стал дешевле, и столько бонусных баллов UDS ему больше не нужно.`,
    split: `Заказ №${id} изменился и стал дешевле. Разницу мы вернули так: ${amount} — на вашу карту, ${points} — на ваш счёт UDS.`,
    returned: `Мы вернули на ваш счёт UDS ${points} по заказу №${id}.`,
    outro: 'Баллы уже видны в приложении UDS. Если что-то не так, ответьте на это письмо.',
  }),
  en: (id, points, amount) => ({
    subject: `Aruu: UDS points returned for order #${id}`,
    heading: 'Points returned',
    changed: `Order #${id} has changed and costs less now, so it no longer takes as many UDS points.`,
    split: `Order #${id} has changed and costs less now. We have given back the difference: ${amount} to your card and ${points} to your UDS account.`,
    returned: `We have returned ${points} to your UDS account for order #${id}.`,
    outro: 'The points show in your UDS app already. If something is not right, reply to this email.',
  }),
  ky: (id, points, amount) => ({
    subject: `Aruu: №${id} буйрутма боюнча UDS бонустары кайтарылды`,
    heading: 'Бонустар кайтарылды',
    changed: `№${id} буйрутма өзгөрүп, арзандады, ошондуктан ага мурдагыдай көп UDS бонусу керек болбой калды.`,
    split: `№${id} буйрутма өзгөрүп, арзандады. Айырмасын мындайча кайтардык: ${amount} картаңызга, ${points} UDS эсебиңизге.`,
    returned: `№${id} буйрутма боюнча UDS эсебиңизге ${points} кайтардык.`,
    outro: 'Бонустар UDS тиркемесинде көрүнүп турат. Бир нерсе туура эмес болсо, бул катка жооп жазыңыз.',
  }),
};

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

/** The card's words, with the points named with it; or the points' own when only they went back. */
function textOf(input: OrderRefundMailInput): Words {
  const amount = formatAmount(input.lang, input.amountTyiyn);
  const card = words[input.lang](input.name, input.orderId, amount, input.cause);
  if (!input.points) return card;
  const points = pointsWords[input.lang](input.orderId, formatPoints(input.lang, input.points), amount);
  // A change's difference went back in two parts (decision 086): the card's is not all of it.
  if (input.amountTyiyn > 0 && input.cause === 'order_changed') return { ...card, body: points.split };
  if (input.amountTyiyn > 0) return { ...card, body: `${card.body} ${points.returned}` };
  const why = input.cause === 'order_changed' ? `${points.changed} ` : '';
  return { ...card, ...points, body: `${why}${points.returned}` };
}

/**
 * To the buyer once a refund of their order has gone through, in the order's language: the
 * money back to the card, and the points named with it or alone.
 */
export function orderRefundMail(input: OrderRefundMailInput): RenderedMail {
  const text = textOf(input);
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
