import type { LeafCategory } from './catalogue-types.js';
import { noun, text } from './data-helpers.js';
import { browShades, eyeshadowShades, lashStyles, mascaraShades } from './shades-data.js';

export const eyeMakeupLeaves: LeafCategory[] = [
  {
    slug: 'eyeshadow',
    name: text('Тени для век', 'Eyeshadow', 'Кабак көлөкөлөрү'),
    shape: 'palette',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [
      noun('палетка теней для век', 'f', 'Eyeshadow Palette', 'көлөкө палеткасы', { kyFor: 'кабак үчүн' }),
      noun('тени для век', 'pl', 'Eyeshadow', 'кабак көлөкөсү'),
      noun('кремовые тени', 'pl', 'Cream Eyeshadow', 'кремдүү кабак көлөкөсү'),
    ],
    benefits: ['longLasting', 'waterproof', 'matte', 'satin', 'radiant'],
    ingredients: ['vitaminE', 'jojoba', 'pearl'],
    properties: ['finish'],
    variants: eyeshadowShades,
    priceSom: [590, 4500],
    formula: 'eyeshadow',
    about: [
      text(
        'Оттенки легко растушёвываются и сочетаются между собой.',
        'The shades blend easily and work well together.',
        'Түстөрү оңой жайылып, бири-бири менен жакшы айкалышат.',
      ),
      text(
        'Подходит как для дневного макияжа, так и для яркого вечернего образа.',
        'Suits both everyday make-up and a bold evening look.',
        'Күндүзгү макияжга да, ачык кечки образга да ылайыктуу.',
      ),
    ],
    usage: [
      text(
        'Нанесите тени кистью или подушечкой пальца на подвижное веко и растушуйте границы.',
        'Apply with a brush or fingertip to the mobile lid and blend out the edges.',
        'Көлөкөнү щётка же манжанын учу менен кыймылдуу кабакка сүртүп, чектерин жайыңыз.',
      ),
      text(
        'Для большей стойкости используйте праймер для век; тёмные оттенки наносите во внешний уголок.',
        'Use an eyeshadow primer for longer wear; place darker shades in the outer corner.',
        'Узагыраак туруш үчүн кабак праймерин колдонуңуз; кочкул түстөрдү көздүн тышкы бурчуна сүртүңүз.',
      ),
    ],
  },
  {
    slug: 'mascara',
    name: text('Тушь для ресниц', 'Mascara', 'Кирпик тушу'),
    shape: 'mascara',
    weight: 1,
    titleStyle: 'epithet',
    nouns: [noun('тушь для ресниц', 'f', 'Mascara', 'кирпик тушу')],
    benefits: ['volume', 'lengthening', 'curling', 'waterproof', 'longLasting'],
    ingredients: ['castor', 'keratin', 'vitaminE', 'panthenol', 'peptides', 'biotin'],
    properties: [],
    variants: mascaraShades,
    priceSom: [490, 2900],
    formula: 'mascara',
    about: [
      text(
        'Щёточка прокрашивает каждую ресницу от корней до кончиков.',
        'The brush coats every lash from root to tip.',
        'Щёткасы ар бир кирпикти түбүнөн учуна чейин боёйт.',
      ),
      text(
        'Не осыпается и не отпечатывается на веках в течение дня.',
        "Won't flake or smudge onto the lids through the day.",
        'Күн бою төгүлбөйт жана кабакка из калтырбайт.',
      ),
    ],
    usage: [
      text(
        'Нанесите тушь зигзагообразными движениями от корней к кончикам ресниц. При желании добавьте второй слой.',
        'Apply in a zigzag motion from the roots to the tips. Add a second coat if you like.',
        'Тушту зигзаг кыймылы менен кирпиктин түбүнөн учуна карай сүртүңүз. Кааласаңыз, экинчи катмарды кошуңуз.',
      ),
      text(
        'Прокрасьте сначала верхние, затем нижние ресницы, держа щёточку вертикально для уголков глаз.',
        'Coat the upper lashes first, then the lower ones, holding the brush upright for the corners.',
        'Адегенде үстүңкү, андан кийин астыңкы кирпиктерди боёңуз; көздүн бурчтары үчүн щётканы тик кармаңыз.',
      ),
    ],
  },
  {
    slug: 'brows',
    name: text('Брови', 'Brows', 'Каштар'),
    shape: 'pencil',
    weight: 0.9,
    titleStyle: 'epithet',
    nouns: [
      noun('карандаш для бровей', 'm', 'Brow Pencil', 'каш карандашы'),
      noun('гель для бровей', 'm', 'Brow Gel', 'каш гели'),
      noun('помада для бровей', 'f', 'Brow Pomade', 'каш помадасы'),
    ],
    benefits: ['longLasting', 'waterproof'],
    ingredients: ['castor', 'panthenol', 'vitaminE', 'keratin', 'biotin'],
    properties: [],
    variants: browShades,
    priceSom: [390, 2400],
    formula: 'brow',
    about: [
      text(
        'Помогает придать бровям аккуратную форму и заполнить пробелы.',
        'Helps shape the brows neatly and fill in any gaps.',
        'Каштарга тыкан форма берип, боштуктарды толтурууга жардам берет.',
      ),
      text(
        'Естественные оттенки выглядят как настоящие волоски.',
        'Natural shades look like real hairs.',
        'Табигый түстөрү чыныгы кылдардай көрүнөт.',
      ),
    ],
    usage: [
      text(
        'Прорисуйте брови короткими штрихами по направлению роста волосков, затем расчешите щёточкой.',
        'Draw short strokes in the direction of hair growth, then brush through.',
        'Каштарды кылдардын өсүү багыты боюнча кыска сызыктар менен тартып, андан кийин щётка менен тараңыз.',
      ),
      text(
        'Начните с середины брови и двигайтесь к кончику, а начало брови прокрасьте совсем легко.',
        'Start at the middle of the brow and work towards the tail, keeping the front light.',
        'Каштын ортосунан баштап учуна карай тартыңыз, каштын башын жеңил гана боёңуз.',
      ),
    ],
  },
  {
    slug: 'lashes',
    name: text('Накладные ресницы', 'False Lashes', 'Жасалма кирпиктер'),
    shape: 'lashes',
    weight: 0.8,
    titleStyle: 'epithet',
    nouns: [
      noun('накладные ресницы', 'pl', 'False Lashes', 'жасалма кирпиктер'),
      noun('пучки ресниц', 'pl', 'Lash Clusters', 'кирпик тутамдары'),
    ],
    benefits: ['reusable', 'magnetic', 'silky', 'volume', 'naturalLook', 'lightweight'],
    ingredients: [],
    properties: [],
    variants: lashStyles,
    priceSom: [290, 1900],
    formula: 'lashes',
    about: [
      text(
        'Ресницы на мягкой гибкой основе удобно носить весь день.',
        'The soft, flexible band is comfortable to wear all day.',
        'Жумшак ийкемдүү негиздеги кирпиктерди күн бою тагынуу ыңгайлуу.',
      ),
      text(
        'Преображают взгляд за пару минут — без похода в салон.',
        'Transform your look in a couple of minutes, no salon visit needed.',
        'Салонго барбай эле, бир нече мүнөттө көз карашыңызды өзгөртөт.',
      ),
    ],
    usage: [
      text(
        'Примерьте ресницы и при необходимости подрежьте. Нанесите клей на основу, подождите 30 секунд и приклейте как можно ближе к линии роста своих ресниц.',
        'Try the lashes on and trim if needed. Apply glue to the band, wait 30 seconds and place as close to your lash line as possible.',
        'Кирпиктерди ченеп көрүп, керек болсо кыркыңыз. Негизине желим сүртүп, 30 секунд күтүңүз да, өз кирпиктериңиздин түбүнө мүмкүн болушунча жакын жабыштырыңыз.',
      ),
      text(
        'Снимайте ресницы аккуратно, начиная с внешнего уголка, очищайте основу от клея и храните в коробочке.',
        'Remove gently from the outer corner, clean the glue off the band and store in the case.',
        'Кирпиктерди тышкы бурчунан баштап акырын алып салыңыз, негизин желимден тазалап, кутусунда сактаңыз.',
      ),
    ],
  },
];
