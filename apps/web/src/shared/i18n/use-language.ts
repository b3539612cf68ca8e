import { fallbackLanguage, type Language } from '@aruu/contract/languages';
import { useTranslation } from 'react-i18next';

/** The interface language now in use. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? fallbackLanguage) as Language;
}
