import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { orderLinkMail } from './order-link.js';

const linkUrl = 'https://aruu.kg/order-access/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

describe('orderLinkMail', () => {
  const expected = {
    ru: { subject: 'Ваш заказ №41 в Aruu', pay: 'Посмотреть и оплатить заказ', password: 'задать пароль' },
    en: { subject: 'Your Aruu order #41', pay: 'See and pay for the order', password: 'set a password' },
    ky: { subject: 'Aruu: №41 буйрутмаңыз', pay: 'Буйрутманы көрүү жана төлөө', password: 'сырсөз коюп' },
  };

  it.each(languages)('is written in %s, with the link in both parts', (lang) => {
    const mail = orderLinkMail({ lang, name: 'Нурайым', orderId: 41, linkUrl, payByCard: true, canSetPassword: true });
    expect(mail.subject).toBe(expected[lang].subject);
    expect(mail.text).toContain('Нурайым');
    expect(mail.text).toContain(linkUrl);
    expect(mail.text).toContain(expected[lang].pay);
    expect(mail.text).toContain(expected[lang].password);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`href="${linkUrl}"`);
  });

  it.each(languages)('offers no payment for a cash order, nor a password to an account that has one, in %s', (lang) => {
    const mail = orderLinkMail({
      lang,
      name: 'Нурайым',
      orderId: 41,
      linkUrl,
      payByCard: false,
      canSetPassword: false,
    });
    expect(mail.text).not.toContain(expected[lang].pay);
    expect(mail.text).not.toContain(expected[lang].password);
    expect(mail.text).toContain(linkUrl);
  });
});
