import { languageOptions } from '@/shared/i18n/languages';
import { useChangeLanguage, useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * En / Кр / Ру (spec §1); the choice is kept in localStorage. `floating`: the phone's floating
 * switcher, whose buttons are full 44 px touch targets below the desktop's width.
 */
export function LanguageSwitcher({ className = '', floating = false }: { className?: string; floating?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <fieldset className={`flex items-center gap-1 ${className}`}>
      <legend className="sr-only">{t('language.label')}</legend>
      {languageOptions.map((option) => (
        <button
          key={option.code}
          type="button"
          lang={option.code}
          aria-pressed={language === option.code}
          title={t(`language.${option.code}`)}
          onClick={() => changeLanguage(option.code)}
          className={`${floating ? 'min-h-11 lg:min-h-9' : 'min-h-9'} min-w-11 rounded-full border border-olive-600 px-3 text-sm text-olive-800 transition-colors hover:bg-olive-100 aria-pressed:bg-olive-700 aria-pressed:text-white dark:border-olive-300 dark:text-olive-200 dark:hover:bg-graphite-800 dark:aria-pressed:bg-olive-300 dark:aria-pressed:text-graphite-900`}
        >
          {option.label}
          {/* The full name follows the short label, so the visible text stays part of the accessible name. */}
          <span className="sr-only"> {t(`language.${option.code}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
