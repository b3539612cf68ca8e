import type { OrderSummary } from '@aruu/contract/orders';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/entities/orders/components/order-status-badge';
import { formatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { buttonClass } from '@/shared/ui/button';
import { ChevronRightIcon } from '@/shared/ui/icons';
import { Skeleton } from '@/shared/ui/skeleton';
import { AccountCard } from './account-shell';
import { SectionError } from './section-error';

const SHOWN = 3;

interface OrdersQuery {
  data: OrderSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** "My orders" on the account page: the latest three, each to its tracking page. */
export function RecentOrders({ orders, className = '' }: { orders: OrdersQuery; className?: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const formatSom = useFormatSom();
  const allLink = (
    <Link
      to={paths.orders}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-olive-700 hover:text-olive-900 dark:text-olive-300 dark:hover:text-olive-100"
    >
      {t('hub.orders.all')}
      <ChevronRightIcon size={16} />
    </Link>
  );

  return (
    <AccountCard
      title={t('hub.orders.heading')}
      action={orders.data?.length ? allLink : undefined}
      className={className}
    >
      {orders.isPending ? (
        <ul className="flex flex-col gap-3" data-loading>
          {Array.from({ length: SHOWN }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <Skeleton key={index} className="h-20" />
          ))}
        </ul>
      ) : orders.isError || !orders.data ? (
        <SectionError error={orders.error} onRetry={() => orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl bg-olive-50 p-5 dark:bg-graphite-900">
          <p className="font-medium text-graphite-900 dark:text-graphite-100">{t('hub.orders.empty')}</p>
          <p className="text-sm text-graphite-700 dark:text-graphite-300">{t('hub.orders.emptyText')}</p>
          <Link to={paths.catalog} className={buttonClass('primary', 'mt-2')}>
            {t('hub.orders.toCatalog')}
          </Link>
        </div>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-olive-100 dark:divide-graphite-700" data-recent-orders>
          {orders.data.slice(0, SHOWN).map((order) => (
            <li key={order.order_id}>
              <Link
                to={paths.order(order.order_id)}
                className="flex items-center gap-3 rounded-2xl px-2 py-3.5 transition-colors hover:bg-olive-50 dark:hover:bg-graphite-900"
                data-order-id={order.order_id}
              >
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-medium text-graphite-900 dark:text-graphite-100">
                    {t('hub.orders.number', { id: order.order_id })}
                  </span>
                  <span className="text-sm text-graphite-700 dark:text-graphite-300">
                    {formatDateTime(order.created_at, language)} · {t('hub.orders.items', { count: order.item_count })}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1.5">
                  <OrderStatusBadge status={order.status} />
                  <span className="text-sm font-medium text-graphite-900 dark:text-graphite-100">
                    {formatSom(order.total)}
                  </span>
                </span>
                <ChevronRightIcon size={18} className="shrink-0 text-graphite-500 dark:text-graphite-300" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}
