import { storeInfo } from '@aruu/contract/store-info';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { legalPageIds } from '../features/legal/content';
import { LanguageSwitcher } from '../shared/ui/language-switcher';
import { Spinner } from '../shared/ui/spinner';
import { ThemeToggle } from '../shared/ui/theme-toggle';
import { paths } from './paths';

/** Every route change scrolls smoothly to the top (spec §2). */
function useScrollToTopOnNavigation() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is keyed on the location on purpose.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);
}

export function RootLayout() {
  const { t, i18n } = useTranslation();
  useScrollToTopOnNavigation();
  const language = (i18n.resolvedLanguage ?? 'ru') as 'ru' | 'en' | 'ky';
  return (
    <div className="flex min-h-screen flex-col bg-olive-50 text-graphite-800 dark:bg-graphite-900 dark:text-graphite-100">
      <header className="border-b border-olive-200 dark:border-graphite-700">
        <div className="mx-auto flex w-[90%] max-w-[1440px] items-center gap-4 py-3">
          <Link to={paths.home} className="font-display text-2xl text-olive-700 dark:text-olive-300">
            Aruu
          </Link>
          <nav aria-label="main" className="hidden gap-4 md:flex">
            <Link to={paths.home}>{t('nav.home')}</Link>
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitcher />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto w-[90%] max-w-[1440px] flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-olive-200 py-10 text-sm dark:border-graphite-700">
        <div className="mx-auto grid w-[90%] max-w-[1440px] gap-8 md:grid-cols-2">
          <nav aria-label="useful">
            <ul className="space-y-2">
              {legalPageIds.map((id) => (
                <li key={id}>
                  <Link to={paths.legal(id)}>{t(`footer.legal.${id}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <address className="space-y-2 not-italic">
            {storeInfo.shops.map((shop) => (
              <p key={shop.id}>{shop.address[language]}</p>
            ))}
            <p>{t('footer.hours', { opens: storeInfo.hours.opens, closes: storeInfo.hours.closes })}</p>
            <p>
              <a href={`mailto:${storeInfo.email}`}>{storeInfo.email}</a>
            </p>
          </address>
        </div>
      </footer>
    </div>
  );
}
