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
});
