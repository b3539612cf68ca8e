import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { AlertIcon } from '@/shared/ui/icons';

/** A card's data could not be loaded: say so in its place, with a retry, without hiding the rest. */
export function SectionError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm">
      <p className="flex items-start gap-2 text-rose-700 dark:text-rose-300">
        <AlertIcon size={18} className="mt-0.5 shrink-0" />
        {errorText(error)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('state.retry')}
      </Button>
    </div>
  );
}
