import type { Language } from '@aruu/contract/common';
import { escapeHtml } from '../../lib/escape-html.js';
import { htmlPage } from '../../lib/html-page.js';

/** What the page can say: asked to confirm, done, or the link is not ours. */
export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

const texts: Record<
  Language,
  { title: string; confirm: string; button: string; done: string; invalid: string; home: string }
> = {
  ru: {
    title: 'Уведомления о поступлении',
    confirm: 'Отписаться от всех уведомлений о поступлении товаров на этот адрес?',
    button: 'Отписаться',
    done: 'Готово: больше не будем писать о поступлении товаров на этот адрес.',
    invalid: 'Ссылка повреждена. Скопируйте её из письма целиком.',
    home: 'В магазин',
  },
  en: {
    title: 'Back-in-stock alerts',
    confirm: 'Stop every back-in-stock alert sent to this address?',
    button: 'Unsubscribe',
    done: 'Done: we will not write to this address about items coming back.',
    invalid: 'This link is broken. Copy the whole link from the email.',
    home: 'To the shop',
  },
  ky: {
    title: 'Товар келгени тууралуу билдирүүлөр',
    confirm: 'Бул дарекке товар келгени тууралуу бардык билдирүүлөрдөн баш тартасызбы?',
    button: 'Баш тартуу',
    done: 'Даяр: мындан ары бул дарекке товар келгени тууралуу жазбайбыз.',
    invalid: 'Шилтеме бузулган. Аны каттан толугу менен көчүрүңүз.',
    home: 'Дүкөнгө',
  },
};

const styles = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#2b2b26;background:#f4f4ee}
main{max-width:520px;margin:0 auto;padding:48px 16px}
h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 20px}
button,a.home{display:inline-block;min-height:44px;padding:10px 24px;border:0;border-radius:6px;font:600 16px/1.5 inherit;cursor:pointer;text-decoration:none}
button{background:#6b7a3a;color:#fff}
a.home{color:#6b7a3a}`;

/**
 * A server page, so that the link works without signing in or the storefront's script; a GET
 * only asks, and the POST of its button unsubscribes, so a mail scanner opening links does not.
 */
export function renderUnsubscribePage(state: UnsubscribeState, lang: Language, actionUrl: string): string {
  const t = texts[lang];
  const message = { confirm: t.confirm, done: t.done, invalid: t.invalid }[state];
  const form =
    state === 'confirm'
      ? `<form method="post" action="${escapeHtml(actionUrl)}"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : `<a class="home" href="/">${escapeHtml(t.home)}</a>`;
  return htmlPage({
    lang,
    title: `Aruu — ${t.title}`,
    styles,
    body: `<h1>${escapeHtml(t.title)}</h1>\n<p role="status">${escapeHtml(message)}</p>\n${form}`,
  });
}
