import { useTranslation } from '@/shared/i18n/use-translation';
import { useColorMode } from '@/shared/theme/use-color-mode';
import { MoonIcon, SunIcon } from './icons';

/** Light or dark; the label says what a press switches to. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation();
  const { mode, toggle } = useColorMode();
  const label = mode === 'dark' ? t('theme.light') : t('theme.dark');
  const Icon = mode === 'dark' ? SunIcon : MoonIcon;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={withLabel ? undefined : label}
      title={label}
      data-color-mode={mode}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full text-sm transition-colors hover:bg-olive-100 dark:hover:bg-graphite-800 ${withLabel ? 'px-3 -mx-3' : 'size-11 justify-center'}`}
    >
      <Icon size={20} />
      {withLabel && label}
    </button>
  );
}
