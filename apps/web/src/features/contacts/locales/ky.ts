import type { Messages } from '@/shared/i18n/messages';
import type { contacts as ru } from './ru';

export const contacts: Messages<typeof ru> = {
  title: 'Байланыш',
  intro: 'Бишкектеги үч дүкөнүбүздүн каалаганына келиңиз, чалыңыз же жазыңыз — биз күн сайын байланыштабыз.',
  details: {
    title: 'Биз менен кантип байланышса болот',
    phone: 'Телефон',
    email: 'Почта',
    hours: 'Иш убактысы',
    social: 'Бизге Instagram, WhatsApp же Telegram аркылуу жазыңыз',
  },
  shops: {
    title: 'Бизди кайдан табасыз',
  },
  form: {
    title: 'Суроо бериңиз',
    intro: 'Товар, буйрутма же жеткирүү тууралуу сураңыз — иш убагында телефон же почта аркылуу жооп беребиз.',
    name: 'Атыңыз',
    phone: 'Телефон',
    email: 'Email',
    emailHint: 'Милдеттүү эмес — жоопту кат аркылуу алганыңыз ыңгайлуу болсо',
    message: 'Билдирүү',
    consent: 'Билдирүү жөнөтүү менен сиз <privacy>купуялык саясатына</privacy> макул болосуз.',
    submit: 'Жөнөтүү',
    sent: {
      title: 'Билдирүү жөнөтүлдү',
      text: 'Күн сайын 10:00дөн 21:00гө чейин жооп беребиз.',
    },
    failed: {
      title: 'Өтүнмөнү жөнөтүүдө ката кетти',
      text: 'Кайра аракет кылып көрүңүз.',
    },
  },
};
