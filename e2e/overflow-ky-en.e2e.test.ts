import { sweepForOverflow } from './support/overflow.js';

/** Kyrgyz and English at the narrowest phone width; Russian, the longest, has its own file at every width. */
sweepForOverflow([
  { locale: 'ky-KG', widths: [320] },
  { locale: 'en-GB', widths: [320] },
]);
