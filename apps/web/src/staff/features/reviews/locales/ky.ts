import type { Messages } from '@/shared/i18n/messages';
import type { staffReviews as ru } from './ru';

export const staffReviews: Messages<typeof ru> = {
  title: 'Пикирлер',
  tabs: { pending: 'Текшерүүдө', published: 'Жарыяланган', rejected: 'Четке кагылган' },
  empty: 'Азырынча бош',
  rating: 'Баасы 5тен {{rating}}',
  verified: 'Сатып алганы ырасталган',
  held: 'Автоматтык түрдө кармалды: {{reasons}}',
  holdReasons: {
    profanity: 'адепсиз сөздөр',
    link: 'шилтеме',
    phone: 'телефон номери',
    marketplace: 'маркетплейс, мессенджер же сатуу сунушу',
  },
  rejectedBecause: 'Четке кагуунун себеби: {{reason}}',
  approve: 'Жарыялоо',
  reject: 'Четке кагуу',
  reason: 'Себеби (аны автор көрөт)',
  confirmReject: 'Пикирди четке кагуу',
  cancel: 'Жокко чыгаруу',
  approved: 'Пикир жарыяланды',
  rejected: 'Пикир четке кагылды',
  photo: 'Пикирдин сүрөтү',
  previous: 'Артка',
  next: 'Кийинки',
};
