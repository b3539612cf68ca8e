import type { Language } from '@aruu/contract/common';
import type { OfflinePaymentMethod } from '@aruu/contract/offline-payments';
import type { OrderStatus } from '@aruu/contract/orders';
import { type RenderedMail, renderMail } from './layout.js';
import { type OrderMailSummary, orderSummaryTables } from './order-summary.js';

/** `next`: what happens now, so that every mail says what happened and what comes next. */
type Texts = { subject: (id: number) => string; heading: string; body: string; next?: string };

/** What each status means to the buyer, in their language. */
const statusTexts: Record<
  Language,
  Partial<Record<OrderStatus, Texts>> & { greeting: (name: string) => string; track: string }
> = {
  ru: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    track: 'Посмотреть заказ',
    processed: {
      subject: (id) => `Заказ №${id} оформлен`,
      heading: 'Заказ оформлен',
      body: 'Мы получили ваш заказ. Оплатите его, чтобы мы начали сборку.',
    },
    pay: {
      subject: (id) => `Заказ №${id} оплачен`,
      heading: 'Оплата получена',
      body: 'Спасибо! Оплата прошла, это письмо — ваш чек.',
      next: 'Мы соберём заказ и напишем, когда передадим его курьеру или он будет ждать вас в магазине.',
    },
    assembly: {
      subject: (id) => `Заказ №${id} собирается`,
      heading: 'Собираем заказ',
      body: 'Мы собираем и упаковываем ваш заказ.',
      next: 'Напишем, как только передадим его курьеру или он будет ждать вас в магазине.',
    },
    delivery: {
      subject: (id) => `Заказ №${id} передан курьеру`,
      heading: 'Заказ в пути',
      body: 'Курьер уже везёт ваш заказ.',
      next: 'Когда получите заказ, подтвердите получение на странице заказа.',
    },
    ready: {
      subject: (id) => `Заказ №${id} готов к выдаче`,
      heading: 'Можно забирать',
      body: 'Заказ ждёт вас в магазине: адрес и часы работы — ниже.',
      next: 'При получении назовите номер заказа.',
    },
    delivered: {
      subject: (id) => `Заказ №${id} получен`,
      heading: 'Заказ получен',
      body: 'Спасибо за покупку! Будем рады видеть вас снова.',
    },
    cancelled: {
      subject: (id) => `Заказ №${id} отменён`,
      heading: 'Заказ отменён',
      body: 'Заказ отменён. Если вы его оплачивали, деньги вернутся в течение 10 рабочих дней.',
    },
    error: {
      subject: (id) => `С заказом №${id} возникла проблема`,
      heading: 'Нужна ваша помощь',
      body: 'С заказом возникла проблема. Мы свяжемся с вами в ближайшее время.',
    },
  },
  en: {
    greeting: (name) => `Hello, ${name}!`,
    track: 'View your order',
    processed: {
      subject: (id) => `Order #${id} placed`,
      heading: 'Order placed',
      body: 'We have received your order. Pay for it so that we can start packing.',
    },
    pay: {
      subject: (id) => `Order #${id} paid`,
      heading: 'Payment received',
      body: 'Thank you! Your payment went through; this email is your receipt.',
      next: 'We will pack your order and write again when it is with the courier or waiting for you in the shop.',
    },
    assembly: {
      subject: (id) => `Order #${id} is being packed`,
      heading: 'Packing your order',
      body: 'We are picking and packing your order.',
      next: 'We will write as soon as it is with the courier or waiting for you in the shop.',
    },
    delivery: {
      subject: (id) => `Order #${id} is on its way`,
      heading: 'On its way',
      body: 'A courier is bringing your order.',
      next: 'Once you have it, confirm receipt on the order page.',
    },
    ready: {
      subject: (id) => `Order #${id} is ready for pickup`,
      heading: 'Ready for pickup',
      body: 'Your order is waiting for you in the shop: the address and opening hours are below.',
      next: 'Give the order number when you collect it.',
    },
    delivered: {
      subject: (id) => `Order #${id} received`,
      heading: 'Order received',
      body: 'Thank you for shopping with us! We hope to see you again.',
    },
    cancelled: {
      subject: (id) => `Order #${id} cancelled`,
      heading: 'Order cancelled',
      body: 'Your order was cancelled. If you paid for it, the money comes back within 10 business days.',
    },
    error: {
      subject: (id) => `A problem with order #${id}`,
      heading: 'We need your help',
      body: 'Something went wrong with your order. We will contact you shortly.',
    },
  },
  ky: {
    greeting: (name) => `Саламатсызбы, ${name}!`,
    track: 'Буйрутманы көрүү',
    processed: {
      subject: (id) => `№${id} буйрутма кабыл алынды`,
      heading: 'Буйрутма кабыл алынды',
      body: 'Буйрутмаңызды алдык. Чогултууну баштай алышыбыз үчүн аны төлөп коюңуз.',
    },
    pay: {
      subject: (id) => `№${id} буйрутма төлөндү`,
      heading: 'Төлөм алынды',
      body: 'Рахмат! Төлөм өттү, бул кат — сиздин чегиңиз.',
      next: 'Буйрутманы чогултуп, курьерге бергенде же дүкөндө сизди күтүп турганда кабар беребиз.',
    },
    assembly: {
      subject: (id) => `№${id} буйрутма чогултулууда`,
      heading: 'Буйрутма чогултулууда',
      body: 'Буйрутмаңызды чогултуп, таңгактап жатабыз.',
      next: 'Курьерге берери менен же дүкөндө сизди күтүп турганда кабар беребиз.',
    },
    delivery: {
      subject: (id) => `№${id} буйрутма курьерге берилди`,
      heading: 'Буйрутма жолдо',
      body: 'Курьер буйрутмаңызды алып келе жатат.',
      next: 'Буйрутманы алгандан кийин аны буйрутманын барагында ырастаңыз.',
    },
    ready: {
      subject: (id) => `№${id} буйрутма алып кетүүгө даяр`,
      heading: 'Алып кетсеңиз болот',
      body: 'Буйрутмаңыз дүкөндө күтүп турат: дареги жана иштөө убактысы төмөндө.',
      next: 'Алып жатканда буйрутманын номерин айтыңыз.',
    },
    delivered: {
      subject: (id) => `№${id} буйрутма алынды`,
      heading: 'Буйрутма алынды',
      body: 'Сатып алганыңыз үчүн рахмат! Сизди кайра күтөбүз.',
    },
    cancelled: {
      subject: (id) => `№${id} буйрутма жокко чыгарылды`,
      heading: 'Буйрутма жокко чыгарылды',
      body: 'Буйрутма жокко чыгарылды. Эгер төлөгөн болсоңуз, акча 10 иш күнүнүн ичинде кайтарылат.',
    },
    error: {
      subject: (id) => `№${id} буйрутмада көйгөй чыкты`,
      heading: 'Жардамыңыз керек',
      body: 'Буйрутмаңызда көйгөй чыкты. Жакын арада сиз менен байланышабыз.',
    },
  },
};

/**
 * A placed cash or bank-transfer order is not paid through a link: the buyer is told how to pay
 * instead of being asked to pay now.
 */
const placedBodies: Record<Language, Record<OfflinePaymentMethod, string>> = {
  ru: {
    cash: 'Мы получили ваш заказ и уже собираем его. Оплатите наличными курьеру при получении или в магазине при самовывозе.',
    bank_transfer:
      'Мы получили ваш заказ. Счёт — во вложении к этому письму (его можно скачать и на странице заказа). Оплатите счёт банковским переводом: мы отправим заказ, как только деньги поступят.',
  },
  en: {
    cash: 'We have received your order and are packing it. Pay in cash to the courier on delivery, or in the shop at pickup.',
    bank_transfer:
      'We have received your order. The invoice is attached to this email (you can also download it from the order page). Pay it by bank transfer: we send the order as soon as the money arrives.',
  },
  ky: {
    cash: 'Буйрутмаңызды алдык жана аны чогултуп жатабыз. Буйрутманы алганда курьерге же дүкөндөн алып кетип жатканда накталай төлөңүз.',
    bank_transfer:
      'Буйрутмаңызды алдык. Эсеп ушул катка тиркелген (аны буйрутманын барагынан да жүктөп алсаңыз болот). Эсепти банк которуусу менен төлөңүз: акча келери менен буйрутманы жөнөтөбүз.',
  },
};

/**
 * The buyer's mail about their order's status: what happened, what comes next, the order with its
 * lines, totals, delivery and payment, and the link to it. Placed, it is the order confirmation;
 * paid, the receipt.
 */
export function orderStatusMail(input: {
  lang: Language;
  name: string;
  orderId: number;
  status: OrderStatus;
  orderUrl: string;
  summary: OrderMailSummary;
}): RenderedMail {
  const texts = statusTexts[input.lang];
  const found = texts[input.status];
  if (!found) throw new Error(`No mail text for status ${input.status}`);
  const status =
    input.status === 'processed' && input.summary.paymentMethod !== 'card'
      ? { ...found, body: placedBodies[input.lang][input.summary.paymentMethod] }
      : found;
  return renderMail({
    lang: input.lang,
    subject: `Aruu: ${status.subject(input.orderId)}`,
    preview: status.body,
    heading: status.heading,
    intro: [texts.greeting(input.name), status.body, ...(status.next ? [status.next] : [])],
    tables: orderSummaryTables(input.orderId, input.summary, input.lang),
    action: { label: texts.track, url: input.orderUrl },
    outro: [],
  });
}
