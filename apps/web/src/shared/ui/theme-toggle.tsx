import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyColorMode, type ColorMode, storedColorMode } from '../theme/theme';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ColorMode>(storedColorMode);
  const toggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    setMode(next);
  };
  return (
    <button type="button" onClick={toggle} className="rounded-full px-3 py-1 text-sm underline">
      {mode === 'dark' ? t('theme.light') : t('theme.dark')}
    </button>
  );
}
