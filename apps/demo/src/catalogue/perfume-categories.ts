import type { LeafCategory, Localised } from './catalogue-types.js';
import { ml, noun, text } from './data-helpers.js';
import { perfumeSetContents } from './shades-data.js';

const onPulsePoints: Localised = text(
  'Нанесите на точки пульса: запястья, шею и за ушами. Не растирайте аромат, чтобы не нарушить его звучание.',
  "Apply to pulse points: wrists, neck and behind the ears. Don't rub it in, so the scent develops as intended.",
  'Тамыр согуучу жерлерге — билекке, моюнга жана кулактын артына чачыратыңыз. Жыттын табиятын бузбаш үчүн сүртпөңүз.',
);

const sprayFromDistance: Localised = text(
  'Распылите 2–3 раза с расстояния 15–20 см на кожу или одежду.',
  'Spray 2–3 times from 15–20 cm onto skin or clothing.',
  'Териге же кийимге 15–20 см аралыктан 2–3 жолу чачыратыңыз.',
);

const fragranceLeaf = {
  titleStyle: 'scent',
  benefits: [],
  ingredients: [],
  properties: ['fragrance-family', 'gender'],
} satisfies Partial<LeafCategory>;

export const perfumeLeaves: LeafCategory[] = [
  {
    ...fragranceLeaf,
    slug: 'eau-de-parfum',
    name: text('Парфюмерная вода', 'Eau de Parfum', 'Парфюм суусу'),
    shape: 'perfume',
    weight: 1.4,
    nouns: [noun('парфюмерная вода', 'f', 'Eau de Parfum', 'парфюм суусу')],
    variants: ml(30, 50, 100),
    priceSom: [1900, 7900],
    formula: 'perfume',
    about: [
      text(
        'Высокая концентрация парфюмерного масла делает аромат стойким и насыщенным.',
        'A high concentration of perfume oil makes the scent rich and long-lasting.',
        'Парфюм майынын жогорку концентрациясы жытты каныккан жана туруктуу кылат.',
      ),
      text(
        'Аромат держится на коже до 8–10 часов и красиво раскрывается в течение дня.',
        'Lasts up to 8–10 hours on skin and unfolds beautifully through the day.',
        'Жыт териде 8–10 саатка чейин сакталып, күн бою кооз ачылат.',
      ),
    ],
    usage: [onPulsePoints, sprayFromDistance],
  },
  {
    ...fragranceLeaf,
    slug: 'eau-de-toilette',
    name: text('Туалетная вода', 'Eau de Toilette', 'Туалет суусу'),
    shape: 'perfume',
    weight: 1.2,
    nouns: [noun('туалетная вода', 'f', 'Eau de Toilette', 'туалет суусу')],
    variants: ml(30, 50, 100),
    priceSom: [1400, 5900],
    formula: 'perfume',
    about: [
      text(
        'Лёгкая концентрация идеально подходит для дня и тёплого сезона.',
        'Its lighter concentration is ideal for daytime and warm weather.',
        'Жеңил концентрациясы күндүзгө жана жылуу мезгилге эң ылайыктуу.',
      ),
      text(
        'Свежий шлейф не утомляет и подходит для офиса.',
        'The fresh trail never overwhelms and is office-friendly.',
        'Сергек изи тажатпайт жана кеңсеге ылайыктуу.',
      ),
    ],
    usage: [
      sprayFromDistance,
      text(
        'Наносите утром после душа и обновляйте аромат в течение дня по желанию.',
        'Apply in the morning after a shower and refresh during the day as you like.',
        'Эртең менен душтан кийин чачыратып, күн ичинде каалаганыңызча жаңылап туруңуз.',
      ),
    ],
  },
  {
    ...fragranceLeaf,
    slug: 'perfume-sets',
    name: text('Парфюмерные наборы', 'Perfume Sets', 'Атыр топтомдору'),
    shape: 'perfume',
    weight: 0.9,
    nouns: [
      noun('парфюмерный набор', 'm', 'Perfume Gift Set', 'атыр топтому'),
      noun('набор миниатюр', 'm', 'Miniature Set', 'мини атырлар топтому'),
    ],
    variants: perfumeSetContents,
    priceSom: [1900, 6900],
    formula: 'perfume',
    about: [
      text(
        'Готовый подарок в праздничной коробке.',
        'A ready-made gift in a festive box.',
        'Майрамдык кутудагы даяр белек.',
      ),
      text(
        'Удобный формат, чтобы познакомиться с ароматом или взять его в поездку.',
        'A handy way to get to know a scent or take it travelling.',
        'Жыт менен таанышуу же аны сапарга алып жүрүү үчүн ыңгайлуу формат.',
      ),
    ],
    usage: [
      onPulsePoints,
      text(
        'Миниатюры удобно носить в сумочке и обновлять аромат в течение дня.',
        'Keep the minis in your bag to refresh the scent during the day.',
        'Мини флакондорду сумкаңызда алып жүрүп, күн ичинде жытты жаңылап турсаңыз болот.',
      ),
    ],
  },
  {
    ...fragranceLeaf,
    slug: 'body-mists',
    name: text('Мисты для тела', 'Body Mists', 'Дене мисттери'),
    shape: 'spray-bottle',
    weight: 0.9,
    nouns: [
      noun('мист для тела', 'm', 'Body Mist', 'дене мисти'),
      noun('спрей для тела и волос', 'm', 'Body & Hair Mist', 'дене жана чач үчүн спрей'),
    ],
    variants: ml(100, 150, 250),
    priceSom: [590, 2400],
    formula: 'bodyMist',
    about: [
      text(
        'Лёгкая дымка аромата освежает кожу в течение дня.',
        'A light veil of scent refreshes the skin throughout the day.',
        'Жыттын жеңил булуту күн бою терини сергитет.',
      ),
      text(
        'Мягкая концентрация позволяет наносить мист так часто, как хочется.',
        'The soft concentration means you can spritz as often as you like.',
        'Жумшак концентрациясынын аркасында мистти каалаганча көп чачыратсаңыз болот.',
      ),
    ],
    usage: [
      text(
        'Распылите на кожу и волосы с расстояния 20 см после душа или в течение дня.',
        'Spritz onto skin and hair from 20 cm after a shower or any time of day.',
        'Душтан кийин же күн ичинде териге жана чачка 20 см аралыктан чачыратыңыз.',
      ),
      text(
        'Встряхните флакон перед использованием и избегайте попадания в глаза.',
        'Shake before use and avoid contact with the eyes.',
        'Колдонордон мурун флаконду силкилдетиңиз жана көзгө тийгизбеңиз.',
      ),
    ],
  },
  {
    ...fragranceLeaf,
    slug: 'perfume-oils',
    name: text('Масляные духи', 'Perfume Oils', 'Майлуу атырлар'),
    shape: 'dropper',
    weight: 0.7,
    nouns: [
      noun('масляные духи', 'pl', 'Perfume Oil', 'майлуу атыр'),
      noun('парфюмерное масло', 'n', 'Fragrance Oil', 'атыр майы'),
    ],
    variants: ml(5, 10, 15),
    priceSom: [690, 3900],
    formula: 'perfumeOil',
    about: [
      text(
        'Масляная основа без спирта бережна к коже и раскрывает аромат близко к телу.',
        'The alcohol-free oil base is kind to skin and keeps the scent close and intimate.',
        'Спирти жок май негизи териге жумшак таасир этип, жытты денеге жакын, назик ачат.',
      ),
      text(
        'Несколько капель держатся дольше привычных духов.',
        'A few drops last longer than a usual spray perfume.',
        'Бир нече тамчысы кадимки атырга караганда узагыраак сакталат.',
      ),
    ],
    usage: [
      text(
        'Нанесите каплю на запястья и шею роллером или аппликатором.',
        'Apply a drop to wrists and neck with the roller or applicator.',
        'Билекке жана моюнга роллер же аппликатор менен бир тамчы сүртүңүз.',
      ),
      text(
        'Для более стойкого шлейфа наносите масло на увлажнённую кожу.',
        'For a longer-lasting trail, apply to moisturised skin.',
        'Жыт узагыраак сакталышы үчүн нымдалган териге сүртүңүз.',
      ),
    ],
  },
];
