import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOptions } from './shared/i18n/languages';
import { applyColorMode, type ColorMode, storedColorMode } from './shared/theme/theme';

/**
 * The storefront's shell while the shop window is being built (issue 5): the brand, the
 * language switcher and the colour mode, with the API documentation one click away.
 */
export function App() {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<ColorMode>(storedColorMode);
  const toggleMode = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    setMode(next);
  };
  return (
    <main className="min-h-screen bg-olive-50 px-6 py-24 text-graphite-800 dark:bg-graphite-900 dark:text-graphite-100">
      <div className="mx-auto max-w-xl">
        <h1 className="font-display text-5xl text-olive-700 dark:text-olive-300">Aruu</h1>
        <p className="mt-4 text-lg">{t('brand.tagline')}</p>
        <div className="mt-8 flex items-center gap-2">
          <fieldset className="flex items-center gap-2">
            <legend className="sr-only">{t('language.label')}</legend>
            {languageOptions.map((option) => (
              <button
                key={option.code}
                type="button"
                lang={option.code}
                aria-pressed={i18n.resolvedLanguage === option.code}
                aria-label={t(`language.${option.code}`)}
                onClick={() => i18n.changeLanguage(option.code)}
                className="rounded-full border border-olive-600 px-3 py-1 text-sm aria-pressed:bg-olive-600 aria-pressed:text-white"
              >
                {option.label}
              </button>
            ))}
          </fieldset>
          <button type="button" onClick={toggleMode} className="ml-auto rounded-full px-3 py-1 text-sm underline">
            {mode === 'dark' ? t('theme.light') : t('theme.dark')}
          </button>
        </div>
        <p className="mt-8">
          <a className="text-olive-700 underline dark:text-olive-300" href="/api/docs">
            API
          </a>
        </p>
      </div>
    </main>
  );
}
