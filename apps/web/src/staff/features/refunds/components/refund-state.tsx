import type { Refund } from '@aruu/contract/staff-refunds';
import { useTranslation } from '@/shared/i18n/use-translation';

const tone: Record<Refund['state'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  succeeded: 'bg-olive-100 text-olive-900 dark:bg-olive-900/40 dark:text-olive-100',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100',
};

/** A refund's outcome as a badge: on its way, done, or failed. */
export function RefundState({ state }: { state: Refund['state'] }) {
  const { t } = useTranslation('staffRefunds');
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${tone[state]}`} data-refund-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
