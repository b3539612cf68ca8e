import { sweepForOverflow } from './support/overflow.js';

/** Russian: the default language, with the longest words, at every phone width. */
sweepForOverflow([{ locale: 'ru-RU', widths: [320, 375, 414] }]);
