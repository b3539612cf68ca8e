import type { messages as storefront } from './app/locales/ru';
import type { messages as staff } from './staff/app/locales/ru';

type StorefrontTexts = typeof storefront;
type StaffTexts = typeof staff;

/**
 * Keys are checked at compile time against the Russian texts, the reference language. One
 * declaration types both apps (they share `common` and `errors`); each loads only its own
 * namespaces at run time.
 */
declare module './shared/i18n/text-keys' {
  interface TextResources extends StorefrontTexts, StaffTexts {}
}
