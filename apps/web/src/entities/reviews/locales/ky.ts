import type { Messages } from '@/shared/i18n/messages';
import type { reviews as ru } from './ru';

export const reviews: Messages<typeof ru> = {
  title: 'Пикирлер',
  summary: {
    average: 'Орточо баа 5тен {{average}}',
    count_one: '{{count}} пикир',
    count_few: '{{count}} пикир',
    count_many: '{{count}} пикир',
    count_other: '{{count}} пикир',
    none: 'Азырынча пикир жок — биринчи болуп жазыңыз',
    bar: '{{stars}} ★: {{count}}',
  },
  sort: {
    label: 'Пикирлердин тартиби',
    newest: 'Адегенде жаңылары',
    helpful: 'Эң пайдалуулары',
  },
  item: {
    rating: 'Баасы 5тен {{rating}}',
    verified: 'Сатып алганы ырасталган',
    helpful: 'Пайдалуу ({{count}})',
    photo: '{{author}} тарткан сүрөт',
  },
  more: 'Дагы көрсөтүү',
  form: {
    title: 'Сиздин пикириңиз',
    editTitle: 'Пикириңизди оңдоо',
    signIn: 'Пикир калтыруу үчүн кириңиз',
    rating: 'Баа',
    star_one: '{{count}} жылдыз',
    star_few: '{{count}} жылдыз',
    star_many: '{{count}} жылдыз',
    star_other: '{{count}} жылдыз',
    text: 'Пикириңиз',
    textHint: 'Товар сизге кандай туура келгенин айтып бериңиз: текстурасы, жыты, натыйжасы',
    photos: 'Сүрөттөр (үчкө чейин)',
    addPhoto: 'Сүрөт кошуу',
    removePhoto: 'Сүрөттү алып салуу',
    submit: 'Пикир жөнөтүү',
    save: 'Өзгөртүүлөрдү сактоо',
    edit: 'Оңдоо',
    chooseRating: 'Баа коюңуз',
    sent: 'Рахмат! Пикириңиз модератор текшергенден кийин көрүнөт',
  },
  status: {
    pending: 'Пикириңиз текшерүүдө — модератор жактыргандан кийин көрүнөт.',
    published: 'Пикириңиз жарыяланды.',
    rejected: 'Модератор пикириңизди четке какты: {{reason}}',
  },
};
