import type { staffPhotos as ru } from './ru';

export const staffPhotos: typeof ru = {
  title: 'Photos: {{product}}',
  upload: 'Photo upload',
  dropHint: 'Drop photos here, choose files, or take them with the phone camera.',
  choose: 'Choose files',
  takePhoto: 'Take a photo',
  uploadFor: 'The photos uploaded show',
  wholeProduct: 'The whole product',
  limits: 'JPEG, PNG, WebP or AVIF, up to 15 MB and 40 megapixels.',
  done: 'Done',
  empty: 'No photos yet: shoppers see a drawn picture.',
  main: 'Main',
  makeMain: 'Make main',
  earlier: 'Move earlier',
  later: 'Move later',
  altRu: 'Photo description (Russian)',
  altEn: 'Photo description (English)',
  altKy: 'Photo description (Kyrgyz)',
  variation: 'Shows the option',
  save: 'Save',
  delete: 'Delete',
  thumb: {
    main: 'Main photo',
    variation: 'Own photo',
    none: 'No photo yet',
  },
};
