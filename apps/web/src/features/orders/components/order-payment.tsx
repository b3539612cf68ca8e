import type { OrderDetail } from '@aruu/contract/orders';
import { useState } from 'react';
import { download } from '@/shared/api/client';
import { formatDateTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';

/**
 * How the order is paid: by card, in cash on receipt, or by bank transfer with its invoice to
 * download (`invoice`: only signed in, the invoice's endpoint being the account's).
 */
export function OrderPayment({ order, invoice = true }: { order: OrderDetail; invoice?: boolean }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState(false);
  const open = order.status !== 'cancelled' && order.status !== 'error';

  const downloadInvoice = () => {
    setDownloading(true);
    download(
      'GET /orders/:order_id/invoice',
      { params: { order_id: order.order_id } },
      `aruu-invoice-${order.order_id}.pdf`,
    )
      .catch((error: unknown) => toast.error(t('paymentMethod.downloadFailed'), errorText(error)))
      .finally(() => setDownloading(false));
  };

  if (order.payment_method === 'card') {
    return <p data-payment-method="card">{t('paymentMethod.card')}</p>;
  }
  if (order.payment_method === 'cash') {
    const way = order.delivery === 'courier' ? 'paymentMethod.cashCourier' : 'paymentMethod.cashPickup';
    return (
      <div data-payment-method="cash">
        <p className="font-medium">{t(way)}</p>
        <p className="mt-1 text-sm text-graphite-700 dark:text-graphite-300">
          {order.paid ? t('paymentMethod.cashPaid') : open ? t('paymentMethod.cashWaiting') : null}
        </p>
      </div>
    );
  }
  return (
    <div data-payment-method="bank_transfer">
      <p className="font-medium">{t('paymentMethod.bankTransfer')}</p>
      {order.paid ? (
        <p className="mt-1 text-sm text-graphite-700 dark:text-graphite-300">{t('paymentMethod.bankTransferPaid')}</p>
      ) : (
        open &&
        order.expires_at && (
          <p className="mt-1 text-sm text-graphite-700 dark:text-graphite-300">
            {t('paymentMethod.invoiceValid', { date: formatDateTime(order.expires_at, language) })}
          </p>
        )
      )}
      {invoice && (
        <Button
          variant="secondary"
          className="mt-4"
          loading={downloading}
          onClick={downloadInvoice}
          data-download-invoice
        >
          {t('paymentMethod.downloadInvoice')}
        </Button>
      )}
    </div>
  );
}
