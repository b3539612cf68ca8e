import { storeInfo } from '@aruu/contract/store-info';
import { useParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useTransfer } from '../api/transfers-api';

/**
 * The sheet that travels with the box: from, to, the lines with a column to tick, and two
 * signatures. On paper only the sheet prints, on A4 (`data-print-sheet`, staff.css).
 */
export function Component() {
  const { t } = useTranslation('staffTransfers');
  const formatDateTime = useFormatDateTime();
  const transfer = useTransfer(Number(useParams().id));
  if (transfer.isError) return <QueryError error={transfer.error} onRetry={() => transfer.refetch()} />;
  if (!transfer.data) return <Spinner />;
  const data = transfer.data;
  return (
    <>
      <div className="print:hidden">
        <PageHeader title={t('sheet.title', { id: data.id })} />
        <Button onClick={() => window.print()} className="mb-4">
          {t('sheet.print')}
        </Button>
      </div>
      <article data-print-sheet="a4" className="print-a4">
        <header className="mb-3">
          <p className="font-display text-lg">{storeInfo.name}</p>
          <h2 className="font-medium">{t('sheet.title', { id: data.id })}</h2>
          <p className="text-sm">
            {t(`status.${data.status}`)} · {t('sheet.printed', { date: formatDateTime(new Date().toISOString()) })}
          </p>
        </header>
        <dl className="mb-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="font-medium">{t('detail.from')}</dt>
            <dd className="break-words">{data.from.name}</dd>
          </div>
          <div>
            <dt className="font-medium">{t('detail.to')}</dt>
            <dd className="break-words">{data.to.name}</dd>
          </div>
          {data.order_id !== null && <p className="col-span-2">{t('forOrder', { id: data.order_id })}</p>}
          {data.note && <p className="col-span-2 break-words">{data.note}</p>}
        </dl>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="text-left">
              <th className="w-1/4 pr-2 font-medium">{t('sheet.sku')}</th>
              <th className="pr-2 font-medium">{t('detail.goods')}</th>
              <th className="w-16 text-right font-medium">{t('detail.sent')}</th>
              <th className="w-16 text-right font-medium">{t('detail.arrived')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={line.variation_id} className="border-t border-graphite-300 align-top">
                <td className="pr-2 font-mono text-xs break-all">{line.sku}</td>
                <td className="pr-2 break-words">
                  {line.title} ({line.variation_name})
                </td>
                <td className="text-right tabular-nums">{line.quantity}</td>
                <td className="text-right tabular-nums">{line.received_quantity ?? '____'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-sm">
          {t('lines', { count: data.line_count })} · {t('units', { count: data.units })}
        </p>
        <div className="mt-8 grid grid-cols-2 gap-6 text-sm">
          <p className="border-t border-graphite-900 pt-1">{t('sheet.signSent')}</p>
          <p className="border-t border-graphite-900 pt-1">{t('sheet.signReceived')}</p>
        </div>
      </article>
    </>
  );
}
