import type { OrderStatus } from '@aruu/contract/orders';
import { useTranslation } from '@/shared/i18n/use-translation';

const tone: Record<OrderStatus, string> = {
  processed: 'bg-graphite-100 text-graphite-900 dark:bg-graphite-800 dark:text-graphite-100',
  pay: 'bg-olive-100 text-olive-900 dark:bg-olive-900 dark:text-olive-100',
  assembly: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  delivery: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  ready: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  delivered: 'bg-olive-600 text-white',
  cancelled: 'bg-graphite-200 text-graphite-700 line-through dark:bg-graphite-700 dark:text-graphite-200',
  error: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('staffOrders');
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
