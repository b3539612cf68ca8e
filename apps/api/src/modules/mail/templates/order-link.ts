import type { Language } from '@aruu/contract/common';
import { type MailContent, type RenderedMail, renderMail } from './layout.js';

/** The link to an order staff took for the customer (phone, Instagram, WhatsApp, a shop): see, pay, set a password. */
export interface OrderLinkMailInput {
  lang: Language;
  name: string;
  orderId: number;
  linkUrl: string;
  /** A card order not paid yet: the page has its Pay button. */
  payByCard: boolean;
  /** The account has no password yet: the page offers to set one. */
  canSetPassword: boolean;
  storeEmail?: string;
}

type Words = Omit<MailContent, 'lang' | 'action' | 'storeEmail'> & { actionLabel: string };

const words: Record<Language, (input: OrderLinkMailInput) => Words> = {
  ru: ({ name, orderId, payByCard, canSetPassword }) => ({
    subject: `Ваш заказ №${orderId} в Aruu`,
    preview: 'Заказ, оформленный для вас, открывается по ссылке из этого письма.',
    heading: 'Ваш заказ оформлен',
    intro: [
      name ? `Здравствуйте, ${name}!` : 'Здравствуйте!',
      `Мы оформили для вас заказ №${orderId}. По ссылке ниже можно посмотреть его состав, сумму и доставку${payByCard ? ' и оплатить его картой' : ''}.`,
    ],
    actionLabel: payByCard ? 'Посмотреть и оплатить заказ' : 'Посмотреть заказ',
    outro: [
      ...(canSetPassword
        ? ['На той же странице можно задать пароль: тогда вы сможете входить в Aruu по email и следить за заказами.']
        : []),
      'Не пересылайте это письмо: по ссылке заказ открывается без входа.',
    ],
  }),
  en: ({ name, orderId, payByCard, canSetPassword }) => ({
    subject: `Your Aruu order #${orderId}`,
    preview: 'The order placed for you opens with the link in this email.',
    heading: 'Your order is placed',
    intro: [
      name ? `Hello, ${name}!` : 'Hello!',
      `We have placed order #${orderId} for you. Follow the link below to see its items, total and delivery${payByCard ? ', and to pay for it by card' : ''}.`,
    ],
    actionLabel: payByCard ? 'See and pay for the order' : 'See the order',
    outro: [
      ...(canSetPassword
        ? ['On the same page you can set a password, then sign in to Aruu with your email to follow your orders.']
        : []),
      'Please do not forward this email: the link opens the order without signing in.',
    ],
  }),
  ky: ({ name, orderId, payByCard, canSetPassword }) => ({
    subject: `Aruu: №${orderId} буйрутмаңыз`,
    preview: 'Сиз үчүн түзүлгөн буйрутма ушул каттагы шилтеме аркылуу ачылат.',
    heading: 'Буйрутмаңыз кабыл алынды',
    intro: [
      name ? `Саламатсызбы, ${name}!` : 'Саламатсызбы!',
      `Сиз үчүн №${orderId} буйрутманы түздүк. Төмөнкү шилтеме аркылуу анын курамын, суммасын жана жеткирүүсүн көрө аласыз${payByCard ? ', ошондой эле аны карта менен төлөй аласыз' : ''}.`,
    ],
    actionLabel: payByCard ? 'Буйрутманы көрүү жана төлөө' : 'Буйрутманы көрүү',
    outro: [
      ...(canSetPassword
        ? [
            'Ошол эле баракта сырсөз коюп алсаңыз болот: андан кийин Aruu сайтына электрондук почтаңыз менен кирип, буйрутмаларыңызды көзөмөлдөй аласыз.',
          ]
        : []),
      'Бул катты эч кимге жөнөтпөңүз: шилтеме аркылуу буйрутма сайтка кирбей эле ачылат.',
    ],
  }),
};

export function orderLinkMail(input: OrderLinkMailInput): RenderedMail {
  const { actionLabel, ...texts } = words[input.lang]({ ...input, name: input.name.trim() });
  return renderMail({
    ...texts,
    lang: input.lang,
    action: { label: actionLabel, url: input.linkUrl },
    storeEmail: input.storeEmail,
  });
}
