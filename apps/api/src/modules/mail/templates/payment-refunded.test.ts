import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { paymentRefundedMail } from './payment-refunded.js';

const orderUrl = 'https://aruu.kg/order-tracking/42';

describe('paymentRefundedMail', () => {
  const expected = {
    ru: { subject: 'Aruu: оплата заказа №42 возвращена', amount: '1 234,50 сом' },
    en: { subject: 'Aruu: payment for order #42 refunded', amount: '1,234.50 som' },
    ky: { subject: 'Aruu: №42 буйрутманын төлөмү кайтарылды', amount: '1 234,50 сом' },
  };

  it.each(languages)('says in %s which payment was refunded, with a link to the order', (lang) => {
    const mail = paymentRefundedMail({ lang, name: 'Айжан <b>', orderId: 42, amountTyiyn: 123_450, orderUrl });
    expect(mail.subject).toBe(expected[lang].subject);
    // Intl groups thousands with a no-break space in Russian.
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(expected[lang].amount);
    expect(mail.text).toContain(orderUrl);
    expect(mail.text).toContain('Айжан <b>!');
    expect(mail.html).toContain('Айжан &lt;b&gt;!');
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });
});
