import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from './button';
import { AlertIcon } from './icons';

/** A section whose data could not be loaded, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <AlertIcon size={32} className="text-rose-700 dark:text-rose-300" />
      <p>{errorText(error)}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </div>
  );
}
