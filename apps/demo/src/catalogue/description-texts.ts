import type { FamilySlug, Localised } from './catalogue-types.js';
import { text } from './data-helpers.js';

/** Closing remarks that suit any product of a family. */
export const familyRemarks: Record<FamilySlug, Localised[]> = {
  'skin-care': [
    text(
      'Формула без спирта не пересушивает кожу.',
      "The alcohol-free formula won't dry skin out.",
      'Курамында спирт жок, ошондуктан терини кургатпайт.',
    ),
    text('Дерматологически протестировано.', 'Dermatologically tested.', 'Дерматологиялык текшерүүдөн өткөн.'),
    text(
      'Хорошо сочетается с другими средствами ухода и подходит для ежедневного применения.',
      'Layers well with other products and suits daily use.',
      'Башка каражаттар менен жакшы айкалышат жана күн сайын колдонууга ылайыктуу.',
    ),
    text(
      'Не содержит парабенов и минеральных масел.',
      'Free from parabens and mineral oils.',
      'Курамында парабендер жана минералдык майлар жок.',
    ),
  ],
  makeup: [
    text(
      'Не забивает поры и подходит для ежедневного использования.',
      'Non-comedogenic and suitable for everyday wear.',
      'Тешикчелерди тыгындабайт жана күн сайын колдонууга ылайыктуу.',
    ),
    text(
      'Протестировано офтальмологами и дерматологами.',
      'Tested by ophthalmologists and dermatologists.',
      'Офтальмологдор жана дерматологдор тарабынан текшерилген.',
    ),
    text(
      'Компактная упаковка легко помещается в косметичку.',
      'The compact packaging slips easily into a make-up bag.',
      'Чакан таңгагы косметичкага оңой батат.',
    ),
  ],
  perfume: [
    text(
      'Флакон из толстого стекла приятно держать в руке.',
      'The heavy glass bottle feels good in the hand.',
      'Калың айнектен жасалган флакону колго жагымдуу тийет.',
    ),
    text(
      'Красивый выбор для подарка на любой праздник.',
      'A lovely choice of gift for any occasion.',
      'Каалаган майрамга белек катары сонун тандоо.',
    ),
  ],
  'body-care': [
    text(
      'Ненавязчивый аромат остаётся на коже ещё несколько часов.',
      'A subtle scent lingers on the skin for a few hours.',
      'Жагымдуу жеңил жыты териде дагы бир нече саат сакталат.',
    ),
    text('Подходит всей семье.', 'Suitable for the whole family.', 'Бүт үй-бүлөгө ылайыктуу.'),
    text(
      'Формула на 95% состоит из ингредиентов натурального происхождения.',
      '95% of the formula is made from ingredients of natural origin.',
      'Формуланын 95% табигый ингредиенттерден турат.',
    ),
    text(
      'Протестировано дерматологами на чувствительной коже.',
      'Dermatologically tested on sensitive skin.',
      'Сезгич териде дерматологиялык текшерүүдөн өткөн.',
    ),
  ],
  'hair-care': [
    text(
      'Без сульфатов и силиконов.',
      'Free from sulphates and silicones.',
      'Курамында сульфаттар жана силикондор жок.',
    ),
    text('Подходит для ежедневного использования.', 'Gentle enough for daily use.', 'Күн сайын колдонууга ылайыктуу.'),
    text(
      'Приятный аромат остаётся на волосах до следующего мытья.',
      'A pleasant scent stays on the hair until the next wash.',
      'Жагымдуу жыты кийинки жуунганга чейин чачта сакталат.',
    ),
    text(
      'Защищает волосы от горячей укладки и городской пыли.',
      'Protects hair from heat styling and city dust.',
      'Чачты ысык жасалгалоодон жана шаар чаңынан коргойт.',
    ),
  ],
};

/** Korean brands are bought for the routine they belong to, so they say so. */
export const koreanRoutine = text(
  'Корейская формула создана для многоступенчатого ухода и хорошо сочетается с другими средствами.',
  'The Korean formula is designed for a multi-step routine and layers well with other products.',
  'Корей формуласы көп баскычтуу кам көрүүгө ылайыкталган жана башка каражаттар менен жакшы айкалышат.',
);

export function madeInSentence(madeIn: Localised): Localised {
  return {
    ru: `Произведено ${madeIn.ru} по строгим стандартам качества.`,
    en: `Made ${madeIn.en} to strict quality standards.`,
    ky: `${madeIn.ky} сапаттын катуу стандарттары боюнча өндүрүлгөн.`,
  };
}

type Audience = 'skin' | 'hair';

/** "Suitable for dry and normal skin" from the audience forms of the chosen filter values. */
export function audienceSentence(audience: Audience, forms: Localised[]): Localised {
  const list = (lang: keyof Localised, and: string) =>
    joinList(
      forms.map((form) => form[lang]),
      and,
    );
  if (audience === 'skin') {
    return {
      ru: `Подходит для ${list('ru', 'и')} кожи.`,
      en: `Suitable for ${list('en', 'and')} skin.`,
      ky: `${capitalise(list('ky', 'жана'))} териге ылайыктуу.`,
    };
  }
  return {
    ru: `Подходит для ${list('ru', 'и')} волос.`,
    en: `Suitable for ${list('en', 'and')} hair.`,
    ky: `${capitalise(list('ky', 'жана'))} чачка ылайыктуу.`,
  };
}

export function capitalise(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/** "a", "a и b", "a, b и c". */
function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

export type CompositionStyle = 'plain' | 'key-ingredient' | 'inci';

/** Wrappers around the INCI list; ingredient names stay in Latin in every language. */
export function compositionText(inci: string, featured: Localised | undefined, style: CompositionStyle): Localised {
  if (featured && style === 'key-ingredient') {
    return {
      ru: `Ключевой компонент — ${featured.ru}. Полный состав: ${inci}.`,
      en: `Key ingredient: ${featured.en}. Full list: ${inci}.`,
      ky: `Негизги компоненти — ${featured.ky}. Толук курамы: ${inci}.`,
    };
  }
  if (style === 'inci') {
    return {
      ru: `Состав (INCI): ${inci}. Без парабенов.`,
      en: `Ingredients (INCI): ${inci}. Paraben-free.`,
      ky: `Курамы (INCI): ${inci}. Парабендер жок.`,
    };
  }
  return { ru: `Состав: ${inci}.`, en: `Ingredients: ${inci}.`, ky: `Курамы: ${inci}.` };
}

export function materialsText(materials: string): Localised {
  return { ru: `Материалы: ${materials}.`, en: `Materials: ${materials}.`, ky: `Материалдары: ${materials}.` };
}
