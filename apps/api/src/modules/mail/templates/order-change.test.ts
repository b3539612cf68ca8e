import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { orderChangeMail } from './order-change.js';

const url = 'https://aruu.kg/order-changes/abc';

describe('orderChangeMail', () => {
  const proposed = {
    ru: { subject: 'Aruu: изменение в заказе №42 ждёт вашего ответа', total: '1 234,50 сом' },
    en: { subject: 'Aruu: a change to order #42 needs your answer', total: '1,234.50 som' },
    ky: { subject: 'Aruu: №42 буйрутмадагы өзгөртүү сиздин жообуңузду күтөт', total: '1 234,50 сом' },
  };

  it.each(languages)('asks in %s for an answer by the deadline, with the link and the new total', (lang) => {
    const mail = orderChangeMail({
      lang,
      name: 'Айжан <b>',
      orderId: 42,
      event: 'proposed',
      lines: ['− Крем (50 мл) × 1', '+ Крем (30 мл) × 1'],
      note: 'Нет в наличии',
      totalTyiyn: 123_450,
      refundTyiyn: 0,
      url,
      answerBy: '2026-11-30T06:00:00.000Z',
    });
    expect(mail.subject).toBe(proposed[lang].subject);
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain(proposed[lang].total);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('+ Крем (30 мл) × 1');
    expect(mail.text).toContain('2026');
    expect(mail.html).toContain('Айжан &lt;b&gt;!');
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('names the refund of an applied change that made the order cheaper', () => {
    const mail = orderChangeMail({
      lang: 'en',
      name: 'A',
      orderId: 7,
      event: 'applied',
      lines: ['− Cream (50 ml) × 1'],
      note: null,
      totalTyiyn: 50_000,
      refundTyiyn: 20_000,
      url,
      answerBy: null,
    });
    expect(mail.subject).toBe('Aruu: order #7 has changed');
    expect(mail.text).toContain('Going back to your card');
    expect(mail.text.replaceAll('\u00a0', ' ')).toContain('200 som');
    expect(mail.text).not.toContain('UDS');
  });

  const pointsRow = {
    ru: ['Вернём на вашу карту', 'Вернём на ваш счёт UDS', '500 баллов'],
    en: ['Going back to your card', 'Going back to your UDS account', '500 points'],
    ky: ['Картаңызга кайтарабыз', 'UDS эсебиңизге кайтарабыз', '500 бонус'],
  };

  it.each(languages)('names in %s the UDS points going back beside the card’s part of the difference', (lang) => {
    const mail = orderChangeMail({
      lang,
      name: 'A',
      orderId: 7,
      event: 'applied',
      lines: ['− Cream (50 ml) × 1'],
      note: null,
      totalTyiyn: 450_000,
      refundTyiyn: 450_000,
      pointsBack: 500,
      url,
      answerBy: null,
    });
    for (const words of pointsRow[lang]) expect(mail.text).toContain(words);
  });
});
