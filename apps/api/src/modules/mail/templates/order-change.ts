import type { Language } from '@aruu/contract/common';
import { type RenderedMail, renderMail } from './layout.js';
import { formatPoints } from './order-refund.js';
import { formatAmount } from './payment-refunded.js';

/**
 * proposed: the shop asks the buyer (a replacement, an addition, or a higher total);
 * applied: the change is in the order (at once, or the buyer accepted);
 * line_removed: the buyer, or no answer in time, had the line removed instead;
 * withdrawn: the proposal no longer stands (the shop took it back, or nobody answered an addition).
 */
export type OrderChangeEvent = 'proposed' | 'applied' | 'line_removed' | 'withdrawn';

export interface OrderChangeMailInput {
  lang: Language;
  name: string;
  orderId: number;
  event: OrderChangeEvent;
  /** The lines the change touches, as "Title (shade) × 2". */
  lines: string[];
  /** The staff's note to the buyer. */
  note: string | null;
  totalTyiyn: number;
  /** Going back to the card, once the refund of the difference goes through. */
  refundTyiyn: number;
  /** Whole UDS points going back with it, which the order no longer uses (decisions 083, 086). */
  pointsBack?: number;
  /** The proposal's page (proposed), or the order's. */
  url: string;
  /** When the shop's default applies without an answer (proposed). */
  answerBy: string | null;
}

interface Words {
  subject: string;
  heading: string;
  body: string;
  lines: string;
  note: string;
  total: string;
  refund: string;
  answerBy: string;
  action: string;
}

type Say = (id: number, deadline: string) => Words;

/** The label of the points going back, beside the card's wherever the card's is shown. */
const pointsLabel: Record<Language, string> = {
  ru: 'Вернём на ваш счёт UDS',
  en: 'Going back to your UDS account',
  ky: 'UDS эсебиңизге кайтарабыз',
};

const say: Record<Language, { greeting: (name: string) => string; words: Record<OrderChangeEvent, Say> }> = {
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    words: {
      proposed: (id, deadline) => ({
        subject: `Aruu: изменение в заказе №${id} ждёт вашего ответа`,
        heading: 'Нужен ваш ответ',
        body: `Мы не можем собрать заказ №${id} точно как он был оформлен и предлагаем изменение. Примите его, попросите просто убрать товар или отмените заказ.`,
        lines: 'Что меняется',
        note: 'Комментарий магазина',
        total: 'Сумма заказа после изменения',
        refund: '',
        answerBy: `Если вы не ответите до ${deadline}, мы уберём этот товар из заказа.`,
        action: 'Посмотреть и ответить',
      }),
      applied: (id) => ({
        subject: `Aruu: заказ №${id} изменён`,
        heading: 'Заказ изменён',
        body: `Мы изменили заказ №${id}.`,
        lines: 'Что изменилось',
        note: 'Комментарий магазина',
        total: 'Новая сумма заказа',
        refund: 'Вернём на вашу карту',
        answerBy: '',
        action: 'Посмотреть заказ',
      }),
      line_removed: (id) => ({
        subject: `Aruu: товар убран из заказа №${id}`,
        heading: 'Товар убран из заказа',
        body: `Мы убрали товар из заказа №${id}, остальное собираем как обычно.`,
        lines: 'Убрано',
        note: 'Комментарий магазина',
        total: 'Новая сумма заказа',
        refund: 'Вернём на вашу карту',
        answerBy: '',
        action: 'Посмотреть заказ',
      }),
      withdrawn: (id) => ({
        subject: `Aruu: предложение по заказу №${id} больше не действует`,
        heading: 'Предложение отозвано',
        body: `Предложенное изменение заказа №${id} больше не действует; заказ остаётся как был.`,
        lines: 'Предлагалось',
        note: 'Комментарий магазина',
        total: 'Сумма заказа',
        refund: '',
        answerBy: '',
        action: 'Посмотреть заказ',
      }),
    },
  },
  en: {
    greeting: (name) => `Hello, ${name}!`,
    words: {
      proposed: (id, deadline) => ({
        subject: `Aruu: a change to order #${id} needs your answer`,
        heading: 'Your answer is needed',
        body: `We cannot put order #${id} together exactly as it was placed, so we propose a change. Accept it, ask us just to remove the item, or cancel the order.`,
        lines: 'What changes',
        note: 'A note from the shop',
        total: 'Order total after the change',
        refund: '',
        answerBy: `If we do not hear from you by ${deadline}, we will remove this item from the order.`,
        action: 'See the change and answer',
      }),
      applied: (id) => ({
        subject: `Aruu: order #${id} has changed`,
        heading: 'Your order has changed',
        body: `We have changed order #${id}.`,
        lines: 'What changed',
        note: 'A note from the shop',
        total: 'New order total',
        refund: 'Going back to your card',
        answerBy: '',
        action: 'View your order',
      }),
      line_removed: (id) => ({
        subject: `Aruu: an item was removed from order #${id}`,
        heading: 'An item was removed',
        body: `We have removed an item from order #${id}; the rest is on its way as usual.`,
        lines: 'Removed',
        note: 'A note from the shop',
        total: 'New order total',
        refund: 'Going back to your card',
        answerBy: '',
        action: 'View your order',
      }),
      withdrawn: (id) => ({
        subject: `Aruu: the proposed change to order #${id} no longer stands`,
        heading: 'The proposal was withdrawn',
        body: `The change we proposed to order #${id} no longer stands; the order stays as it was.`,
        lines: 'What was proposed',
        note: 'A note from the shop',
        total: 'Order total',
        refund: '',
        answerBy: '',
        action: 'View your order',
      }),
    },
  },
  ky: {
    greeting: (name) => `Саламатсызбы, ${name}!`,
    words: {
      proposed: (id, deadline) => ({
        subject: `Aruu: №${id} буйрутмадагы өзгөртүү сиздин жообуңузду күтөт`,
        heading: 'Жообуңуз керек',
        body: `№${id} буйрутманы так берилгендей чогулта албай жатабыз, ошондуктан өзгөртүү сунуштайбыз. Аны кабыл алыңыз, товарды жөн гана алып салууну сураныңыз же буйрутманы жокко чыгарыңыз.`,
        lines: 'Эмне өзгөрөт',
        note: 'Дүкөндүн түшүндүрмөсү',
        total: 'Өзгөртүүдөн кийинки буйрутманын суммасы',
        refund: '',
        answerBy: `Эгер ${deadline} чейин жооп бербесеңиз, бул товарды буйрутмадан алып салабыз.`,
        action: 'Көрүп, жооп берүү',
      }),
      applied: (id) => ({
        subject: `Aruu: №${id} буйрутма өзгөртүлдү`,
        heading: 'Буйрутма өзгөртүлдү',
        body: `№${id} буйрутмаңызды өзгөрттүк.`,
        lines: 'Эмне өзгөрдү',
        note: 'Дүкөндүн түшүндүрмөсү',
        total: 'Буйрутманын жаңы суммасы',
        refund: 'Картаңызга кайтарабыз',
        answerBy: '',
        action: 'Буйрутманы көрүү',
      }),
      line_removed: (id) => ({
        subject: `Aruu: №${id} буйрутмадан товар алынып салынды`,
        heading: 'Товар алынып салынды',
        body: `№${id} буйрутмадан товарды алып салдык, калганын адаттагыдай чогултуп жатабыз.`,
        lines: 'Алынып салынды',
        note: 'Дүкөндүн түшүндүрмөсү',
        total: 'Буйрутманын жаңы суммасы',
        refund: 'Картаңызга кайтарабыз',
        answerBy: '',
        action: 'Буйрутманы көрүү',
      }),
      withdrawn: (id) => ({
        subject: `Aruu: №${id} буйрутма боюнча сунуш күчүн жоготту`,
        heading: 'Сунуш кайтарылып алынды',
        body: `№${id} буйрутмага сунушталган өзгөртүү мындан ары күчүндө эмес; буйрутма мурдагыдай калат.`,
        lines: 'Эмне сунушталган',
        note: 'Дүкөндүн түшүндүрмөсү',
        total: 'Буйрутманын суммасы',
        refund: '',
        answerBy: '',
        action: 'Буйрутманы көрүү',
      }),
    },
  },
};

const deadlineOf = (lang: Language, iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Asia/Bishkek',
      }).format(new Date(iso))
    : '';

/** To the buyer about a change to their order, in the order's language. */
export function orderChangeMail(input: OrderChangeMailInput): RenderedMail {
  const { lang } = input;
  const amount = (tyiyn: number) => formatAmount(lang, tyiyn);
  const text = say[lang].words[input.event](input.orderId, deadlineOf(lang, input.answerBy));
  const rows = [
    ...input.lines.map((line) => ({ label: line, value: '' })),
    ...(input.note ? [{ label: text.note, note: input.note, value: '' }] : []),
    { label: text.total, value: amount(input.totalTyiyn), strong: true },
    ...(input.refundTyiyn > 0 && text.refund ? [{ label: text.refund, value: amount(input.refundTyiyn) }] : []),
    ...(input.pointsBack && text.refund
      ? [{ label: pointsLabel[lang], value: formatPoints(lang, input.pointsBack) }]
      : []),
  ];
  return renderMail({
    lang,
    subject: text.subject,
    preview: text.body,
    heading: text.heading,
    intro: [say[lang].greeting(input.name), text.body],
    tables: [{ title: text.lines, rows }],
    action: { label: text.action, url: input.url },
    outro: text.answerBy ? [text.answerBy] : [],
  });
}
