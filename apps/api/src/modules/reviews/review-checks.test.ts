import { describe, expect, it } from 'vitest';
import { holdReasonsOf } from './review-checks.js';

describe('holdReasonsOf', () => {
  it.each([
    ['Отличный крем, кожа мягкая, беру второй раз', []],
    ['Сукно упаковки и хлеба тут ни при чём: просто хороший бальзам', []],
    ['Жакшы крем, терини жумшартат, көтөрүүгө жеңил', []],
    ['Great serum, Dickens would approve of the scent', []],
    ['Аромат мандарина, очень нежный', []],
    ['Полная хуйня, не берите', ['profanity']],
    ['Это ПИЗДЕЦ какой-то', ['profanity']],
    ['Бл*ть… нет, просто сука, а не тушь', ['profanity']],
    ['xуйня с латинской х', ['profanity']],
    ['Бул крем жалап экен', ['profanity']],
    ['This is fucking awful', ['profanity']],
    ['Buy cheaper at https://example.com/deal', ['link']],
    ['Пишите в t.me/cheapcosmetics', ['link']],
    ['Дешевле на cosmetics-sale.ru', ['link']],
    ['shit, see www.spam.example', ['profanity', 'link']],
    ['Звоните +996 555 123 456, отдам дешевле', ['phone']],
    ['Мой номер 0555123456', ['phone']],
    ['пишите 8 (777) 123-45-67', ['phone']],
    ['Номер: 0700-12-34-56', ['phone']],
    ['555 123 456 — звоните', ['phone']],
    ['Флакон 50 мл, хватило на 3 месяца', []],
    ['SPF 50, брала в 2024 году и в 2025', []],
    ['Цена 1 250 сом, за 2 штуки 2 300', []],
    ['Эң жакшы крем, 5 жылдан бери колдоном', []],
    ['Продам такой же, дешевле', ['marketplace']],
    ['Ушундай кремди арзан сатам', ['marketplace']],
    ['На olx в два раза дешевле', ['marketplace']],
    ['Видела на Lalafo и на Wildberries', ['marketplace']],
    ['На вайлдберриз и озон дороже', ['marketplace']],
    ['Подробнее в моём инстаграме @aruu_beauty_sale', ['marketplace']],
    ['Пишите в WhatsApp', ['marketplace']],
    ['Пишите в ватсап +996 700 111 222', ['phone', 'marketplace']],
    ['Пишите: wa.me/996700111222', ['link', 'phone']],
    ['Продаётся в olx.kg', ['link', 'marketplace']],
    ['Продавец вежливый, продажа быстрая, озоновый запах', []],
    ['Send me an email at anna@example.com', ['link']],
  ])('%s', (text, reasons) => {
    expect(holdReasonsOf(text)).toEqual(reasons);
  });
});
