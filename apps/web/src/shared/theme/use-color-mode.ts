import { useSyncExternalStore } from 'react';
import { applyColorMode, type ColorMode, storedColorMode, subscribeToColorMode } from './theme';

/** The prerendered first paint is drawn light; a dark choice takes over as the app hydrates it. */
const lightOnServer = (): ColorMode => 'light';

/** The colour mode, the same in every toggle on the page. */
export function useColorMode() {
  const mode = useSyncExternalStore(subscribeToColorMode, storedColorMode, lightOnServer);
  const toggle = () => applyColorMode(mode === 'dark' ? 'light' : 'dark');
  return { mode, toggle };
}
