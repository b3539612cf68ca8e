import type { OrderDetail } from '@aruu/contract/orders';
import type { ReactNode } from 'react';
import { OrderStatusBadge } from '@/entities/orders/components/order-status-badge';
import { formatDateTime } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';

/** The order's title, status and when it was placed; `children` follow them (the link page's lead). */
export function OrderHeading({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl sm:text-4xl">{t('detail.title', { id: order.order_id })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-graphite-700 dark:text-graphite-300">
        {t('detail.placed', { date: formatDateTime(order.created_at, language) })}
      </p>
      {children}
    </div>
  );
}
