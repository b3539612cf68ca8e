import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { orderStatusMail } from './order-status.js';

const orderUrl = 'https://aruu.kg/order-tracking/42';
const mail = (lang: (typeof languages)[number], paymentMethod: 'card' | 'cash' | 'bank_transfer') =>
  orderStatusMail({ lang, name: 'Айгуль', orderId: 42, status: 'processed', orderUrl, paymentMethod });

describe('the placed-order mail by payment method', () => {
  // What each language says: pay now (card), pay in cash on receipt, pay the invoice.
  const expected = {
    ru: { card: 'Оплатите его', cash: 'Оплатите наличными', bank_transfer: 'Скачайте счёт' },
    en: { card: 'Pay for it', cash: 'Pay in cash', bank_transfer: 'Download the invoice' },
    ky: { card: 'төлөп коюңуз', cash: 'накталай төлөңүз', bank_transfer: 'эсепти жүктөп' },
  };

  it.each(languages)('asks a card buyer to pay and tells a cash or invoice buyer how to pay (%s)', (lang) => {
    expect(mail(lang, 'card').text).toContain(expected[lang].card);
    for (const method of ['cash', 'bank_transfer'] as const) {
      const text = mail(lang, method).text;
      expect(text).toContain(expected[lang][method]);
      expect(text).not.toContain(expected[lang].card);
      expect(text).toContain(orderUrl);
    }
  });
});
