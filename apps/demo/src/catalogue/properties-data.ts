import type { CategoryPropertySlug, CountryCode, Localised } from './catalogue-types.js';

export type PropertySlug = CategoryPropertySlug | 'country' | 'volume';

export interface PropertyValueSeed {
  slug: string;
  name: Localised;
  /** How descriptions name the people a skin or hair type value targets: "сухой" in "для сухой кожи". */
  audience?: Localised;
}

export interface PropertySeed {
  slug: PropertySlug;
  name: Localised;
  values: PropertyValueSeed[];
}

export const countries: Record<CountryCode, { name: Localised; madeIn: Localised }> = {
  KR: {
    name: { ru: 'Южная Корея', en: 'South Korea', ky: 'Түштүк Корея' },
    madeIn: { ru: 'в Южной Корее', en: 'in South Korea', ky: 'Түштүк Кореяда' },
  },
  FR: {
    name: { ru: 'Франция', en: 'France', ky: 'Франция' },
    madeIn: { ru: 'во Франции', en: 'in France', ky: 'Францияда' },
  },
  IT: { name: { ru: 'Италия', en: 'Italy', ky: 'Италия' }, madeIn: { ru: 'в Италии', en: 'in Italy', ky: 'Италияда' } },
  DE: {
    name: { ru: 'Германия', en: 'Germany', ky: 'Германия' },
    madeIn: { ru: 'в Германии', en: 'in Germany', ky: 'Германияда' },
  },
  ES: {
    name: { ru: 'Испания', en: 'Spain', ky: 'Испания' },
    madeIn: { ru: 'в Испании', en: 'in Spain', ky: 'Испанияда' },
  },
  CH: {
    name: { ru: 'Швейцария', en: 'Switzerland', ky: 'Швейцария' },
    madeIn: { ru: 'в Швейцарии', en: 'in Switzerland', ky: 'Швейцарияда' },
  },
  PL: {
    name: { ru: 'Польша', en: 'Poland', ky: 'Польша' },
    madeIn: { ru: 'в Польше', en: 'in Poland', ky: 'Польшада' },
  },
  GB: {
    name: { ru: 'Великобритания', en: 'United Kingdom', ky: 'Улуу Британия' },
    madeIn: { ru: 'в Великобритании', en: 'in the United Kingdom', ky: 'Улуу Британияда' },
  },
  SE: {
    name: { ru: 'Швеция', en: 'Sweden', ky: 'Швеция' },
    madeIn: { ru: 'в Швеции', en: 'in Sweden', ky: 'Швецияда' },
  },
  US: { name: { ru: 'США', en: 'USA', ky: 'АКШ' }, madeIn: { ru: 'в США', en: 'in the USA', ky: 'АКШда' } },
  CA: {
    name: { ru: 'Канада', en: 'Canada', ky: 'Канада' },
    madeIn: { ru: 'в Канаде', en: 'in Canada', ky: 'Канадада' },
  },
};

/** Every size a product comes in, in ml; each is a `volume` filter value. */
export const VOLUMES_ML = [5, 10, 15, 30, 50, 75, 100, 150, 200, 250, 300, 400, 500];

const value = (slug: string, ru: string, en: string, ky: string, audience?: Localised): PropertyValueSeed => ({
  slug,
  name: { ru, en, ky },
  audience,
});

const sameInEveryLanguage = (slug: string, label: string): PropertyValueSeed => value(slug, label, label, label);

export const propertySeeds: PropertySeed[] = [
  {
    slug: 'skin-type',
    name: { ru: 'Тип кожи', en: 'Skin type', ky: 'Теринин түрү' },
    values: [
      value('dry', 'Сухая', 'Dry', 'Кургак', { ru: 'сухой', en: 'dry', ky: 'кургак' }),
      value('oily', 'Жирная', 'Oily', 'Майлуу', { ru: 'жирной', en: 'oily', ky: 'майлуу' }),
      value('combination', 'Комбинированная', 'Combination', 'Аралаш', {
        ru: 'комбинированной',
        en: 'combination',
        ky: 'аралаш',
      }),
      value('normal', 'Нормальная', 'Normal', 'Кадимки', { ru: 'нормальной', en: 'normal', ky: 'кадимки' }),
      value('sensitive', 'Чувствительная', 'Sensitive', 'Сезгич', {
        ru: 'чувствительной',
        en: 'sensitive',
        ky: 'сезгич',
      }),
    ],
  },
  {
    slug: 'hair-type',
    name: { ru: 'Тип волос', en: 'Hair type', ky: 'Чачтын түрү' },
    values: [
      value('normal', 'Нормальные', 'Normal', 'Кадимки', { ru: 'нормальных', en: 'normal', ky: 'кадимки' }),
      value('dry', 'Сухие', 'Dry', 'Кургак', { ru: 'сухих', en: 'dry', ky: 'кургак' }),
      value('oily', 'Жирные', 'Oily', 'Майлуу', { ru: 'жирных', en: 'oily', ky: 'майлуу' }),
      value('damaged', 'Повреждённые', 'Damaged', 'Бузулган', { ru: 'повреждённых', en: 'damaged', ky: 'бузулган' }),
      value('coloured', 'Окрашенные', 'Colour-treated', 'Боёлгон', {
        ru: 'окрашенных',
        en: 'colour-treated',
        ky: 'боёлгон',
      }),
      value('curly', 'Вьющиеся', 'Curly', 'Тармал', { ru: 'вьющихся', en: 'curly', ky: 'тармал' }),
      value('fine', 'Тонкие', 'Fine', 'Ичке', { ru: 'тонких', en: 'fine', ky: 'ичке' }),
    ],
  },
  {
    slug: 'age',
    name: { ru: 'Возраст', en: 'Age', ky: 'Жаш курак' },
    values: ['20+', '30+', '40+', '50+'].map((label) => sameInEveryLanguage(label.replace('+', '-plus'), label)),
  },
  {
    slug: 'finish',
    name: { ru: 'Финиш', en: 'Finish', ky: 'Финиш эффекти' },
    values: [
      value('matte', 'Матовый', 'Matte', 'Мат'),
      value('satin', 'Сатиновый', 'Satin', 'Сатин'),
      value('dewy', 'Сияющий', 'Dewy', 'Нымдуу жаркыроо'),
      value('glossy', 'Глянцевый', 'Glossy', 'Жылтырак'),
    ],
  },
  {
    slug: 'spf',
    name: { ru: 'Степень защиты SPF', en: 'SPF', ky: 'SPF коргоо деңгээли' },
    values: [
      sameInEveryLanguage('spf-15', 'SPF 15'),
      sameInEveryLanguage('spf-30', 'SPF 30'),
      sameInEveryLanguage('spf-50', 'SPF 50+'),
    ],
  },
  {
    slug: 'fragrance-family',
    name: { ru: 'Семейство ароматов', en: 'Fragrance family', ky: 'Жыттын түрү' },
    values: [
      value('floral', 'Цветочные', 'Floral', 'Гүлдүү'),
      value('woody', 'Древесные', 'Woody', 'Жыгачтуу'),
      value('citrus', 'Цитрусовые', 'Citrus', 'Цитрустуу'),
      value('oriental', 'Восточные', 'Oriental', 'Чыгыштык'),
      value('fresh', 'Свежие', 'Fresh', 'Сергитүүчү'),
    ],
  },
  {
    slug: 'gender',
    name: { ru: 'Для кого', en: 'For', ky: 'Кимге арналган' },
    values: [
      value('women', 'Для женщин', 'Women', 'Аялдарга'),
      value('men', 'Для мужчин', 'Men', 'Эркектерге'),
      value('unisex', 'Унисекс', 'Unisex', 'Унисекс'),
    ],
  },
  {
    slug: 'volume',
    name: { ru: 'Объём', en: 'Volume', ky: 'Көлөмү' },
    values: VOLUMES_ML.map((ml) => value(`${ml}-ml`, `${ml} мл`, `${ml} ml`, `${ml} мл`)),
  },
  {
    slug: 'country',
    name: { ru: 'Страна производства', en: 'Country of origin', ky: 'Өндүрүлгөн өлкө' },
    values: Object.entries(countries).map(([code, country]) => ({ slug: code.toLowerCase(), name: country.name })),
  },
];
