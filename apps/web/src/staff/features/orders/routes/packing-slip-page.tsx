import { storeInfo } from '@aruu/contract/store-info';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useStaffOrder } from '../api/orders-api';
import { LineSources } from '../components/line-sources';
import { PaymentLine } from '../components/payment-line';
import { type PrintFormat, PrintSheet } from '../components/print-sheet';

/** The packing slip that goes into the parcel: what is in it, for whom, and where it goes. */
export function Component() {
  const { t } = useTranslation('staffOrders');
  const orderId = Number(useParams().id);
  const order = useStaffOrder(orderId);
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  const [format, setFormat] = useState<PrintFormat>('a4');
  if (order.isError) return <QueryError error={order.error} onRetry={() => order.refetch()} />;
  if (!order.data) return <Spinner />;
  const data = order.data;
  // The pickup shop as `locations` names it, in the language the order detail was asked in.
  const shop = data.delivery?.shop ?? null;
  const address = shop?.address;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={t('print.slipTitle', { id: data.order_id })} />
      </div>
      <PrintSheet format={format} onFormat={setFormat}>
        <header className="mb-3">
          <p className="font-display text-lg">{storeInfo.name}</p>
          <h2 className="font-medium">{t('print.slipTitle', { id: data.order_id })}</h2>
          <p className="text-sm">{formatDateTime(data.created_at)}</p>
        </header>
        <p>{data.customer.name}</p>
        <p className="text-sm">{data.customer.phone}</p>
        <p className="text-sm">
          {t(data.delivery ? `delivery.${data.delivery.method}` : 'delivery.none')}
          {shop
            ? ` — ${shop.name}${address ? `, ${address}` : ''}`
            : ` — ${data.address.city}, ${data.address.address}`}
        </p>
        {data.delivery?.tariff && (
          <p className="text-sm" data-cdek-tariff={data.delivery.tariff.code}>
            {t('order.cdekTariff', data.delivery.tariff)}
          </p>
        )}
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left">
              <th className="pr-2 font-medium">{t('order.sku')}</th>
              <th className="pr-2 font-medium">{t('order.items')}</th>
              <th className="text-right font-medium">{t('order.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.variation_id} className="border-t border-graphite-300">
                <td className="pr-2 font-mono text-xs">{item.sku}</td>
                <td className="pr-2">
                  {item.title}, {item.variation_name}
                  <LineSources sources={item.sources} />
                </td>
                <td className="text-right tabular-nums">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-right font-medium">
          {t('order.totals.total')}: {formatSom(data.totals.total)}
        </p>
        <PaymentLine order={data} />
      </PrintSheet>
    </>
  );
}
