import { useState } from 'react';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useWorkLocation, WorkLocationPicker } from '@/staff/shared/location/work-location';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { usePickingList } from '../api/orders-api';
import { LineSources } from '../components/line-sources';
import { type PrintFormat, PrintSheet } from '../components/print-sheet';

/**
 * Every order in assembly — of the worker's location when one is picked (remembered on the
 * device): first the units per SKU (one walk through the shelves), then order by order, each line
 * with where its units are held or come from.
 */
export function Component() {
  const { t } = useTranslation('staffOrders');
  const [location] = useWorkLocation();
  const list = usePickingList(location);
  const formatDateTime = useFormatDateTime();
  const [format, setFormat] = useState<PrintFormat>('a4');
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <Spinner />;
  const data = list.data;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={t('print.pickingTitle')} />
        <WorkLocationPicker
          label={t('location.label')}
          everywhere={t('location.all')}
          className="mb-3 w-full max-w-sm"
        />
      </div>
      <PrintSheet format={format} onFormat={setFormat}>
        <header className="mb-3">
          <h2 className="font-display text-lg">{t('print.pickingTitle')}</h2>
          <p className="text-sm">
            {t('print.generated', { date: formatDateTime(data.generated_at) })} ·{' '}
            {t('print.ordersInAssembly', { count: data.orders.length })}
          </p>
        </header>
        {data.orders.length === 0 ? (
          <p>{t('print.noneInAssembly')}</p>
        ) : (
          <>
            <h3 className="font-medium">{t('print.bySku')}</h3>
            <table className="mb-4 w-full text-sm" data-picking-totals>
              <tbody>
                {data.totals.map((line) => (
                  <tr key={line.sku} className="border-t border-graphite-300">
                    <td className="pr-2 font-mono text-xs">{line.sku}</td>
                    <td className="pr-2">
                      {line.title}, {line.variation_name}
                    </td>
                    <td className="text-right font-medium tabular-nums">{line.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data.orders.map((order) => (
              <section key={order.order_id} className="mb-3 break-inside-avoid" data-picking-order={order.order_id}>
                <h3 className="font-medium">
                  №{order.order_id} — {order.customer_name} ·{' '}
                  {t(order.delivery ? `delivery.${order.delivery}` : 'delivery.none')}
                  {order.pickup_shop && ` — ${order.pickup_shop.name}`}
                </h3>
                <ul className="text-sm">
                  {order.items.map((item) => (
                    <li key={item.sku} className="flex gap-2">
                      <span aria-hidden="true">☐</span>
                      <span className="font-mono text-xs">{item.sku}</span>
                      <span className="flex-1">
                        {item.title}, {item.variation_name}
                        <LineSources sources={item.sources} />
                      </span>
                      <span className="tabular-nums">× {item.quantity}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </PrintSheet>
    </>
  );
}
