import 'i18next';
import type { messages } from './locales/ru';

/** Keys are checked at compile time against the Russian texts, the reference language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof messages;
  }
}
