import type { OrderDetail } from '@aruu/contract/orders';
import { useEffect, useState } from 'react';
import { isPayable } from '@/entities/orders/api/orders-api';
import { formatTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { AlertIcon, CheckIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { usePayOrder } from '../api/order-actions';

/** How long the browser may be ahead of the provider's server callback before we say so. */
export const CONFIRMING_MS = 30_000;

const panel = 'mb-8 flex gap-4 rounded-3xl p-5 sm:p-7';

/** The time until a deadline in whole minutes (at least 1 while it is ahead), re-read every 15 s. */
function useMinutesLeft(deadline: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (!deadline) return 0;
  const left = Date.parse(deadline) - now;
  return left > 0 ? Math.max(1, Math.ceil(left / 60_000)) : 0;
}

/**
 * What the shopper sees on coming back from the payment page (`?payment=success|failure`). The
 * return address proves nothing: only the order's `paid`, read from the server, says paid.
 */
export function PaymentResult({
  order,
  outcome,
  confirmingTooLong,
}: {
  order: OrderDetail;
  outcome: 'success' | 'failure';
  confirmingTooLong: boolean;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const errorText = useErrorText();
  const pay = usePayOrder();
  const minutesLeft = useMinutesLeft(order.expires_at);

  if (order.paid) {
    return (
      <section
        role="status"
        className={`${panel} bg-olive-100 text-olive-900 dark:bg-graphite-800 dark:text-olive-100`}
        data-payment-result="paid"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900">
          <CheckIcon size={24} strokeWidth={2} />
        </span>
        <div className="min-w-0">
          <h2 className="font-display text-2xl wrap-anywhere">{t('payment.successTitle', { id: order.order_id })}</h2>
          <p className="mt-2 text-graphite-800 wrap-anywhere dark:text-graphite-100">
            {t('payment.successText', { email: order.customer.email })}
          </p>
        </div>
      </section>
    );
  }

  if (outcome === 'success' && order.status === 'processed') {
    return (
      <section
        role="status"
        className={`${panel} bg-white ring-1 ring-olive-200 dark:bg-graphite-800 dark:ring-graphite-700`}
        data-payment-result="confirming"
      >
        <span className="flex size-11 shrink-0 items-center justify-center">
          <Spinner inline />
        </span>
        <div>
          <h2 className="font-display text-2xl">
            {confirmingTooLong ? t('payment.slowTitle') : t('payment.confirmingTitle')}
          </h2>
          <p className="mt-2 text-graphite-700 dark:text-graphite-300">
            {confirmingTooLong ? t('payment.slowText') : t('payment.confirmingText')}
          </p>
        </div>
      </section>
    );
  }

  if (outcome === 'success') return null;
  const payable = isPayable(order);
  const until = order.expires_at ? formatTime(order.expires_at, language) : '';
  return (
    <section
      role="alert"
      className={`${panel} bg-rose-50 text-rose-950 dark:bg-rose-950/50 dark:text-rose-50`}
      data-payment-result="failed"
    >
      <AlertIcon size={28} className="mt-1 shrink-0 text-rose-700 dark:text-rose-300" />
      <div>
        <h2 className="font-display text-2xl">{t('payment.failedTitle')}</h2>
        <p className="mt-2">{payable ? t('payment.failedText') : t('payment.expired')}</p>
        {payable && (
          <>
            <p className="mt-1 text-sm">{t('payment.timeLeft', { count: minutesLeft, time: until })}</p>
            <Button
              className="mt-4"
              loading={pay.busy}
              onClick={() =>
                pay.mutate(order, { onError: (error) => toast.error(t('errors.payFailed'), errorText(error)) })
              }
            >
              {t('payment.retry')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
