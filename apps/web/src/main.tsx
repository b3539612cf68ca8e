import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadMessages } from './app/locales/load-messages';
import { namespaces } from './app/locales/namespaces';
import { AppRoutes, preloadPage } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { applyColorMode, storedColorMode } from './shared/theme/theme';
import './styles.css';

/** Server data is fresh for 60 s, as the spec's client caches it (§7). */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
applyColorMode(storedColorMode());
preloadPage(window.location.pathname);
await initI18n(loadMessages, [...namespaces]);
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
