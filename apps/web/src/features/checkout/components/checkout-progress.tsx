import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import type { CheckoutStep } from '../use-place-order';

/** Which call of the checkout is running: done steps ticked, the current one spinning. */
export function CheckoutProgress({
  steps,
  current,
  leaving,
}: {
  steps: readonly CheckoutStep[];
  current: CheckoutStep | null;
  leaving: boolean;
}) {
  const { t } = useTranslation('checkout');
  if (current === null && !leaving) return null;
  const currentIndex = leaving ? steps.length : steps.indexOf(current ?? steps[0]!);
  return (
    <div className="mt-4 rounded-2xl bg-olive-50 p-4 dark:bg-graphite-700" data-checkout-progress>
      <p role="status" className="sr-only">
        {leaving ? t('steps.leaving') : current && t(`steps.${current}`)}
      </p>
      <ol aria-label={t('steps.label')} className="flex flex-col gap-2 text-sm">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          return (
            <li
              key={step}
              data-step={step}
              data-state={state}
              className={`flex items-center gap-2 ${state === 'todo' ? 'text-graphite-500 dark:text-graphite-300' : ''}`}
            >
              <span className="flex size-5 items-center justify-center" aria-hidden="true">
                {state === 'done' ? (
                  <CheckIcon size={18} className="text-olive-700 dark:text-olive-300" />
                ) : state === 'current' ? (
                  <Spinner inline />
                ) : (
                  <span className="size-2 rounded-full bg-graphite-300 dark:bg-graphite-500" />
                )}
              </span>
              <span className={state === 'current' ? 'font-medium' : ''}>{t(`steps.${step}`)}</span>
            </li>
          );
        })}
        {leaving && (
          <li className="flex items-center gap-2 font-medium">
            <span className="flex size-5 items-center justify-center" aria-hidden="true">
              <Spinner inline />
            </span>
            {t('steps.leaving')}
          </li>
        )}
      </ol>
    </div>
  );
}
