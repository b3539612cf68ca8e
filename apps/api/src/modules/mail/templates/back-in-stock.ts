import type { Language } from '@aruu/contract/common';
import { type RenderedMail, renderMail } from './layout.js';

const texts: Record<
  Language,
  {
    subject: (title: string) => string;
    heading: string;
    body: (title: string, variation: string) => string;
    once: string;
    action: string;
    unsubscribe: { text: string; label: string };
    subscribedSubject: (title: string) => string;
    subscribedHeading: string;
    subscribedBody: (title: string, variation: string) => string;
    notYou: string;
  }
> = {
  ru: {
    subject: (title) => `Aruu: «${title}» снова в наличии`,
    heading: 'Снова в наличии',
    body: (title, variation) => `«${title}» (${variation}) снова в продаже. Успейте заказать, пока товар есть.`,
    once: 'Это единственное письмо об этом товаре: подписка на него закончилась.',
    action: 'Перейти к товару',
    unsubscribe: {
      text: 'Не хотите больше получать письма о поступлении товаров на этот адрес?',
      label: 'Отписаться от всех',
    },
    subscribedSubject: (title) => `Aruu: сообщим, когда «${title}» появится`,
    subscribedHeading: 'Вы подписались на уведомление',
    subscribedBody: (title, variation) =>
      `Как только «${title}» (${variation}) снова будет в наличии, мы пришлём одно письмо на этот адрес.`,
    notYou: 'Если подписались не вы или вы передумали, отпишитесь по ссылке ниже.',
  },
  en: {
    subject: (title) => `Aruu: “${title}” is back in stock`,
    heading: 'Back in stock',
    body: (title, variation) => `“${title}” (${variation}) is on sale again. Order it while it lasts.`,
    once: 'This is the only email about this item: your alert has ended.',
    action: 'Go to the product',
    unsubscribe: { text: 'No more back-in-stock emails to this address?', label: 'Unsubscribe from all' },
    subscribedSubject: (title) => `Aruu: we will tell you when “${title}” is back`,
    subscribedHeading: 'Your back-in-stock alert is on',
    subscribedBody: (title, variation) =>
      `As soon as “${title}” (${variation}) is back in stock, we will send one email to this address.`,
    notYou: 'If it was not you, or you changed your mind, unsubscribe with the link below.',
  },
  ky: {
    subject: (title) => `Aruu: «${title}» кайра сатыкта`,
    heading: 'Кайра сатыкта',
    body: (title, variation) => `«${title}» (${variation}) кайра сатыкка чыкты. Бүтүп калганга чейин буйрутма бериңиз.`,
    once: 'Бул товар тууралуу жалгыз кат: ага жазылууңуз аяктады.',
    action: 'Товарга өтүү',
    unsubscribe: {
      text: 'Товар келгени тууралуу каттар бул дарекке мындан ары керек эмеспи?',
      label: 'Баарынан баш тартуу',
    },
    subscribedSubject: (title) => `Aruu: «${title}» келгенде кабар беребиз`,
    subscribedHeading: 'Билдирүүгө жазылдыңыз',
    subscribedBody: (title, variation) =>
      `«${title}» (${variation}) кайра сатыкка чыгары менен бул дарекке бир кат жөнөтөбүз.`,
    notYou: 'Эгер сиз жазылбасаңыз же оюңуз өзгөрсө, төмөнкү шилтеме аркылуу баш тартыңыз.',
  },
};

interface AlertMailInput {
  lang: Language;
  title: string;
  variationName: string;
  productUrl: string;
  /** Ends every alert of the address (a signed link, no sign-in). */
  unsubscribeUrl: string;
}

/** Sent when an alert is made: what it is for, and the way out for someone who did not ask. */
export function alertSubscribedMail(input: AlertMailInput): RenderedMail {
  const t = texts[input.lang];
  const body = t.subscribedBody(input.title, input.variationName);
  return renderMail({
    lang: input.lang,
    subject: t.subscribedSubject(input.title),
    preview: body,
    heading: t.subscribedHeading,
    intro: [body, t.notYou],
    action: { label: t.action, url: input.productUrl },
    outro: [],
    footnoteLink: { ...t.unsubscribe, url: input.unsubscribeUrl },
  });
}

/** The one email of a back-in-stock alert: what is back, the link to it, and how to opt out. */
export function backInStockMail(input: AlertMailInput): RenderedMail {
  const t = texts[input.lang];
  const body = t.body(input.title, input.variationName);
  return renderMail({
    lang: input.lang,
    subject: t.subject(input.title),
    preview: body,
    heading: t.heading,
    intro: [body],
    action: { label: t.action, url: input.productUrl },
    outro: [t.once],
    footnoteLink: { ...t.unsubscribe, url: input.unsubscribeUrl },
  });
}
