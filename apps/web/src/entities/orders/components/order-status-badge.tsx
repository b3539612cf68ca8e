import type { OrderStatus } from '@aruu/contract/orders';
import { useTranslation } from '@/shared/i18n/use-translation';

const tones: Record<OrderStatus, string> = {
  processed: 'bg-graphite-100 text-graphite-800 dark:bg-graphite-700 dark:text-graphite-100',
  pay: 'bg-olive-100 text-olive-800 dark:bg-olive-900 dark:text-olive-200',
  assembly: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  delivery: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  ready: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  delivered: 'bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900',
  cancelled: 'bg-graphite-100 text-graphite-500 line-through dark:bg-graphite-800 dark:text-graphite-300',
  error: 'bg-rose-100 text-rose-800 dark:bg-rose-900/60 dark:text-rose-100',
};

/** The order's status as the shopper reads it (spec §4 steps), coloured by how far along it is. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-medium ${tones[status]}`}
      data-order-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
