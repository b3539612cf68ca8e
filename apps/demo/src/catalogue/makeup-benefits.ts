import type { Benefit } from './catalogue-types.js';
import { text } from './data-helpers.js';

/** Epithets for make-up and false lashes; those naming a finish set the `finish` filter. */
export const makeupBenefits = {
  longLasting: {
    ru: ['стойкий', 'стойкая', 'стойкое', 'стойкие'],
    en: 'Long-Wear',
    ky: 'туруктуу',
    effect: text(
      'Держится весь день, не скатывается и не растекается.',
      'Stays put all day without pilling or smudging.',
      'Күн бою туруп, тоголонбойт жана жайылып кетпейт.',
    ),
  },
  waterproof: {
    ru: ['водостойкий', 'водостойкая', 'водостойкое', 'водостойкие'],
    en: 'Waterproof',
    ky: 'сууга чыдамдуу',
    effect: text(
      'Не боится воды, пота и влажности.',
      'Resists water, sweat and humidity.',
      'Сууга, терге жана нымдуулукка чыдамдуу.',
    ),
  },
  volume: {
    ru: ['объёмный', 'объёмная', 'объёмное', 'объёмные'],
    en: 'Volume',
    ky: 'көлөм берүүчү',
    effect: text(
      'Придаёт заметный объём без склеивания.',
      'Adds visible volume without clumping.',
      'Бири-бирине чаптатпай, көрүнүктүү көлөм берет.',
    ),
  },
  lengthening: {
    ru: ['удлиняющий', 'удлиняющая', 'удлиняющее', 'удлиняющие'],
    en: 'Lengthening',
    ky: 'узартуучу',
    effect: text(
      'Визуально удлиняет и разделяет каждую ресничку.',
      'Visibly lengthens and separates every lash.',
      'Ар бир кирпикти бөлүп, аларды узунураак кылып көрсөтөт.',
    ),
  },
  curling: {
    ru: ['подкручивающий', 'подкручивающая', 'подкручивающее', 'подкручивающие'],
    en: 'Curling',
    ky: 'ийүүчү',
    effect: text(
      'Подкручивает ресницы и держит изгиб весь день.',
      'Curls the lashes and holds the curl all day.',
      'Кирпиктерди ийип, ийилген формасын күн бою кармайт.',
    ),
  },
  matte: {
    ru: ['матовый', 'матовая', 'матовое', 'матовые'],
    en: 'Matte',
    ky: 'мат',
    finish: 'matte',
    effect: text(
      'Создаёт бархатистое матовое покрытие без эффекта маски.',
      'Gives a velvety matte finish that never looks cakey.',
      'Маска сыяктуу сезилбеген, баркыттай мат жабуу берет.',
    ),
  },
  satin: {
    ru: ['сатиновый', 'сатиновая', 'сатиновое', 'сатиновые'],
    en: 'Satin',
    ky: 'сатин',
    finish: 'satin',
    effect: text(
      'Даёт мягкий сатиновый финиш и комфорт на весь день.',
      'Gives a soft satin finish and all-day comfort.',
      'Жумшак сатин эффектисин берип, күн бою жайлуу сезилет.',
    ),
  },
  glossy: {
    ru: ['глянцевый', 'глянцевая', 'глянцевое', 'глянцевые'],
    en: 'Glossy',
    ky: 'жылтырак',
    finish: 'glossy',
    effect: text('Дарит сочный глянцевый блеск.', 'Delivers a juicy, glossy shine.', 'Ширелүү жылтырак берет.'),
  },
  radiant: {
    ru: ['сияющий', 'сияющая', 'сияющее', 'сияющие'],
    en: 'Radiant',
    ky: 'жаркыраган',
    finish: 'dewy',
    effect: text(
      'Придаёт коже свежее сияние изнутри.',
      'Gives skin a fresh, lit-from-within glow.',
      'Териге ичинен чыккандай сергек жаркыроо берет.',
    ),
  },
  reusable: {
    ru: ['многоразовый', 'многоразовая', 'многоразовое', 'многоразовые'],
    en: 'Reusable',
    ky: 'көп жолу колдонулуучу',
    effect: text(
      'При аккуратном уходе одну пару можно носить до 15 раз.',
      'With a little care one pair can be worn up to 15 times.',
      'Туура кам көрсөңүз, бир жупту 15 жолуга чейин тагынууга болот.',
    ),
  },
  magnetic: {
    ru: ['магнитный', 'магнитная', 'магнитное', 'магнитные'],
    en: 'Magnetic',
    ky: 'магниттүү',
    effect: text(
      'Крепятся магнитной подводкой — без клея и следов на веках.',
      'They attach with magnetic liner, with no glue and nothing left on the lids.',
      'Магниттүү подводка менен бекитилет — желимсиз жана кабакта из калтырбайт.',
    ),
  },
  silky: {
    ru: ['шёлковый', 'шёлковая', 'шёлковое', 'шёлковые'],
    en: 'Silk',
    ky: 'жибектей',
    effect: text(
      'Тонкие мягкие волоски выглядят как натуральные.',
      'Fine, soft fibres look just like natural lashes.',
      'Ичке жумшак кылдары табигый кирпиктердей көрүнөт.',
    ),
  },
  naturalLook: {
    ru: ['натуральный', 'натуральная', 'натуральное', 'натуральные'],
    en: 'Natural-Look',
    ky: 'табигый',
    effect: text(
      'Добавляют длины и густоты, оставаясь незаметными.',
      'They add length and fullness while staying undetectable.',
      'Байкалбай туруп, кирпиктерге узундук жана калыңдык кошот.',
    ),
  },
} satisfies Record<string, Benefit>;
