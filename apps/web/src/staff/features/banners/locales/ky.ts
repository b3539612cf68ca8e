import type { staffBanners as ru } from './ru';

export const staffBanners: typeof ru = {
  title: 'Баннерлер',
  create: 'Жаңы баннер',
  shownNow: 'Азыр көрсөтүлүүдө',
  notShown: 'Азыр көрсөтүлбөйт',
  earlier: 'Жогору',
  later: 'Төмөн',
  edit: 'Өзгөртүү',
  close: 'Жыйноо',
  upload: 'Сүрөт жүктөө',
  uploading: 'Жүктөлүүдө…',
  removeImage: 'Алып салуу',
  language: { ru: 'Орусча', en: 'Англисче', ky: 'Кыргызча' },
  titleIn: { ru: 'Аталышы (орусча)', en: 'Аталышы (англисче)', ky: 'Аталышы (кыргызча)' },
  subtitleIn: { ru: 'Кошумча аталышы (орусча)', en: 'Кошумча аталышы (англисче)', ky: 'Кошумча аталышы (кыргызча)' },
  link: 'Шилтеме (дүкөндүн бети, мисалы /catalog?on_sale=true)',
  startsAt: 'Качан көрсөтүлө баштайт',
  endsAt: 'Качанга чейин көрсөтүлөт',
  active: 'Күйгүзүлгөн',
  save: 'Сактоо',
  cancel: 'Жокко чыгаруу',
};
