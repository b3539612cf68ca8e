import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * Whether the parcel's money is in: paid, or what the courier (or the shop) collects in cash,
 * or the bank transfer still awaited. The total is what is left after promo code and points.
 */
export function PaymentLine({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const amount = formatSom(order.totals.total);
  let text = t('print.unpaid');
  if (order.paid_at) text = t('print.paid');
  else if (order.payment_method === 'cash') {
    text = t(order.delivery?.method === 'pickup' ? 'print.collectShop' : 'print.collectCourier', { amount });
  } else if (order.payment_method === 'bank_transfer') text = t('print.unpaidTransfer', { amount });
  return (
    <p className="mt-1 font-medium" data-slip-payment={order.paid_at ? 'paid' : 'unpaid'}>
      {text}
    </p>
  );
}
