// First: zod reads its settings as each schema is built (see zod-jitless).
import '@/shared/lib/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '@/shared/i18n/i18n';
import { TextsContext } from '@/shared/i18n/texts-context';
import { applyColorMode, storedColorMode } from '@/shared/theme/theme';
import { Toaster } from '@/shared/ui/toast';
import { loadMessages } from './app/locales/load-messages';
import { namespaces } from './app/locales/namespaces';
import { StaffRoutes } from './app/router';
import { useSessionEnded } from './app/use-session-ended';
import { STAFF_BASE } from './shared/paths';
import './staff.css';

/**
 * The back office reads what changes under its feet (orders, requests): fresh for 10 s, and
 * refetched when the window regains focus.
 */
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from staff.html');
applyColorMode(storedColorMode());
const texts = await initI18n(loadMessages, namespaces);

function App() {
  useSessionEnded(queryClient);
  return (
    <>
      <StaffRoutes />
      <Toaster />
    </>
  );
}

createRoot(container).render(
  <StrictMode>
    <TextsContext value={texts}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={STAFF_BASE}>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </TextsContext>
  </StrictMode>,
);
