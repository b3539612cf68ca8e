import 'i18next';
import type { messages as storefront } from './app/locales/ru';
import type { messages as staff } from './staff/app/locales/ru';

/**
 * Keys are checked at compile time against the Russian texts, the reference language. One
 * declaration types both apps (they share `common` and `errors`); each loads only its own
 * namespaces at run time.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof storefront & typeof staff;
  }
}
