import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n } from './shared/i18n/i18n';
import { applyColorMode, storedColorMode } from './shared/theme/theme';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
applyColorMode(storedColorMode());
await initI18n();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
