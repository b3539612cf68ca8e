import type { OrderDetail } from '@aruu/contract/orders';
import { formatTime } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckIcon } from '@/shared/ui/icons';

/**
 * Instead of the recipient form once the order exists (a retry, a reload, or "pay now" from
 * the order page): who it is for and until when its products are held.
 */
export function PlacedOrderCard({ order, onStartNew }: { order: OrderDetail; onStartNew?: () => void }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const until = order.expires_at ? formatTime(order.expires_at, language) : '';
  return (
    <section
      aria-labelledby="checkout-placed-title"
      className="rounded-3xl bg-olive-100/70 p-5 ring-1 ring-olive-200 sm:p-7 dark:bg-graphite-800 dark:ring-graphite-700"
      data-placed-order={order.order_id}
    >
      <h2 id="checkout-placed-title" className="flex items-center gap-3 font-display text-xl sm:text-2xl">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900">
          <CheckIcon size={18} />
        </span>
        {t('pending.title', { id: order.order_id })}
      </h2>
      <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('pending.text', { time: until })}</p>
      <dl className="mt-4 grid gap-1 text-sm">
        <dt className="font-medium">{t('pending.recipient')}</dt>
        <dd>
          {order.customer.name}, {order.customer.phone}, {order.customer.email}
        </dd>
        <dd className="text-graphite-700 dark:text-graphite-300">
          {[order.address.country, order.address.city, order.address.address].join(', ')}
        </dd>
      </dl>
      {onStartNew && (
        <Button variant="ghost" className="mt-4 -ml-3" onClick={onStartNew}>
          {t('pending.newOrder')}
        </Button>
      )}
    </section>
  );
}
