import { useTranslation } from '@/shared/i18n/use-translation';

/** A page or section that is loading. */
export function Spinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'inline-flex' : 'flex justify-center py-24'} role="status">
      <span
        className={`${inline ? 'size-4 border-2' : 'size-9 border-2'} animate-spin rounded-full border-olive-200 border-t-olive-700 dark:border-graphite-700 dark:border-t-olive-300`}
        aria-hidden="true"
      />
      <span className="sr-only">{t('state.loading')}</span>
    </div>
  );
}
