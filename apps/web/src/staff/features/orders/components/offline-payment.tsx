import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { useState } from 'react';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { download } from '@/staff/shared/api/client';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { useMarkPaid } from '../api/orders-api';

/**
 * A cash or bank-transfer order's money: whether it has come, "Mark paid" for a manager while it
 * may still be paid, and the bank-transfer invoice as the buyer has it.
 */
export function OfflinePayment({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatDateTime = useFormatDateTime();
  const mayManage = useMay('orders.manage');
  const markPaid = useMarkPaid(order.order_id);
  const [invoiceError, setInvoiceError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  if (order.payment_method === 'card') return null;
  const closed = order.status === 'cancelled' || order.status === 'error';
  const mayMarkPaid = mayManage && !order.paid_at && !closed;

  const downloadInvoice = () => {
    setDownloading(true);
    setInvoiceError(null);
    download(
      'GET /staff/orders/:order_id/invoice',
      { params: { order_id: order.order_id } },
      `aruu-invoice-${order.order_id}.pdf`,
    )
      .catch(setInvoiceError)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="mb-3 flex flex-col gap-2 text-sm" data-offline-payment={order.payment_method}>
      <p>
        {order.paid_at
          ? t('offline.paidAt', { date: formatDateTime(order.paid_at) })
          : closed
            ? t('offline.notPaid')
            : t(`offline.waiting.${order.payment_method}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {mayMarkPaid && (
          <Button loading={markPaid.isPending} onClick={() => markPaid.mutate()}>
            {t('offline.markPaid')}
          </Button>
        )}
        {order.payment_method === 'bank_transfer' && (
          <Button variant="secondary" loading={downloading} onClick={downloadInvoice}>
            {t('offline.invoice')}
          </Button>
        )}
      </div>
      {markPaid.error && <QueryError error={markPaid.error} />}
      {invoiceError !== null && <QueryError error={invoiceError} />}
    </div>
  );
}
