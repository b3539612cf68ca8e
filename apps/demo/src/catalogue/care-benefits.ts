import type { Benefit } from './catalogue-types.js';
import { text } from './data-helpers.js';

/** Epithets for skin, body and hair care. */
export const careBenefits = {
  moisturising: {
    ru: ['увлажняющий', 'увлажняющая', 'увлажняющее', 'увлажняющие'],
    en: 'Moisturising',
    ky: 'нымдандыруучу',
    effect: text(
      'Глубоко увлажняет и снимает ощущение сухости.',
      'Deeply moisturises and relieves the feeling of dryness.',
      'Терең нымдап, кургактык сезимин кетирет.',
    ),
  },
  nourishing: {
    ru: ['питательный', 'питательная', 'питательное', 'питательные'],
    en: 'Nourishing',
    ky: 'азыктандыруучу',
    effect: text(
      'Питает и возвращает комфорт, не утяжеляя.',
      'Nourishes and restores comfort without weighing down.',
      'Оордотпостон азыктандырып, жайлуулукту калыбына келтирет.',
    ),
  },
  soothing: {
    ru: ['успокаивающий', 'успокаивающая', 'успокаивающее', 'успокаивающие'],
    en: 'Soothing',
    ky: 'тынчтандыруучу',
    effect: text(
      'Успокаивает раздражение и уменьшает покраснения.',
      'Calms irritation and reduces redness.',
      'Дүүлүгүүнү басаңдатып, кызарууну азайтат.',
    ),
  },
  brightening: {
    ru: ['осветляющий', 'осветляющая', 'осветляющее', 'осветляющие'],
    en: 'Brightening',
    ky: 'жаркыратуучу',
    effect: text(
      'Выравнивает тон и возвращает коже сияние.',
      'Evens out tone and brings back radiance.',
      'Тери өңүн тегиздеп, табигый жаркыроосун кайтарат.',
    ),
  },
  antiAge: {
    ru: ['омолаживающий', 'омолаживающая', 'омолаживающее', 'омолаживающие'],
    en: 'Anti-Ageing',
    ky: 'жашартуучу',
    effect: text(
      'Помогает сохранить упругость и разглаживает мелкие морщинки.',
      'Helps keep skin firm and smooths fine lines.',
      'Серпилгичтикти сактоого жардам берип, майда бырыштарды жылмалайт.',
    ),
  },
  firming: {
    ru: ['подтягивающий', 'подтягивающая', 'подтягивающее', 'подтягивающие'],
    en: 'Firming',
    ky: 'серпилгичтик берүүчү',
    effect: text(
      'Заметно подтягивает и повышает упругость.',
      'Visibly lifts and improves firmness.',
      'Терини көрүнүктүү тартып, серпилгичтигин жогорулатат.',
    ),
  },
  cleansing: {
    ru: ['очищающий', 'очищающая', 'очищающее', 'очищающие'],
    en: 'Cleansing',
    ky: 'тазалоочу',
    effect: text(
      'Мягко удаляет загрязнения и излишки себума, не нарушая защитный барьер.',
      'Gently removes impurities and excess sebum without disrupting the protective barrier.',
      'Коргоочу катмарды бузбастан, кирди жана ашыкча майды жумшак тазалайт.',
    ),
  },
  gentle: {
    ru: ['мягкий', 'мягкая', 'мягкое', 'мягкие'],
    en: 'Gentle',
    ky: 'жумшак',
    effect: text(
      'Деликатная формула подходит даже для ежедневного использования.',
      'The delicate formula is mild enough for everyday use.',
      'Назик формуласы күн сайын колдонууга да ылайыктуу.',
    ),
  },
  mattifying: {
    ru: ['матирующий', 'матирующая', 'матирующее', 'матирующие'],
    en: 'Mattifying',
    ky: 'мат эффекттүү',
    effect: text(
      'Контролирует блеск и сохраняет матовость на долгие часы.',
      'Controls shine and keeps a matte look for hours.',
      'Майлуу жылтырды көзөмөлдөп, көп саатка мат көрүнүштү сактайт.',
    ),
  },
  poreRefining: {
    ru: ['сужающий поры', 'сужающая поры', 'сужающее поры', 'сужающие поры'],
    en: 'Pore-Refining',
    ky: 'тешикчелерди тарылтуучу',
    effect: text(
      'Визуально сужает поры и выравнивает рельеф.',
      'Visibly refines pores and smooths texture.',
      'Тешикчелерди көрүнүктүү кичирейтип, тери бетин тегиздейт.',
    ),
  },
  repairing: {
    ru: ['восстанавливающий', 'восстанавливающая', 'восстанавливающее', 'восстанавливающие'],
    en: 'Repairing',
    ky: 'калыбына келтирүүчү',
    effect: text(
      'Восстанавливает ослабленную структуру и возвращает мягкость.',
      'Repairs weakened structure and brings back softness.',
      'Алсыраган түзүлүштү калыбына келтирип, жумшактыкты кайтарат.',
    ),
  },
  strengthening: {
    ru: ['укрепляющий', 'укрепляющая', 'укрепляющее', 'укрепляющие'],
    en: 'Strengthening',
    ky: 'бекемдөөчү',
    effect: text('Укрепляет и снижает ломкость.', 'Strengthens and reduces breakage.', 'Бекемдеп, морттукту азайтат.'),
  },
  smoothing: {
    ru: ['разглаживающий', 'разглаживающая', 'разглаживающее', 'разглаживающие'],
    en: 'Smoothing',
    ky: 'жылмалоочу',
    effect: text(
      'Разглаживает и дарит ощущение шелковистости.',
      'Smooths and leaves a silky feel.',
      'Жылмалап, жибектей жумшактык берет.',
    ),
  },
  thickening: {
    ru: ['уплотняющий', 'уплотняющая', 'уплотняющее', 'уплотняющие'],
    en: 'Thickening',
    ky: 'калыңдатуучу',
    effect: text(
      'Делает тонкие волосы плотнее и пышнее от корней.',
      'Makes fine hair feel thicker and fuller from the roots.',
      'Ичке чачты тамырынан баштап калыңыраак жана көлөмдүүрөөк кылат.',
    ),
  },
  refreshing: {
    ru: ['освежающий', 'освежающая', 'освежающее', 'освежающие'],
    en: 'Refreshing',
    ky: 'сергитүүчү',
    effect: text(
      'Освежает и дарит бодрящее ощущение чистоты.',
      'Refreshes and leaves a bright, clean feeling.',
      'Сергитип, тазалыктын жагымдуу сезимин берет.',
    ),
  },
  softening: {
    ru: ['смягчающий', 'смягчающая', 'смягчающее', 'смягчающие'],
    en: 'Softening',
    ky: 'жумшартуучу',
    effect: text(
      'Смягчает даже очень сухие участки.',
      'Softens even very dry areas.',
      'Өтө кургак жерлерди да жумшартат.',
    ),
  },
  protective: {
    ru: ['защитный', 'защитная', 'защитное', 'защитные'],
    en: 'Protective',
    ky: 'коргоочу',
    effect: text(
      'Создаёт невидимый барьер против сухого воздуха, ветра и перепадов температуры.',
      'Forms an invisible shield against dry air, wind and changes in temperature.',
      'Кургак абадан, шамалдан жана температуранын өзгөрүшүнөн коргоочу көрүнбөгөн катмар түзөт.',
    ),
  },
  lightweight: {
    ru: ['лёгкий', 'лёгкая', 'лёгкое', 'лёгкие'],
    en: 'Lightweight',
    ky: 'жеңил',
    effect: text(
      'Невесомая текстура почти не ощущается.',
      'The weightless texture is barely felt.',
      'Салмаксыз текстурасы дээрлик сезилбейт.',
    ),
  },
} satisfies Record<string, Benefit>;
