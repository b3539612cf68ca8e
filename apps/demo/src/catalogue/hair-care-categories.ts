import type { LeafCategory } from './catalogue-types.js';
import { ml, noun, text } from './data-helpers.js';

export const hairCareLeaves: LeafCategory[] = [
  {
    slug: 'shampoo',
    name: text('Шампуни', 'Shampoo', 'Шампундар'),
    shape: 'pump-bottle',
    weight: 1.3,
    titleStyle: 'epithet',
    nouns: [
      noun('шампунь для волос', 'm', 'Shampoo', 'шампунь', { kyFor: 'чач үчүн' }),
      noun('шампунь против перхоти', 'm', 'Anti-Dandruff Shampoo', 'кепекке каршы шампунь'),
      noun('шампунь для окрашенных волос', 'm', 'Colour-Care Shampoo', 'шампунь', { kyFor: 'боёлгон чач үчүн' }),
    ],
    benefits: [
      'moisturising',
      'nourishing',
      'repairing',
      'strengthening',
      'thickening',
      'soothing',
      'refreshing',
      'gentle',
      'smoothing',
    ],
    ingredients: [
      'keratin',
      'argan',
      'biotin',
      'teaTree',
      'panthenol',
      'coconut',
      'greenTea',
      'rice',
      'aloe',
      'peptides',
      'collagen',
      'jojoba',
    ],
    properties: ['hair-type'],
    variants: ml(250, 300, 500),
    priceSom: [390, 2900],
    formula: 'shampoo',
    about: [
      text(
        'Бережно очищает волосы и кожу головы, не смывая их естественную защиту.',
        'Gently cleanses hair and scalp without stripping their natural protection.',
        'Табигый коргоосун жок кылбастан, чачты жана баш терисин аяр тазалайт.',
      ),
      text(
        'Волосы становятся лёгкими, послушными и дольше остаются чистыми.',
        'Hair feels light and manageable and stays clean for longer.',
        'Чач жеңил болуп, оңой таралат жана узак убакыт таза бойдон калат.',
      ),
    ],
    usage: [
      text(
        'Нанесите на влажные волосы, вспеньте массажными движениями и смойте. При необходимости повторите.',
        'Apply to wet hair, lather with massaging movements and rinse. Repeat if needed.',
        'Нымдуу чачка сүртүп, массаж кыймылдары менен көбүртүңүз да, жууп салыңыз. Керек болсо кайталаңыз.',
      ),
      text(
        'Распределите небольшое количество по коже головы, помассируйте 1–2 минуты и тщательно смойте тёплой водой.',
        'Spread a small amount over the scalp, massage for 1–2 minutes and rinse thoroughly with warm water.',
        'Бир аз шампунду баш терисине бөлүштүрүп, 1–2 мүнөт массаж кылыңыз да, жылуу суу менен жакшылап жууп салыңыз.',
      ),
    ],
  },
  {
    slug: 'conditioner',
    name: text('Бальзамы и кондиционеры', 'Conditioners', 'Бальзамдар жана кондиционерлер'),
    shape: 'tube',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [
      noun('бальзам для волос', 'm', 'Hair Conditioner', 'чач бальзамы'),
      noun('кондиционер для волос', 'm', 'Conditioner', 'кондиционер', { kyFor: 'чач үчүн' }),
      noun('несмываемый спрей-кондиционер', 'm', 'Leave-In Conditioner Spray', 'жуулбай турган спрей-кондиционер'),
    ],
    benefits: ['moisturising', 'nourishing', 'smoothing', 'repairing', 'strengthening', 'lightweight', 'softening'],
    ingredients: ['keratin', 'argan', 'coconut', 'shea', 'panthenol', 'biotin', 'rice', 'jojoba', 'collagen', 'aloe'],
    properties: ['hair-type'],
    variants: ml(200, 250, 400),
    priceSom: [390, 2900],
    formula: 'conditioner',
    about: [
      text(
        'Облегчает расчёсывание и разглаживает волосы по всей длине.',
        'Makes combing easier and smooths hair along its length.',
        'Чачты тароону жеңилдетип, аны узундугу боюнча жылмалайт.',
      ),
      text(
        'Запечатывает кутикулу, поэтому волосы меньше путаются и пушатся.',
        'Seals the cuticle, so hair tangles and frizzes less.',
        'Кутикуланы жаап, чачтын чаташуусун жана үрпөйүшүн азайтат.',
      ),
    ],
    usage: [
      text(
        'После шампуня нанесите на длину и кончики волос, оставьте на 1–2 минуты и смойте.',
        'After shampooing, apply to the lengths and ends, leave for 1–2 minutes and rinse.',
        'Шампундан кийин чачтын узундугуна жана учтарына сүртүп, 1–2 мүнөткө калтырыңыз да, жууп салыңыз.',
      ),
      text(
        'Промокните волосы полотенцем, распределите средство, не затрагивая корни, и расчешите гребнем с редкими зубьями.',
        'Towel-dry hair, apply avoiding the roots and comb through with a wide-tooth comb.',
        'Чачты сүлгү менен кургатып, тамырына тийгизбей каражатты бөлүштүрүңүз да, тиштери сейрек тарак менен тараңыз.',
      ),
    ],
  },
  {
    slug: 'hair-masks',
    name: text('Маски для волос', 'Hair Masks', 'Чач маскалары'),
    shape: 'jar',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [
      noun('маска для волос', 'f', 'Hair Mask', 'чач маскасы'),
      noun('маска для кожи головы', 'f', 'Scalp Mask', 'маска', { kyFor: 'баш териси үчүн' }),
    ],
    benefits: ['repairing', 'nourishing', 'moisturising', 'strengthening', 'smoothing', 'soothing'],
    ingredients: ['keratin', 'argan', 'coconut', 'shea', 'collagen', 'biotin', 'jojoba', 'rice', 'peptides', 'teaTree'],
    properties: ['hair-type'],
    variants: ml(150, 250, 500),
    priceSom: [590, 3400],
    formula: 'conditioner',
    about: [
      text(
        'Интенсивный уход для волос, которым нужна дополнительная забота.',
        'An intensive treatment for hair that needs extra care.',
        'Кошумча кам көрүүгө муктаж чач үчүн күчөтүлгөн кам көрүү.',
      ),
      text(
        'Уже после первого применения волосы становятся мягче и блестят.',
        'After the very first use hair feels softer and shinier.',
        'Биринчи колдонуудан кийин эле чач жумшарып, жылтырай баштайт.',
      ),
    ],
    usage: [
      text(
        'Нанесите на чистые влажные волосы, оставьте на 5–10 минут и тщательно смойте.',
        'Apply to clean, damp hair, leave for 5–10 minutes and rinse thoroughly.',
        'Таза, нымдуу чачка сүртүп, 5–10 мүнөткө калтырыңыз да, жакшылап жууп салыңыз.',
      ),
      text(
        'Используйте 1–2 раза в неделю вместо бальзама; для усиления эффекта наденьте шапочку и укутайте волосы тёплым полотенцем.',
        'Use 1–2 times a week instead of conditioner; for a boost, cover with a cap and wrap in a warm towel.',
        'Жумасына 1–2 жолу бальзамдын ордуна колдонуңуз; таасирин күчөтүү үчүн калпак кийип, чачты жылуу сүлгү менен ороп коюңуз.',
      ),
    ],
  },
  {
    slug: 'hair-oils',
    name: text('Масла и сыворотки для волос', 'Hair Oils & Serums', 'Чач майлары жана сывороткалары'),
    shape: 'dropper',
    weight: 0.9,
    titleStyle: 'epithet',
    nouns: [
      noun('масло для волос', 'n', 'Hair Oil', 'чач майы'),
      noun('сыворотка для кончиков волос', 'f', 'Hair Ends Serum', 'сыворотка', { kyFor: 'чачтын учтары үчүн' }),
      noun('эликсир для волос', 'm', 'Hair Elixir', 'чач эликсири'),
    ],
    benefits: ['nourishing', 'smoothing', 'repairing', 'lightweight', 'strengthening', 'protective'],
    ingredients: ['argan', 'jojoba', 'coconut', 'squalane', 'vitaminE', 'keratin', 'castor', 'biotin'],
    properties: ['hair-type'],
    variants: ml(30, 50, 100),
    priceSom: [590, 3900],
    formula: 'hairOil',
    about: [
      text(
        'Несколько капель возвращают волосам гладкость и здоровый блеск.',
        'A few drops bring back smoothness and a healthy shine.',
        'Бир нече тамчысы чачка жылмакайлыкты жана сергек жылтырды кайтарат.',
      ),
      text(
        'Не утяжеляет и не делает волосы жирными.',
        "Doesn't weigh hair down or make it greasy.",
        'Чачты оордотпойт жана майлуу кылбайт.',
      ),
    ],
    usage: [
      text(
        'Разотрите 2–3 капли в ладонях и распределите по кончикам влажных или сухих волос. Не смывайте.',
        'Warm 2–3 drops between your palms and smooth over the ends of damp or dry hair. Do not rinse.',
        '2–3 тамчыны алакандарыңызга сүртүп, нымдуу же кургак чачтын учтарына бөлүштүрүңүз. Жууп салбаңыз.',
      ),
      text(
        'Нанесите перед укладкой феном, чтобы защитить волосы от высоких температур.',
        'Apply before blow-drying to protect hair from heat.',
        'Чачты ысыктан коргоо үчүн фен менен кургатуудан мурун сүртүңүз.',
      ),
    ],
  },
  {
    slug: 'hair-styling',
    name: text('Стайлинг', 'Styling', 'Чач жасалгалоо'),
    shape: 'spray-bottle',
    weight: 0.8,
    titleStyle: 'epithet',
    nouns: [
      noun('лак для волос', 'm', 'Hairspray', 'чач лагы'),
      noun('мусс для укладки', 'm', 'Styling Mousse', 'мусс', { kyFor: 'чач жасалгалоо үчүн' }),
      noun('спрей-термозащита', 'm', 'Heat Protection Spray', 'ысыктан коргоочу спрей'),
      noun('текстурирующий спрей', 'm', 'Texturising Spray', 'текстура берүүчү спрей'),
    ],
    benefits: ['longLasting', 'lightweight', 'thickening', 'smoothing', 'protective'],
    ingredients: ['keratin', 'panthenol', 'argan', 'vitaminE', 'rice', 'biotin'],
    properties: ['hair-type'],
    variants: ml(150, 250, 400),
    priceSom: [390, 2400],
    formula: 'styling',
    about: [
      text(
        'Фиксирует укладку и сохраняет естественную подвижность волос.',
        'Holds your style while keeping hair touchable.',
        'Чач жасалгасын бекитип, чачтын табигый кыймылын сактайт.',
      ),
      text(
        'Не склеивает пряди и легко удаляется расчёсыванием.',
        "Won't stick strands together and brushes out easily.",
        'Чач тутамдарын чаптабайт жана тарак менен оңой кетет.',
      ),
    ],
    usage: [
      text(
        'Распылите на волосы с расстояния 25–30 см и придайте форму руками или расчёской.',
        'Spray onto hair from 25–30 cm and shape with your hands or a brush.',
        'Чачка 25–30 см аралыктан чачыратып, кол же тарак менен форма бериңиз.',
      ),
      text(
        'Нанесите на влажные волосы у корней и высушите феном, приподнимая пряди.',
        'Apply to damp roots and blow-dry, lifting the strands.',
        'Нымдуу чачтын тамырына сүртүп, тутамдарды көтөрүп, фен менен кургатыңыз.',
      ),
    ],
  },
];
