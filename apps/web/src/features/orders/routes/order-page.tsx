import type { OrderDetail } from '@aruu/contract/orders';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { clearCheckoutState } from '@/entities/checkout/checkout-storage';
import { isFinished, useOrder } from '@/entities/orders/api/orders-api';
import { isApiError } from '@/shared/api/api-error';
import { useHeaderOptions } from '@/shared/header/header-options';
import { useAfter } from '@/shared/hooks/use-after';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BackIcon, BagIcon } from '@/shared/ui/icons';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { OrderActions } from '../components/order-actions';
import { OrderDetailGrid } from '../components/order-detail-grid';
import { OrderHeading } from '../components/order-heading';
import { CONFIRMING_MS, PaymentResult } from '../components/payment-result';

/** While an order is open and not finished, staff changes show up within this long. */
const REFRESH_MS = 20_000;
/** Right after the payment page, the provider's callback is awaited this often. */
const CONFIRMING_POLL_MS = 2_000;

function paymentOutcome(value: string | null) {
  return value === 'success' || value === 'failure' ? value : undefined;
}

/** `/order-tracking/:id`: the order's timeline, items, totals, delivery and what can be done with it. */
export function OrderPage() {
  const { t } = useTranslation('orders');
  const params = useParams();
  const orderId = Number(params.id);
  const [searchParams] = useSearchParams();
  const outcome = paymentOutcome(searchParams.get('payment'));
  const confirmingTooLong = useAfter(CONFIRMING_MS, outcome === 'success');
  const awaitingCallback = useRef(true);
  awaitingCallback.current = outcome === 'success' && !confirmingTooLong;
  const order = useOrder(orderId, {
    refetchInterval: (data) => {
      if (!data || isFinished(data.status)) return false;
      return awaitingCallback.current && !data.paid ? CONFIRMING_POLL_MS : REFRESH_MS;
    },
  });
  usePageTitle(t('detail.title', { id: Number.isInteger(orderId) ? orderId : '' }));
  useHeaderOptions({ backArrow: true });

  const paidAfterReturn = outcome === 'success' && order.data?.paid === true;
  useEffect(() => {
    // The purchase is complete: the next checkout starts from a clean form.
    if (paidAfterReturn) clearCheckoutState();
  }, [paidAfterReturn]);

  const notFound = !Number.isInteger(orderId) || orderId <= 0 || isApiError(order.error, 'not_found');
  return (
    <div className="pt-6 pb-16 lg:pt-10">
      <Link
        to={paths.orders}
        className="mb-4 inline-flex items-center gap-1 rounded-full text-sm text-graphite-700 hover:text-olive-800 dark:text-graphite-300 dark:hover:text-olive-200"
      >
        <BackIcon size={18} />
        {t('detail.allOrders')}
      </Link>
      {notFound ? (
        <OrderNotFound />
      ) : order.data ? (
        <OrderView order={order.data} outcome={outcome} confirmingTooLong={confirmingTooLong} />
      ) : order.isError ? (
        <>
          <h1 className="font-display text-3xl">{t('detail.title', { id: orderId })}</h1>
          <QueryError error={order.error} onRetry={() => void order.refetch()} />
        </>
      ) : (
        <OrderSkeleton />
      )}
    </div>
  );
}
export { OrderPage as Component };

function OrderView({
  order,
  outcome,
  confirmingTooLong,
}: {
  order: OrderDetail;
  outcome: 'success' | 'failure' | undefined;
  confirmingTooLong: boolean;
}) {
  return (
    <article data-order-id={order.order_id}>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <OrderHeading order={order} />
        {outcome !== 'failure' && <OrderActions order={order} />}
      </header>
      {outcome && <PaymentResult order={order} outcome={outcome} confirmingTooLong={confirmingTooLong} />}
      {/* After a declined card the result panel's retry comes first; the rest (no second pay button) after it. */}
      {outcome === 'failure' && (
        <div className="mb-6">
          <OrderActions order={order} offerPay={false} />
        </div>
      )}
      <OrderDetailGrid order={order} />
    </article>
  );
}

function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <>
      <h1 className="sr-only">{t('detail.notFound.title')}</h1>
      <EmptyState
        icon={<BagIcon size={28} />}
        title={t('detail.notFound.title')}
        text={t('detail.notFound.text')}
        action={
          <Link to={paths.orders} className={buttonClass('primary')}>
            {t('detail.notFound.action')}
          </Link>
        }
      />
    </>
  );
}

function OrderSkeleton() {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="mt-3 h-5 w-48" />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-96 rounded-3xl" />
          <Skeleton className="h-48 rounded-3xl" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-56 rounded-3xl" />
          <Skeleton className="h-36 rounded-3xl" />
        </div>
      </div>
    </div>
  );
}
