import type { staffBanners as ru } from './ru';

export const staffBanners: typeof ru = {
  title: 'Banners',
  create: 'New banner',
  shownNow: 'Shown now',
  notShown: 'Not shown now',
  earlier: 'Move up',
  later: 'Move down',
  edit: 'Edit',
  close: 'Collapse',
  upload: 'Upload a picture',
  uploading: 'Uploading…',
  removeImage: 'Remove',
  language: { ru: 'Russian', en: 'English', ky: 'Kyrgyz' },
  titleIn: { ru: 'Title (Russian)', en: 'Title (English)', ky: 'Title (Kyrgyz)' },
  subtitleIn: { ru: 'Subtitle (Russian)', en: 'Subtitle (English)', ky: 'Subtitle (Kyrgyz)' },
  link: 'Link (a page of the shop, e.g. /catalog?on_sale=true)',
  startsAt: 'Show from',
  endsAt: 'Show until',
  active: 'Switched on',
  save: 'Save',
  cancel: 'Cancel',
};
