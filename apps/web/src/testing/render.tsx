import type { Language } from '@aruu/contract/languages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { messages as en } from '@/app/locales/en';
import { messages as ky } from '@/app/locales/ky';
import { messages as ru } from '@/app/locales/ru';
import type { Texts } from '@/shared/i18n/text-keys';
import { TextsContext } from '@/shared/i18n/texts-context';
import { givenTexts } from '@/shared/i18n/texts-store';
import { Toaster } from '@/shared/ui/toast';
import { messages as staffEn } from '@/staff/app/locales/en';
import { messages as staffKy } from '@/staff/app/locales/ky';
import { messages as staffRu } from '@/staff/app/locales/ru';

const bundles: Record<Language, Texts> = { en, ky, ru };
/** The staff app's texts, for its components (staff/main.tsx gives them). */
const staffBundles = { en: staffEn, ky: staffKy, ru: staffRu } as unknown as Record<Language, Texts>;

export interface ComponentOptions {
  /** The interface language; Russian, the store's default, when not named. */
  language?: Language;
  /**
   * The address the component renders at. `history: 'browser'` puts it in the window's own
   * history (for code that reads or steps `window.history`, as the checkout's leave guard does);
   * otherwise the router keeps its history in memory.
   */
  at?: string;
  history?: 'memory' | 'browser';
  /** The router's basename, with `history: 'browser'` (the staff app's is `/staff`). */
  basename?: string;
  /** Whose texts: the storefront's (the default) or the staff app's. */
  app?: 'storefront' | 'staff';
}

/**
 * Renders real components inside the storefront's own providers (main.tsx): the texts of one
 * language, a query client of the test's own, a router, the toasts. Queries are not retried, so a refused
 * answer shows at once. The API is whatever `fakeApi` the test installed.
 */
export function renderComponent(
  ui: ReactNode,
  options: ComponentOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const { language = 'ru', at = '/', history = 'memory', basename, app = 'storefront' } = options;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  document.documentElement.lang = language;
  if (history === 'browser') window.history.replaceState(null, '', at);
  const routed =
    history === 'browser' ? (
      <BrowserRouter basename={basename}>{ui}</BrowserRouter>
    ) : (
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    );
  const result = render(
    <TextsContext value={givenTexts(language, (app === 'staff' ? staffBundles : bundles)[language])}>
      <QueryClientProvider client={queryClient}>
        {routed}
        <Toaster />
      </QueryClientProvider>
    </TextsContext>,
  );
  return { ...result, queryClient };
}
