import type { OrderAccess } from '@aruu/contract/staff-order-entry';
import { useParams, useSearchParams } from 'react-router';
import { isFinished } from '@/entities/orders/api/orders-api';
import { isApiError } from '@/shared/api/api-error';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BagIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useOrderAccess, usePayByLink } from '../api/order-actions';
import { AccessPassword } from '../components/access-password';
import { OrderDetailGrid } from '../components/order-detail-grid';
import { OrderHeading } from '../components/order-heading';

/** While the provider's callback is awaited after the payment page, the order is read this often. */
const CONFIRMING_POLL_MS = 2_000;

/**
 * `/order-access/:token`: an order staff took for a customer, opened from the link mailed to
 * them without signing in — the order as its own page shows it, its card payment, and the offer
 * of a password while the account has none.
 */
export function OrderAccessPage() {
  const { t } = useTranslation('orders');
  const token = useParams().token ?? '';
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('payment');
  const order = useOrderAccess(token, (data) =>
    outcome === 'success' && data && !data.paid && !isFinished(data.status) ? CONFIRMING_POLL_MS : false,
  );
  usePageTitle(order.data ? t('detail.title', { id: order.data.order_id }) : t('access.notFound.title'));

  if (order.data) return <AccessView order={order.data} token={token} outcome={outcome} />;
  const notFound = isApiError(order.error, 'not_found') || isApiError(order.error, 'validation_failed');
  return (
    <div className="pt-6 pb-16 lg:pt-10">
      {notFound ? (
        <EmptyState icon={<BagIcon size={28} />} title={t('access.notFound.title')} text={t('access.notFound.text')} />
      ) : order.isError ? (
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
export { OrderAccessPage as Component };

function AccessView({ order, token, outcome }: { order: OrderAccess; token: string; outcome: string | null }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const pay = usePayByLink(token);
  return (
    <article className="pt-6 pb-16 lg:pt-10" data-order-id={order.order_id}>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <OrderHeading order={order}>
          <p className="mt-2 max-w-2xl text-sm text-graphite-700 dark:text-graphite-300">{t('access.lead')}</p>
        </OrderHeading>
        {order.can_pay && (
          <Button
            loading={pay.busy}
            onClick={() =>
              pay.mutate(undefined, { onError: (error) => toast.error(t('errors.payFailed'), errorText(error)) })
            }
            data-access-pay
          >
            {t('access.pay')}
          </Button>
        )}
      </header>
      <PaymentOutcome order={order} outcome={outcome} />
      {/* The invoice came with the mail of a bank-transfer order; downloading it again takes signing in. */}
      <OrderDetailGrid
        order={order}
        invoice={false}
        first={order.can_set_password && <AccessPassword token={token} email={order.customer.email} />}
      />
    </article>
  );
}

/** Back from the payment page: paid (read from the server, never from the address), confirming, or declined. */
function PaymentOutcome({ order, outcome }: { order: OrderAccess; outcome: string | null }) {
  const { t } = useTranslation('orders');
  if (outcome !== 'success' && outcome !== 'failure') return null;
  const [title, text, state] = order.paid
    ? [
        t('payment.successTitle', { id: order.order_id }),
        t('payment.successText', { email: order.customer.email }),
        'paid',
      ]
    : outcome === 'success'
      ? [t('payment.confirmingTitle'), t('payment.confirmingText'), 'confirming']
      : [t('payment.failedTitle'), order.can_pay ? t('payment.failedText') : t('payment.expired'), 'failed'];
  return (
    <section
      role={state === 'failed' ? 'alert' : 'status'}
      className="mb-8 rounded-3xl bg-white p-5 ring-1 ring-olive-200 sm:p-7 dark:bg-graphite-800 dark:ring-graphite-700"
      data-payment-result={state}
    >
      <h2 className="font-display text-2xl">{title}</h2>
      <p className="mt-2 text-graphite-700 dark:text-graphite-300">{text}</p>
    </section>
  );
}
