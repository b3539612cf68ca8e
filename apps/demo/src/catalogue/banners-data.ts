import type { Localised } from './catalogue-types.js';
import { text } from './data-helpers.js';

export interface BannerSeed {
  slug: string;
  title: Localised;
  subtitle: Localised;
  body: Localised;
  link: string;
}

export const bannerSeeds: BannerSeed[] = [
  {
    slug: 'summer-sun-care',
    title: text('Солнце без ожогов', 'Sun Without the Burn', 'Күйбөй туруп күнгө чыгыңыз'),
    subtitle: text(
      'Солнцезащитные средства SPF 30 и 50+',
      'Sunscreens with SPF 30 and 50+',
      'SPF 30 жана 50+ күндөн коргоочу каражаттар',
    ),
    body: text(
      'Лёгкие флюиды и кремы, которые не оставляют белых следов. Подберите защиту для города, гор и Иссык-Куля.',
      'Light fluids and creams that leave no white cast. Find protection for the city, the mountains and Issyk-Kul.',
      'Ак из калтырбаган жеңил флюиддер жана кремдер. Шаар, тоо жана Ысык-Көл үчүн ылайыктуу коргоону тандаңыз.',
    ),
    link: '/catalog?categoryName=sunscreen',
  },
  {
    slug: 'k-beauty-masks',
    title: text('Неделя корейских масок', 'Korean Mask Week', 'Корей маскаларынын жумасы'),
    subtitle: text(
      'Тканевые и ночные маски от корейских брендов',
      'Sheet and sleeping masks from Korean brands',
      'Корей бренддеринин кездеме жана түнкү маскалары',
    ),
    body: text(
      'Пятнадцать минут — и кожа выглядит отдохнувшей. Соберите свой набор масок на каждый день недели.',
      'Fifteen minutes and your skin looks rested. Build a set of masks for every day of the week.',
      'Он беш мүнөт — жана териңиз эс алгандай көрүнөт. Жуманын ар бир күнүнө маскалардын топтомун түзүңүз.',
    ),
    link: '/catalog?categoryName=face-masks',
  },
  {
    slug: 'perfume-gifts',
    title: text('Ароматы в подарок', 'Scents to Give', 'Белекке атыр'),
    subtitle: text(
      'Парфюмерные наборы в праздничной упаковке',
      'Perfume sets in festive packaging',
      'Майрамдык таңгактагы атыр топтомдору',
    ),
    body: text(
      'Миниатюры и подарочные наборы европейских и американских домов. Поможем выбрать аромат на консультации.',
      'Miniatures and gift sets from European and American houses. Our consultants will help you choose.',
      'Европа жана Америка үйлөрүнүн мини атырлары жана белек топтомдору. Кеңешчилерибиз жыт тандоого жардам беришет.',
    ),
    link: '/catalog?categoryName=perfume-sets',
  },
  {
    slug: 'flawless-base',
    title: text('Идеальная база', 'A Flawless Base', 'Мүчүлүшсүз негиз'),
    subtitle: text(
      'Праймеры, которые продлевают стойкость макияжа',
      'Primers that make your make-up last',
      'Макияжды узак сактаган праймерлер',
    ),
    body: text(
      'Матирующие и сияющие праймеры выравнивают кожу и помогают тональному средству продержаться весь день.',
      'Mattifying and radiant primers smooth the skin and help foundation last all day.',
      'Мат жана жаркыраган праймерлер терини тегиздеп, тоналдык каражаттын күн бою турушуна жардам берет.',
    ),
    link: '/catalog?categoryName=makeup-primer',
  },
  {
    slug: 'free-delivery',
    title: text('Бесплатная доставка по Бишкеку', 'Free Delivery in Bishkek', 'Бишкек боюнча акысыз жеткирүү'),
    subtitle: text('При заказе от 4 000 сом', 'On orders from 4,000 som', '4 000 сомдон баштап буйрутма кылганда'),
    body: text(
      'Курьер привезёт заказ в удобное время, а в наших трёх магазинах его можно забрать самостоятельно с 10:00 до 21:00.',
      'A courier brings your order at a time that suits you, or pick it up from one of our three shops, 10:00 to 21:00.',
      'Курьер буйрутмаңызды ыңгайлуу убакта алып келет, же аны үч дүкөнүбүздүн биринен 10:00дөн 21:00гө чейин алып кетсеңиз болот.',
    ),
    link: '/catalog',
  },
];
