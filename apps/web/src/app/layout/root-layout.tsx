import { Outlet } from 'react-router';
import { shopsQuery } from '@/entities/locations/api/locations-api';
import type { FirstScreen } from '@/shared/api/first-screen';
import { HeaderOptionsProvider } from '@/shared/header/header-options';
import { useTranslation } from '@/shared/i18n/use-translation';
import { HydrateWhenSeen } from '@/shared/ui/hydrate-when-seen';
import { Toaster } from '@/shared/ui/toast';
import { useSessionEffects } from '../use-session-effects';
import { BottomBar } from './bottom-bar';
import { FloatingLanguageSwitcher } from './floating-language-switcher';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToTopOnNavigation } from './use-scroll-to-top';

/** What the layout reads around every server-rendered page: the footer's shops (SiteFooter). */
export const layoutFirstScreen: FirstScreen = ({ language, fetch }) => fetch(shopsQuery(language));

export function RootLayout() {
  const { t } = useTranslation('layout');
  useScrollToTopOnNavigation();
  useSessionEffects();
  return (
    <HeaderOptionsProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-olive-700 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" tabIndex={-1} className="page-width flex-1 outline-none">
          <Outlet />
        </main>
        {/* Below every page's first screen: hydrated when seen or idle, apart from the page. */}
        <HydrateWhenSeen>
          <SiteFooter />
        </HydrateWhenSeen>
      </div>
      <FloatingLanguageSwitcher />
      <BottomBar />
      <Toaster />
    </HeaderOptionsProvider>
  );
}
