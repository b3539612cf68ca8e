import { languages } from '@aruu/contract/common';
import { describe, expect, it } from 'vitest';
import { alertSubscribedMail, backInStockMail } from './back-in-stock.js';

const input = {
  title: 'Увлажняющий крем',
  variationName: '50 мл',
  productUrl: 'https://aruu.kg/product/12',
  unsubscribeUrl:
    'https://aruu.kg/api/v1/stock-alerts/unsubscribe?token=eyJlbWFpbCI6ImFpZ2VyaW1AZXhhbXBsZS5rZyIsImV4cCI6MTc5OTk5OTk5OX0.c2lnbmF0dXJlLXRoYXQtaXMtbG9uZw&lang=ru',
};
const labels = { ru: 'Отписаться от всех', en: 'Unsubscribe from all', ky: 'Баарынан баш тартуу' };

/**
 * What a reader sees of the HTML part, without the one link that is allowed to be long because it
 * breaks anywhere (the copyable button link, `word-break:break-all`).
 */
function visibleText(html: string): string {
  return html
    .replace(/<head>.*?<\/head>/s, '')
    .replace(/<div style="display:none[^>]*>.*?<\/div>/s, '')
    .replace(/<a [^>]*word-break:break-all[^>]*>.*?<\/a>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');
}

describe.each(languages)('the back-in-stock mails (%s)', (lang) => {
  for (const [name, render] of [
    ['alert made', alertSubscribedMail],
    ['back in stock', backInStockMail],
  ] as const) {
    it(`${name}: unsubscribe is a link in words, the URL is not printed and nothing runs wider than a phone`, () => {
      const mail = render({ ...input, lang });
      const href = input.unsubscribeUrl.replace(/&/g, '&amp;');
      expect(mail.html).toContain(`<a href="${href}" style="color:#6b7a3a;">${labels[lang]}</a>`);
      const visible = visibleText(mail.html);
      expect(visible).not.toContain('unsubscribe?token');
      // At 390 px with 16 px text and the card's padding, about 40 characters fit on a line.
      const longest = Math.max(...visible.split(/\s+/).map((word) => word.length));
      expect(longest).toBeLessThanOrEqual(40);
      // A plain-text reader still gets the address to open.
      expect(mail.text).toContain(`${labels[lang]}:\n${input.unsubscribeUrl}`);
    });
  }
});
