// First: zod reads its settings as each schema is built (see zod-jitless).
import '@/shared/lib/zod-jitless';
import { HELD_TAPS_GLOBAL, type HeldTaps, HYDRATING_ATTRIBUTE, QUERY_DATA_ID } from '@aruu/contract/first-paint';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadMessages } from '@/app/locales/load-messages';
import { firstNamespaces } from '@/app/locales/namespaces';
import { AppRoutes, PageHydratedContext, preloadPage } from '@/app/router';
import { prepareFormats } from '@/shared/i18n/format';
import { initI18n } from '@/shared/i18n/i18n';
import { TextsContext } from '@/shared/i18n/texts-context';
import type { TextsStore } from '@/shared/i18n/texts-store';
import { applyColorMode, storedColorMode } from '@/shared/theme/theme';
import './styles.css';

/** Server data is fresh for 60 s, as the spec's client caches it (§7). */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

// A page the server rendered with its data (modules/web) brings that data along: the app starts
// from it, so the first render is the server's and nothing is fetched twice.
const serverData = document.getElementById(QUERY_DATA_ID)?.textContent;
if (serverData) hydrate(queryClient, JSON.parse(serverData));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
applyColorMode(storedColorMode());

/**
 * The server's first paint is marked hydrating until the page in it is hydrated, not only the
 * layout around it (see PageHydratedContext). Its links work from the start; any other tap before
 * then was held by the inline script the server wrote before it (heldTapsScript), and is
 * replayed now, on the page's live elements.
 */
const goLive = () => {
  if (!container.hasAttribute(HYDRATING_ATTRIBUTE)) return;
  container.removeAttribute(HYDRATING_ATTRIBUTE);
  (window as { [HELD_TAPS_GLOBAL]?: HeldTaps })[HELD_TAPS_GLOBAL]?.release();
};

/**
 * Renders the app once the first page's chunk and its texts are here. Not a top-level await: this
 * module shares its chunk with what the lazy pages import (vite.config.ts `startChunk`), and a
 * page's chunk imported while this module awaited would wait for it to finish, which waits for
 * the page.
 */
const start = (texts: TextsStore) => {
  const app = (
    <StrictMode>
      <TextsContext value={texts}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <PageHydratedContext value={goLive}>
              <AppRoutes />
            </PageHydratedContext>
          </BrowserRouter>
        </QueryClientProvider>
      </TextsContext>
    </StrictMode>
  );
  // Where the server sent the page's first paint (modules/web), it is hydrated; elsewhere, and on
  // the development server, the app renders from scratch.
  // Hydrating inside a transition lets React yield to the browser between parts of the page
  // instead of blocking the main thread for the whole page (a server-rendered listing is large).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
};

// The first Intl formatter a page builds loads the browser's locale data: ~15 ms on a desktop,
// ~60 ms on a throttled phone, which landed inside the page's hydration task (a long task that
// blocks taps). Built here, it takes a task of its own while the chunk and the texts download.
setTimeout(prepareFormats, 0);

// The first page's chunk and the texts download side by side, so the first render needs nothing
// more and can take over the server's prerendered first paint at once.
void Promise.all([initI18n(loadMessages, firstNamespaces), preloadPage(window.location.pathname)]).then(([texts]) =>
  start(texts),
);
