import type { Language } from '@aruu/contract/common';
import { formatMoney } from '@aruu/contract/som-text';
import { type RenderedMail, renderMail } from './layout.js';

export interface PaymentRefundedMailInput {
  lang: Language;
  name: string;
  orderId: number;
  amountTyiyn: number;
  orderUrl: string;
}

interface Words {
  subject: string;
  heading: string;
  intro: string[];
  track: string;
  outro: string[];
}

/** "1 500 сом" / "1,500 som": the shop's one way of writing money (contract `formatMoney`). */
export function formatAmount(lang: Language, tyiyn: number): string {
  return formatMoney(tyiyn, lang);
}

const words: Record<Language, (name: string, id: number, amount: string) => Words> = {
  ru: (name, id, amount) => ({
    subject: `Aruu: оплата заказа №${id} возвращена`,
    heading: 'Оплата возвращена',
    intro: [
      `Здравствуйте, ${name}!`,
      `Мы получили оплату ${amount} за заказ №${id}, но к этому времени заказ уже нельзя было оплатить этим платежом: он был отменён, истекло время на оплату или заказ уже оплачен. Мы вернули эти деньги на вашу карту.`,
    ],
    track: 'Посмотреть заказ',
    outro: [
      'Банк обычно зачисляет возврат в течение 10 рабочих дней. Если товары вам ещё нужны, оформите новый заказ.',
    ],
  }),
  en: (name, id, amount) => ({
    subject: `Aruu: payment for order #${id} refunded`,
    heading: 'Payment refunded',
    intro: [
      `Hello, ${name}!`,
      `We received a payment of ${amount} for order #${id}, but by then the order could no longer take it: it had been cancelled, its time to pay had run out, or it was paid already. We have refunded this payment to your card.`,
    ],
    track: 'View your order',
    outro: [
      'Banks usually return the money within 10 business days. If you still want the items, please place a new order.',
    ],
  }),
  ky: (name, id, amount) => ({
    subject: `Aruu: №${id} буйрутманын төлөмү кайтарылды`,
    heading: 'Төлөм кайтарылды',
    intro: [
      `Саламатсызбы, ${name}!`,
      `№${id} буйрутма үчүн ${amount} төлөмүңүздү алдык, бирок ошол учурда буйрутманы бул төлөм менен төлөөгө мүмкүн эмес болчу: ал жокко чыгарылган, төлөө мөөнөтү бүткөн же буйрутма мурунтан эле төлөнгөн. Бул акчаны картаңызга кайтардык.`,
    ],
    track: 'Буйрутманы көрүү',
    outro: ['Адатта банк акчаны 10 иш күнүнүн ичинде кайтарат. Товарлар дагы эле керек болсо, жаңы буйрутма бериңиз.'],
  }),
};

/** To the buyer whose payment arrived for an order that could no longer take it, once it is refunded. */
export function paymentRefundedMail(input: PaymentRefundedMailInput): RenderedMail {
  const text = words[input.lang](input.name, input.orderId, formatAmount(input.lang, input.amountTyiyn));
  return renderMail({
    lang: input.lang,
    subject: text.subject,
    preview: text.intro[1]!,
    heading: text.heading,
    intro: text.intro,
    action: { label: text.track, url: input.orderUrl },
    outro: text.outro,
  });
}
