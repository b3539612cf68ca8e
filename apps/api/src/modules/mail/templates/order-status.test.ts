import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { orderStatusMail } from './order-status.js';
import type { OrderMailSummary } from './order-summary.js';

const orderUrl = 'https://aruu.kg/order-tracking/42';
const summary = (paymentMethod: OrderMailSummary['paymentMethod']): OrderMailSummary => ({
  items: [{ title: 'Крем <b>', variationName: '50 мл', quantity: 2, unitPrice: 125_050 }],
  subtotal: 250_100,
  discount: 0,
  points: 0,
  deliveryFee: 0,
  total: 250_100,
  paymentMethod,
  delivery: {
    method: 'pickup',
    shopId: 'tsum',
    shop: { code: 'tsum', name: 'ЦУМ', address: 'пр. Чуй, 155', opens: '10:00', closes: '20:00' },
  },
});
const mail = (lang: (typeof languages)[number], paymentMethod: 'card' | 'cash' | 'bank_transfer') =>
  orderStatusMail({
    lang,
    name: 'Айгуль',
    orderId: 42,
    status: 'processed',
    orderUrl,
    summary: summary(paymentMethod),
  });

describe('the placed-order mail by payment method', () => {
  // What each language says: pay now (card), pay in cash on receipt, pay the invoice.
  const expected = {
    ru: { card: 'Оплатите его', cash: 'Оплатите наличными', bank_transfer: 'Счёт — во вложении' },
    en: { card: 'Pay for it', cash: 'Pay in cash', bank_transfer: 'The invoice is attached' },
    ky: { card: 'төлөп коюңуз', cash: 'накталай төлөңүз', bank_transfer: 'Эсеп ушул катка тиркелген' },
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

describe('the order tables', () => {
  it('writes tyiyn only when there are some, and escapes what the catalogue says in the HTML', () => {
    const { text, html } = mail('en', 'card');
    expect(text).toContain('Крем <b> (50 мл · 2 × 1,250.50 som): 2,501 som');
    expect(html).toContain('Крем &lt;b&gt;');
    expect(html).not.toContain('Крем <b>');
    // Mail clients drop style sheets and scripts: everything is inline, tables for the layout.
    expect(html).not.toMatch(/<link|<style|<script|class=/);
    expect(html).toContain('<table role="presentation"');
  });

  it.each(['assembly', 'delivery', 'ready', 'delivered', 'cancelled', 'error'] as const)(
    'every status mail says what happened, shows the order and links to it (%s)',
    (status) => {
      for (const lang of languages) {
        const { text } = orderStatusMail({ lang, name: 'A', orderId: 42, status, orderUrl, summary: summary('card') });
        expect(text).toContain(orderUrl);
        expect(text.replace(/\u00a0/g, ' ')).toMatch(/Total: 2,501 som|Итого: 2 501 сом|Жалпы: 2 501 сом/u);
      }
    },
  );
});
