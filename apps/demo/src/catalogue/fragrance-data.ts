import type { Localised } from './catalogue-types.js';
import { text } from './data-helpers.js';

export type FragranceFamily = 'floral' | 'woody' | 'citrus' | 'oriental' | 'fresh';
export type FragranceGender = 'women' | 'men' | 'unisex';

interface Pyramid {
  top: Localised[];
  heart: Localised[];
  base: Localised[];
}

const note = (ru: string, en: string, ky: string): Localised => text(ru, en, ky);

const bergamot = note('бергамот', 'bergamot', 'бергамот');
const mandarin = note('мандарин', 'mandarin', 'мандарин');
const grapefruit = note('грейпфрут', 'grapefruit', 'грейпфрут');
const pinkPepper = note('розовый перец', 'pink pepper', 'кызгылт мурч');
const cardamom = note('кардамон', 'cardamom', 'кардамон');
const mint = note('мята', 'mint', 'жалбыз');
const greenTea = note('зелёный чай', 'green tea', 'жашыл чай');
const rose = note('роза', 'rose', 'роза гүлү');
const iris = note('ирис', 'iris', 'ирис');
const lavender = note('лаванда', 'lavender', 'лаванда');
const musk = note('мускус', 'musk', 'мускус');
const sandalwood = note('сандал', 'sandalwood', 'сандал жыгачы');
const cedar = note('кедр', 'cedarwood', 'кедр');
const vetiver = note('ветивер', 'vetiver', 'ветивер');
const vanilla = note('ваниль', 'vanilla', 'ваниль');
const amber = note('амбра', 'amber', 'амбра');

export const pyramids: Record<FragranceFamily, Pyramid> = {
  floral: {
    top: [bergamot, note('груша', 'pear', 'алмурут'), pinkPepper, mandarin],
    heart: [
      note('жасмин', 'jasmine', 'жасмин'),
      rose,
      note('пион', 'peony', 'пион'),
      iris,
      note('тубероза', 'tuberose', 'тубероза'),
    ],
    base: [musk, sandalwood, vanilla, amber],
  },
  woody: {
    top: [cardamom, grapefruit, pinkPepper],
    heart: [cedar, vetiver, note('инжир', 'fig', 'анжир'), iris],
    base: [sandalwood, note('пачули', 'patchouli', 'пачули'), note('мох', 'moss', 'мүк'), amber],
  },
  citrus: {
    top: [note('лимон', 'lemon', 'лимон'), mandarin, grapefruit, bergamot],
    heart: [note('нероли', 'neroli', 'нероли'), mint, greenTea],
    base: [note('белый мускус', 'white musk', 'ак мускус'), vetiver, cedar],
  },
  oriental: {
    top: [note('шафран', 'saffron', 'заапыран'), cardamom, mandarin],
    heart: [rose, note('уд', 'oud', 'уд'), note('корица', 'cinnamon', 'дарчын')],
    base: [vanilla, amber, note('бобы тонка', 'tonka bean', 'тонка буурчагы'), note('кожа', 'leather', 'булгаары')],
  },
  fresh: {
    top: [note('зелёное яблоко', 'green apple', 'жашыл алма'), note('морская соль', 'sea salt', 'деңиз тузу'), mint],
    heart: [greenTea, lavender, note('водяная лилия', 'water lily', 'суу лилиясы')],
    base: [musk, cedar, vetiver],
  },
};

/** Invented fragrance names stay in Latin script in every language, as on real bottles. */
export const scentAdjectives = [
  'Velvet',
  'Golden',
  'Midnight',
  'Silk',
  'Wild',
  'White',
  'Blue',
  'Secret',
  'Sunlit',
  'Cashmere',
  'Noble',
  'Morning',
  'Winter',
  'Urban',
  'Desert',
  'Soft',
  'Bright',
  'Smoky',
  'Crystal',
  'Dusk',
];

export const scentNouns: Record<FragranceFamily, string[]> = {
  floral: ['Iris', 'Peony', 'Jasmine', 'Rose', 'Tuberose', 'Magnolia'],
  woody: ['Cedar', 'Vetiver', 'Santal', 'Fig', 'Moss'],
  citrus: ['Neroli', 'Bergamot', 'Yuzu', 'Citron'],
  oriental: ['Oud', 'Amber', 'Saffron', 'Vanilla', 'Tonka'],
  fresh: ['Rain', 'Tea', 'Breeze', 'Mint', 'Lagoon'],
};

export const familyMoods: Record<FragranceFamily, Localised> = {
  floral: text(
    'Цветочный букет звучит нежно и женственно.',
    'A floral bouquet that feels soft and graceful.',
    'Гүлдүү букет назик жана сымбаттуу сезилет.',
  ),
  woody: text(
    'Тёплые древесные ноты создают ощущение уюта и спокойствия.',
    'Warm woody notes create a sense of calm and comfort.',
    'Жылуу жыгач ноталары тынчтык жана жайлуулук сезимин жаратат.',
  ),
  citrus: text(
    'Сочные цитрусы бодрят и поднимают настроение.',
    'Juicy citrus notes energise and lift the mood.',
    'Ширелүү цитрус ноталары сергитип, маанайды көтөрөт.',
  ),
  oriental: text(
    'Пряный восточный аккорд звучит глубоко и чувственно.',
    'A spicy oriental accord that feels deep and sensual.',
    'Ачуу-татымдуу чыгыш аккорду терең жана сезимтал сезилет.',
  ),
  fresh: text(
    'Свежая композиция напоминает прохладное утро у моря.',
    'A fresh composition that recalls a cool morning by the sea.',
    'Сергек композиция деңиз жээгиндеги салкын таңды эске салат.',
  ),
};

export const genderLines: Record<FragranceGender, Localised> = {
  women: text(
    'Аромат для женщин, которые любят быть в центре внимания.',
    'A scent for women who love to stand out.',
    'Көңүл борборунда болгонду жакшы көргөн аялдар үчүн жыт.',
  ),
  men: text(
    'Мужской аромат с уверенным характером.',
    "A men's fragrance with a confident character.",
    'Өзүнө ишенген мүнөздөгү эркектер атыры.',
  ),
  unisex: text(
    'Универсальный аромат, который одинаково хорошо звучит на мужчинах и женщинах.',
    'A versatile scent that suits men and women alike.',
    'Эркектерге да, аялдарга да бирдей жарашкан универсалдуу жыт.',
  ),
};

/** One sentence naming two notes of each tier. */
export function describePyramid(top: Localised[], heart: Localised[], base: Localised[]): Localised {
  const pair = (notes: Localised[], lang: keyof Localised, and: string) => notes.map((n) => n[lang]).join(` ${and} `);
  return {
    ru: `Верхние ноты — ${pair(top, 'ru', 'и')}, ноты сердца — ${pair(heart, 'ru', 'и')}, база — ${pair(base, 'ru', 'и')}.`,
    en: `It opens with ${pair(top, 'en', 'and')}, has a heart of ${pair(heart, 'en', 'and')} and settles on ${pair(base, 'en', 'and')}.`,
    ky: `Жогорку ноталары — ${pair(top, 'ky', 'жана')}, жүрөк ноталары — ${pair(heart, 'ky', 'жана')}, негизги ноталары — ${pair(base, 'ky', 'жана')}.`,
  };
}
