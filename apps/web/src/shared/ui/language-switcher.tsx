import { useTranslation } from 'react-i18next';
import { languageOptions } from '../i18n/languages';

/** En / Кр / Ру (spec §1); the choice is cached in localStorage by the i18n detector. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t('language.label')}</legend>
      {languageOptions.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={i18n.resolvedLanguage === option.code}
          aria-label={t(`language.${option.code}`)}
          onClick={() => i18n.changeLanguage(option.code)}
          className="rounded-full border border-olive-600 px-2.5 py-0.5 text-sm aria-pressed:bg-olive-600 aria-pressed:text-white"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
