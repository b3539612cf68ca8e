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
  ])('%s', (text, reasons) => {
    expect(holdReasonsOf(text)).toEqual(reasons);
  });
});
