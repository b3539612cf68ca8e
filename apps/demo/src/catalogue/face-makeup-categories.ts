import type { LeafCategory } from './catalogue-types.js';
import { ml, noun, text } from './data-helpers.js';
import { blushShades, foundationShades, lipShades, powderShades } from './shades-data.js';

export const faceMakeupLeaves: LeafCategory[] = [
  {
    slug: 'makeup-primer',
    name: text('Праймеры и базы', 'Primers', 'Праймерлер жана негиздер'),
    shape: 'tube',
    weight: 0.9,
    titleStyle: 'epithet',
    nouns: [
      noun('праймер для лица', 'm', 'Face Primer', 'бет праймери'),
      noun('база под макияж', 'f', 'Makeup Base', 'макияж негизи'),
      noun('праймер для век', 'm', 'Eyeshadow Primer', 'кабак праймери', { variants: ml(5, 10) }),
    ],
    benefits: ['mattifying', 'moisturising', 'poreRefining', 'radiant', 'longLasting', 'lightweight'],
    ingredients: ['hyaluronic', 'niacinamide', 'vitaminE', 'squalane', 'greenTea', 'centella', 'pearl'],
    properties: ['skin-type', 'finish'],
    variants: ml(15, 30, 50),
    priceSom: [690, 3900],
    formula: 'primer',
    about: [
      text(
        'Выравнивает поверхность кожи и продлевает стойкость макияжа.',
        "Smooths the skin's surface and makes make-up last longer.",
        'Тери бетин тегиздеп, макияждын туруктуулугун узартат.',
      ),
      text(
        'Создаёт ровную основу, на которую легко ложатся тональные средства.',
        'Creates an even base that foundation glides onto easily.',
        'Тоналдык каражаттар оңой жатуучу тегиз негиз түзөт.',
      ),
    ],
    usage: [
      text(
        'Нанесите тонким слоем на увлажнённую кожу перед тональным средством, уделяя внимание Т-зоне.',
        'Apply a thin layer over moisturised skin before foundation, focusing on the T-zone.',
        'Тоналдык каражаттын алдында нымдалган териге жука катмар менен сүртүңүз, айрыкча Т-зонага көңүл буруңуз.',
      ),
      text(
        'Распределите горошину средства кончиками пальцев и подождите минуту перед нанесением макияжа.',
        'Spread a pea-sized amount with your fingertips and wait a minute before applying make-up.',
        'Буурчактай өлчөмдөгү каражатты манжалардын учу менен бөлүштүрүп, макияж жасаардан мурун бир мүнөт күтүңүз.',
      ),
    ],
  },
  {
    slug: 'foundation',
    name: text('Тональные средства', 'Foundation', 'Тоналдык каражаттар'),
    shape: 'pump-bottle',
    weight: 1.2,
    titleStyle: 'epithet',
    nouns: [
      noun('тональный крем', 'm', 'Foundation', 'тоналдык крем'),
      noun('тональный флюид', 'm', 'Fluid Foundation', 'тоналдык флюид'),
      noun('кушон', 'm', 'Cushion Foundation', 'кушон'),
      noun('BB-крем', 'm', 'BB Cream', 'BB-крем'),
    ],
    benefits: ['longLasting', 'lightweight', 'moisturising', 'matte', 'satin', 'radiant'],
    ingredients: ['hyaluronic', 'niacinamide', 'vitaminE', 'squalane', 'centella', 'peptides'],
    properties: ['skin-type', 'finish'],
    variants: foundationShades,
    priceSom: [790, 4900],
    formula: 'foundation',
    about: [
      text(
        'Выравнивает тон и скрывает мелкие несовершенства, сохраняя естественный вид кожи.',
        'Evens out skin tone and covers small imperfections while keeping a natural look.',
        'Тери өңүн теңдеп, майда кемчиликтерди жашырат жана табигый көрүнүштү сактайт.',
      ),
      text(
        'Покрытие легко наслаивается: от лёгкого до плотного.',
        'The coverage is buildable, from sheer to full.',
        'Жабуусун катмарлап коюу оңой: жеңилден калыңга чейин.',
      ),
    ],
    usage: [
      text(
        'Нанесите небольшое количество на центр лица и растушуйте спонжем или кистью к краям.',
        'Apply a small amount to the centre of the face and blend outwards with a sponge or brush.',
        'Беттин ортосуна бир аз коюп, губка же щётка менен четтерине карай жайыңыз.',
      ),
      text(
        'Распределите по лицу кончиками пальцев после праймера; для более плотного покрытия нанесите второй слой.',
        'Blend over the face with your fingertips after primer; add a second layer for more coverage.',
        'Праймерден кийин манжалардын учу менен бетке бөлүштүрүңүз; калыңыраак жабуу үчүн экинчи катмарды сүртүңүз.',
      ),
    ],
  },
  {
    slug: 'powder',
    name: text('Пудра и румяна', 'Powder & Blush', 'Упа жана эндик'),
    shape: 'compact',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [
      noun('компактная пудра', 'f', 'Pressed Powder', 'компакттуу упа'),
      noun('рассыпчатая пудра', 'f', 'Loose Powder', 'борпоң упа'),
      noun('румяна', 'pl', 'Blush', 'эндик', { variants: blushShades }),
    ],
    benefits: ['mattifying', 'longLasting', 'lightweight', 'matte', 'satin', 'radiant'],
    ingredients: ['pearl', 'vitaminE', 'rice', 'zinc', 'jojoba'],
    properties: ['skin-type', 'finish'],
    variants: powderShades,
    priceSom: [590, 3900],
    formula: 'powder',
    about: [
      text(
        'Фиксирует макияж и убирает лишний блеск без эффекта маски.',
        'Sets make-up and takes away excess shine without a cakey look.',
        'Макияжды бекитип, ашыкча жылтырды маска эффектисиз кетирет.',
      ),
      text(
        'Тонко молотые пигменты ложатся невесомой вуалью.',
        'Finely milled pigments settle as a weightless veil.',
        'Майда тартылган пигменттер салмаксыз жука парда болуп жатат.',
      ),
    ],
    usage: [
      text(
        'Наберите немного средства на кисть, стряхните излишки и нанесите лёгкими движениями.',
        'Pick up a little product on a brush, tap off the excess and apply with light strokes.',
        'Щёткага бир аз алып, ашыкчасын силкип түшүрүңүз да, жеңил кыймылдар менен сүртүңүз.',
      ),
      text(
        'В течение дня освежайте макияж на Т-зоне с помощью пуховки.',
        'Touch up the T-zone with a puff during the day.',
        'Күн ичинде Т-зонадагы макияжды пуховка менен жаңылап туруңуз.',
      ),
    ],
  },
  {
    slug: 'lipstick',
    name: text('Помады и тинты', 'Lipstick & Tints', 'Эрин боёктору'),
    shape: 'lipstick',
    weight: 1.3,
    titleStyle: 'epithet',
    nouns: [
      noun('помада для губ', 'f', 'Lipstick', 'эрин боёгу'),
      noun('жидкая помада', 'f', 'Liquid Lipstick', 'суюк эрин боёгу'),
      noun('тинт для губ', 'm', 'Lip Tint', 'эрин тинти'),
      noun('бальзам для губ', 'm', 'Tinted Lip Balm', 'эрин бальзамы'),
    ],
    benefits: ['longLasting', 'moisturising', 'nourishing', 'matte', 'satin', 'glossy'],
    ingredients: ['shea', 'jojoba', 'vitaminE', 'hyaluronic', 'coconut', 'argan', 'squalane'],
    properties: ['finish'],
    variants: lipShades,
    priceSom: [390, 2900],
    formula: 'lipstick',
    about: [
      text(
        'Насыщенный цвет раскрывается с первого нанесения.',
        'Rich colour shows up from the very first swipe.',
        'Каныккан түсү биринчи сүрткөндө эле ачылат.',
      ),
      text(
        'Комфортно ощущается на губах и не подчёркивает шелушения.',
        "Feels comfortable on the lips and doesn't emphasise dry patches.",
        'Эринде жайлуу сезилип, кургак жерлерди баса белгилебейт.',
      ),
    ],
    usage: [
      text(
        'Нанесите на губы прямо из футляра, начиная с центра и двигаясь к уголкам.',
        'Apply straight from the bullet, starting at the centre of the lips and working outwards.',
        'Түздөн-түз эринге, ортосунан баштап эриндин бурчтарына карай сүртүңүз.',
      ),
      text(
        'Для чёткого контура сначала обведите губы карандашом, затем заполните цветом.',
        'For a defined shape, line the lips first and then fill in with colour.',
        'Эриндин так контуру үчүн адегенде карандаш менен чийип, андан кийин түс менен толтуруңуз.',
      ),
    ],
  },
];
