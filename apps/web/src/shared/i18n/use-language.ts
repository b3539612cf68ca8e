import type { Language } from '@aruu/contract/common';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage } from './languages';

/** The interface language now in use. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? fallbackLanguage) as Language;
}
