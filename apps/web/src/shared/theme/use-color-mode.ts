import { useState } from 'react';
import { applyColorMode, type ColorMode, storedColorMode } from './theme';

export function useColorMode() {
  const [mode, setMode] = useState<ColorMode>(storedColorMode);
  const toggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    setMode(next);
  };
  return { mode, toggle };
}
