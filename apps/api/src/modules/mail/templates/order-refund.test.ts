import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { orderRefundMail } from './order-refund.js';

const orderUrl = 'https://aruu.kg/order-tracking/42';

describe('orderRefundMail', () => {
  const expected = {
    ru: { subject: 'Aruu: возврат 1 234,50 сом по заказу №42', returned: 'Мы приняли возврат товаров' },
    en: { subject: 'Aruu: 1,234.50 som refunded for order #42', returned: 'We have accepted the items you returned' },
    ky: {
      subject: 'Aruu: №42 буйрутма боюнча 1 234,50 сом кайтарылды',
      returned: 'кайтарган товарларыңызды кабыл алдык',
    },
  };

  it.each(languages)('tells in %s what was refunded and why, with a link to the order', (lang) => {
    const mail = orderRefundMail({
      lang,
      name: 'Айжан <b>',
      orderId: 42,
      amountTyiyn: 123_450,
      cause: 'return',
      orderUrl,
    });
    expect(mail.subject.replaceAll('\u00a0', ' ')).toBe(expected[lang].subject);
    expect(mail.text).toContain(expected[lang].returned);
    expect(mail.text).toContain(orderUrl);
    expect(mail.html).toContain('Айжан &lt;b&gt;!');
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('names the cancellation and the UDS points for a cancelled order', () => {
    const mail = orderRefundMail({
      lang: 'en',
      name: 'A',
      orderId: 7,
      amountTyiyn: 100,
      cause: 'order_cancelled',
      orderUrl,
    });
    expect(mail.text).toContain('Order #7 has been cancelled');
    expect(mail.text).toContain('UDS points');
  });

  const pointsOnly = {
    ru: {
      subject: 'Aruu: бонусные баллы UDS по заказу №42 возвращены',
      body: 'Заказ №42 изменился и стал дешевле, и столько бонусных баллов UDS ему больше не нужно. Мы вернули на ваш счёт UDS 3 балла по заказу №42.',
    },
    en: {
      subject: 'Aruu: UDS points returned for order #42',
      body: 'Order #42 has changed and costs less now, so it no longer takes as many UDS points. We have returned 3 points to your UDS account for order #42.',
    },
    ky: {
      subject: 'Aruu: №42 буйрутма боюнча UDS бонустары кайтарылды',
      body: '№42 буйрутма өзгөрүп, арзандады, ошондуктан ага мурдагыдай көп UDS бонусу керек болбой калды. №42 буйрутма боюнча UDS эсебиңизге 3 бонус кайтардык.',
    },
  };

  it.each(languages)('tells in %s of UDS points given back alone, with no card or bank in it', (lang) => {
    const mail = orderRefundMail({
      lang,
      name: 'Айжан',
      orderId: 42,
      amountTyiyn: 0,
      points: 3,
      cause: 'order_changed',
      orderUrl,
    });
    expect(mail.subject).toBe(pointsOnly[lang].subject);
    expect(mail.text).toContain(pointsOnly[lang].body);
    expect(mail.text).not.toMatch(/\b(som|card|bank)\b|[\s\u00a0]сом|карт|банк/i);
  });

  const split = {
    ru: 'Заказ №42 изменился и стал дешевле. Разницу мы вернули так: 4 500 сом — на вашу карту, 500 баллов — на ваш счёт UDS.',
    en: 'Order #42 has changed and costs less now. We have given back the difference: 4,500 som to your card and 500 points to your UDS account.',
    ky: '№42 буйрутма өзгөрүп, арзандады. Айырмасын мындайча кайтардык: 4 500 сом картаңызга, 500 бонус UDS эсебиңизге.',
  };

  it.each(languages)('tells in %s how a change’s difference went back, part to the card and part in points', (lang) => {
    const mail = orderRefundMail({
      lang,
      name: 'Айжан',
      orderId: 42,
      amountTyiyn: 450_000,
      points: 500,
      cause: 'order_changed',
      orderUrl,
    });
    const text = mail.text.replaceAll('\u00a0', ' ');
    expect(text).toContain(split[lang]);
    // Not "the difference to the card": the card had only part of it.
    expect(text).not.toMatch(/разницу, |the difference, |айырмасын, /);
  });

  it('names the points given back with money to the card, in the words of their number', () => {
    const one = orderRefundMail({
      lang: 'ru',
      name: 'A',
      orderId: 7,
      amountTyiyn: 100,
      points: 1,
      cause: 'order_changed',
      orderUrl,
    });
    expect(one.text.replaceAll('\u00a0', ' ')).toContain(
      'Заказ №7 изменился и стал дешевле. Разницу мы вернули так: 1 сом — на вашу карту, 1 балл — на ваш счёт UDS.',
    );
    expect(one.text).not.toContain('на вашу карту разницу');
    const many = orderRefundMail({
      lang: 'ru',
      name: 'A',
      orderId: 7,
      amountTyiyn: 0,
      points: 25,
      cause: 'order_changed',
      orderUrl,
    });
    expect(many.text).toContain('UDS 25 баллов');
    const en = orderRefundMail({
      lang: 'en',
      name: 'A',
      orderId: 7,
      amountTyiyn: 0,
      points: 1,
      cause: 'order_changed',
      orderUrl,
    });
    expect(en.text).toContain('returned 1 point to');
  });
});
