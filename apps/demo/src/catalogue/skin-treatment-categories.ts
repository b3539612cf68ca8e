import type { LeafCategory } from './catalogue-types.js';
import { grams, ml, noun, pieces, text } from './data-helpers.js';

/** Occasional and targeted care: masks, eye care, sun protection. */
export const skinTreatmentLeaves: LeafCategory[] = [
  {
    slug: 'face-masks',
    name: text('Маски для лица', 'Face Masks', 'Бет маскалары'),
    shape: 'sheet-mask',
    weight: 1.3,
    titleStyle: 'epithet',
    nouns: [
      noun('тканевая маска', 'f', 'Sheet Mask', 'кездеме маска', { variants: pieces(1, 5, 10), priceSom: [120, 450] }),
      noun('маска для лица', 'f', 'Face Mask', 'бет маскасы'),
      noun('ночная маска', 'f', 'Sleeping Mask', 'түнкү маска'),
      noun('глиняная маска', 'f', 'Clay Mask', 'чопо маска'),
    ],
    benefits: ['moisturising', 'soothing', 'brightening', 'nourishing', 'poreRefining', 'firming', 'refreshing'],
    ingredients: [
      'hyaluronic',
      'centella',
      'snail',
      'rice',
      'greenTea',
      'collagen',
      'propolis',
      'aloe',
      'mugwort',
      'niacinamide',
      'vitaminC',
    ],
    properties: ['skin-type', 'age'],
    variants: ml(50, 75, 100),
    priceSom: [590, 2900],
    formula: 'mask',
    about: [
      text(
        'Маска — быстрый способ вернуть коже свежий и отдохнувший вид.',
        'A mask is a quick way to give skin a fresh, rested look.',
        'Маска — териге сергек жана эс алгандай көрүнүш кайтаруунун тез жолу.',
      ),
      text(
        'Идеальна для домашнего ухода перед важным событием или после долгого дня.',
        'Perfect for an at-home treat before a big event or after a long day.',
        'Маанилүү иш-чаранын алдында же узак күндөн кийин үйдө кам көрүү үчүн эң сонун.',
      ),
    ],
    usage: [
      text(
        'Нанесите на очищенную кожу, оставьте на 15–20 минут, затем снимите и вбейте остатки средства в кожу.',
        'Apply to cleansed skin, leave on for 15–20 minutes, then remove and pat the rest of the product into the skin.',
        'Тазаланган териге коюп, 15–20 мүнөткө калтырыңыз, андан кийин алып салып, калган каражатты териге таптап сиңириңиз.',
      ),
      text(
        'Используйте 2–3 раза в неделю: нанесите ровным слоем, избегая области глаз и губ, и через 10–15 минут смойте тёплой водой.',
        'Use 2–3 times a week: apply an even layer, avoiding the eyes and lips, and rinse off with warm water after 10–15 minutes.',
        'Жумасына 2–3 жолу колдонуңуз: көз менен эринге тийгизбей бирдей катмар менен сүртүп, 10–15 мүнөттөн кийин жылуу суу менен жууп салыңыз.',
      ),
    ],
  },
  {
    slug: 'eye-care',
    name: text('Уход за кожей вокруг глаз', 'Eye Care', 'Көз айланасына кам көрүү'),
    shape: 'tube',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [
      noun('крем для кожи вокруг глаз', 'm', 'Eye Cream', 'крем', { kyFor: 'көз айланасы үчүн' }),
      noun('гель для век', 'm', 'Eye Gel', 'гель', { kyFor: 'көз айланасы үчүн' }),
      noun('сыворотка для век', 'f', 'Eye Serum', 'сыворотка', { kyFor: 'көз айланасы үчүн' }),
      noun('патчи для глаз', 'pl', 'Eye Patches', 'көз патчтары', { variants: pieces(30, 60), priceSom: [590, 2400] }),
    ],
    benefits: ['moisturising', 'firming', 'antiAge', 'soothing', 'refreshing', 'brightening'],
    ingredients: [
      'caffeine',
      'peptides',
      'hyaluronic',
      'collagen',
      'retinol',
      'vitaminC',
      'snail',
      'centella',
      'greenTea',
    ],
    properties: ['age'],
    variants: ml(15, 30),
    priceSom: [690, 4900],
    formula: 'cream',
    about: [
      text(
        'Деликатная формула создана специально для тонкой кожи вокруг глаз.',
        'A delicate formula made especially for the thin skin around the eyes.',
        'Назик формуласы көздүн айланасындагы жука тери үчүн атайын түзүлгөн.',
      ),
      text(
        'Помогает уменьшить отёчность и следы усталости после бессонной ночи.',
        'Helps reduce puffiness and signs of tiredness after a short night.',
        'Уйкусуз түндөн кийинки шишик менен чарчоонун изин азайтууга жардам берет.',
      ),
    ],
    usage: [
      text(
        'Нанесите небольшое количество на кожу вокруг глаз и распределите лёгкими похлопывающими движениями безымянного пальца.',
        'Apply a small amount around the eyes and pat in lightly with your ring finger.',
        'Көздүн айланасына бир аз сүртүп, аты жок бармагыңыз менен жеңил таптап сиңириңиз.',
      ),
      text(
        'Используйте утром и вечером, двигаясь от внутреннего уголка глаза к внешнему.',
        'Use morning and evening, working from the inner to the outer corner of the eye.',
        'Эртең менен жана кечинде көздүн ички бурчунан тышкы бурчуна карай колдонуңуз.',
      ),
    ],
  },
  {
    slug: 'sunscreen',
    name: text('Солнцезащитные средства', 'Sunscreen', 'Күндөн коргоочу каражаттар'),
    shape: 'tube',
    weight: 1.1,
    titleStyle: 'epithet',
    nouns: [
      noun('солнцезащитный крем', 'm', 'Sun Cream', 'күндөн коргоочу крем'),
      noun('солнцезащитный флюид', 'm', 'Sun Fluid', 'күндөн коргоочу флюид'),
      noun('солнцезащитный стик', 'm', 'Sun Stick', 'күндөн коргоочу стик', { variants: grams(15, 20) }),
      noun('солнцезащитный спрей', 'm', 'Sun Spray', 'күндөн коргоочу спрей', { variants: ml(100, 150, 200) }),
    ],
    benefits: ['lightweight', 'moisturising', 'mattifying', 'soothing', 'waterproof'],
    ingredients: [
      'mineral',
      'aloe',
      'centella',
      'hyaluronic',
      'niacinamide',
      'vitaminE',
      'greenTea',
      'panthenol',
      'rice',
    ],
    properties: ['skin-type', 'spf'],
    variants: ml(30, 50, 100),
    priceSom: [590, 3400],
    formula: 'sunscreen',
    about: [
      text(
        'Надёжно защищает кожу от солнца в городе и на отдыхе.',
        'Reliably protects skin from the sun, in the city and on holiday.',
        'Шаарда да, эс алууда да терини күн нурунан ишенимдүү коргойт.',
      ),
      text(
        'Не оставляет белых следов и подходит как основа под макияж.',
        'Leaves no white cast and works well under make-up.',
        'Ак из калтырбайт жана макияж астына негиз катары ылайыктуу.',
      ),
    ],
    usage: [
      text(
        'Нанесите достаточное количество средства за 15–20 минут до выхода на солнце. Обновляйте каждые 2 часа и после купания.',
        'Apply generously 15–20 minutes before sun exposure. Reapply every 2 hours and after swimming.',
        'Күнгө чыгаардан 15–20 мүнөт мурун жетиштүү өлчөмдө сүртүңүз. Ар бир 2 саат сайын жана суудан чыккандан кийин кайра сүртүңүз.',
      ),
      text(
        'Используйте последним шагом утреннего ухода, равномерно распределив по лицу, шее и открытым участкам тела.',
        'Use as the last step of your morning routine, spreading evenly over the face, neck and any exposed skin.',
        'Эртең мененки кам көрүүнүн акыркы кадамы катары бетке, моюнга жана ачык жерлерге бирдей бөлүштүрүп сүртүңүз.',
      ),
    ],
  },
];
