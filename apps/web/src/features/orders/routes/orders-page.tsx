import type { OrderListItem } from '@aruu/contract/orders';
import { Link } from 'react-router';
import { useOrders } from '@/entities/orders/api/orders-api';
import { OrderStatusBadge } from '@/entities/orders/components/order-status-badge';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { BagIcon, ChevronRightIcon } from '@/shared/ui/icons';
import { Picture } from '@/shared/ui/picture';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';

/** `/order-tracking`: the shopper's orders, newest first. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  usePageTitle(t('title'));
  const orders = useOrders();
  const newestFirst = [...(orders.data ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return (
    <div className="pt-6 pb-16 lg:pt-10">
      <h1 className="font-display text-3xl sm:text-4xl">{t('title')}</h1>
      <p className="mt-2 text-graphite-700 dark:text-graphite-300">{t('list.lead')}</p>
      <div className="mt-8">
        {orders.isPending ? (
          <OrdersSkeleton />
        ) : orders.isError ? (
          <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : newestFirst.length === 0 ? (
          <EmptyState
            icon={<BagIcon size={28} />}
            title={t('list.empty.title')}
            text={t('list.empty.text')}
            action={
              <Link to={paths.catalog} className={buttonClass('primary')}>
                {t('list.empty.action')}
              </Link>
            }
          />
        ) : (
          <ul className="flex flex-col gap-4" data-orders-list>
            {newestFirst.map((order) => (
              <OrderRow key={order.order_id} order={order} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
export { OrdersPage as Component };

function OrderRow({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const formatSom = useFormatSom();
  const delivery = order.delivery ? t(`delivery.${order.delivery}`) : t('delivery.none');
  return (
    <li data-order-row={order.order_id}>
      <Link
        to={paths.order(order.order_id)}
        className="group flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-olive-100 transition hover:shadow-md hover:ring-olive-300 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700 dark:hover:ring-olive-600"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h2 className="font-display text-xl">{t('list.number', { id: order.order_id })}</h2>
            <OrderStatusBadge status={order.status} />
            {order.status === 'processed' && !order.paid && (
              <span className="text-xs font-medium text-rose-800 dark:text-rose-200">{t('list.awaitingPayment')}</span>
            )}
          </div>
          <p className="mt-2 text-sm text-graphite-700 dark:text-graphite-300">
            <time dateTime={order.created_at} className="whitespace-nowrap">
              {formatDateTime(order.created_at, language)}
            </time>
            {' · '}
            <span className="whitespace-nowrap">{t('list.items', { count: order.item_count })}</span>
            {' · '}
            <span className="whitespace-nowrap">{delivery}</span>
          </p>
          {order.thumbnails.length > 0 && (
            <ul className="mt-3 flex gap-2" aria-hidden="true">
              {order.thumbnails.map((photo, index) => (
                // The same photo may show two lines (two shades without their own photos).
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the order
                <li key={index} className="overflow-hidden rounded-xl bg-olive-100 dark:bg-graphite-700">
                  <Picture photo={photo} alt="" sizes="48px" className="size-12 object-cover" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs text-graphite-700 dark:text-graphite-300">{t('list.total')}</p>
          <p className="font-semibold">{formatSom(order.total)}</p>
        </div>
        <ChevronRightIcon
          size={20}
          className="hidden shrink-0 text-graphite-500 transition-transform group-hover:translate-x-0.5 sm:block dark:text-graphite-300"
        />
      </Link>
    </li>
  );
}

function OrdersSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      {[0, 1, 2].map((row) => (
        <div
          key={row}
          className="flex items-center gap-4 rounded-3xl bg-white p-5 ring-1 ring-olive-100 sm:p-6 dark:bg-graphite-800/60 dark:ring-graphite-700"
        >
          <div className="flex-1">
            <Skeleton className="h-6 w-44" />
            <Skeleton className="mt-3 h-4 w-64 max-w-full" />
          </div>
          <Skeleton className="h-10 w-20" />
        </div>
      ))}
    </div>
  );
}
