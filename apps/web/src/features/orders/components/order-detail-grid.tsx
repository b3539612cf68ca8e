import type { OrderDetail } from '@aruu/contract/orders';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DetailCard, OrderCustomer, OrderItems, OrderReceiving, OrderTotalsList } from './order-details';
import { OrderPayment } from './order-payment';
import { OrderTimeline } from './order-timeline';

/**
 * The order's cards, the same on the buyer's order page and on the page of a link staff sent:
 * tracking and items, then totals, payment, receiving and the customer. `first` goes above the
 * tracking (the link page's password offer); `invoice: false` leaves the invoice download out
 * (it needs signing in).
 */
export function OrderDetailGrid({
  order,
  first,
  invoice = true,
}: {
  order: OrderDetail;
  first?: ReactNode;
  invoice?: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {first}
        <DetailCard id="order-tracking-title" title={t('detail.tracking')}>
          <OrderTimeline order={order} />
        </DetailCard>
        <DetailCard id="order-items-title" title={t('detail.items')}>
          <OrderItems order={order} />
        </DetailCard>
      </div>
      <div className="flex flex-col gap-6">
        <DetailCard id="order-totals-title" title={t('detail.totals')}>
          <OrderTotalsList order={order} />
        </DetailCard>
        <DetailCard id="order-payment-title" title={t('paymentMethod.title')}>
          <OrderPayment order={order} invoice={invoice} />
        </DetailCard>
        <DetailCard id="order-receiving-title" title={t('detail.receiving')}>
          <OrderReceiving order={order} />
        </DetailCard>
        <DetailCard id="order-customer-title" title={t('detail.customer')}>
          <OrderCustomer order={order} />
        </DetailCard>
      </div>
    </div>
  );
}
