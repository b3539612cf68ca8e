import type { PeriodFigures } from '@aruu/contract/staff-dashboard';
import { Link } from 'react-router';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useDashboard } from '../api/dashboard-api';
import { DayChart } from '../components/day-chart';

function Figures({ title, figures }: { title: string; figures: PeriodFigures }) {
  const { t } = useTranslation('staffDashboard');
  const formatSom = useFormatSom();
  const rows = [
    [t('orders'), String(figures.orders)],
    [t('revenue'), formatSom(figures.revenue)],
    [t('average'), formatSom(figures.average_order)],
    [t('paidUnpaid'), `${figures.paid} / ${figures.unpaid}`],
  ];
  return (
    <section className="min-w-0 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
      <h2 className="mb-3 font-display text-lg">{title}</h2>
      <dl className="grid grid-cols-2 gap-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-graphite-600 dark:text-graphite-400">{label}</dt>
            <dd className="text-xl tabular-nums wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The day at a glance: today and 30 days, what waits for whom, and what runs out. */
export function Component() {
  const { t } = useTranslation('staffDashboard');
  const dashboard = useDashboard();
  if (dashboard.isError) return <QueryError error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  if (!dashboard.data) return <Spinner />;
  const data = dashboard.data;
  return (
    <>
      <PageHeader title={t('title')} />
      {/* One column on a phone whose cards never grow past it (min-w-0): a long product name is cut, not the page widened. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Figures title={t('today')} figures={data.today} />
        <Figures title={t('last30')} figures={data.last_30_days} />
        <section className="min-w-0 rounded-lg border border-graphite-200 p-4 lg:col-span-2 dark:border-graphite-700">
          <h2 className="mb-3 font-display text-lg">{t('chartTitle')}</h2>
          <DayChart days={data.by_day} />
        </section>
        <section className="min-w-0 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
          <h2 className="mb-3 font-display text-lg">{t('waiting')}</h2>
          <ul className="flex flex-col gap-1">
            {(Object.entries(data.waiting) as [keyof typeof data.waiting, number][]).map(([status, count]) => (
              <li key={status} className="flex justify-between">
                <Link className="underline" to={`${staffPaths.orders}?status=${status}`}>
                  {t(`status.${status}`)}
                </Link>
                <span className="tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="min-w-0 rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
          <h2 className="mb-3 font-display text-lg">{t('lowStock')}</h2>
          {data.low_stock.length === 0 ? (
            <p>{t('noLowStock')}</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {data.low_stock.map((row) => (
                <li key={row.variation_id} className="flex justify-between gap-2">
                  <Link to={staffPaths.stockProduct(row.product_id)} className="min-w-0 truncate hover:underline">
                    <span className="font-mono text-xs">{row.sku}</span> {row.title}, {row.variation_name}
                  </Link>
                  <span className="shrink-0 tabular-nums">
                    {t('lowStockRow', { stock: row.stock, threshold: row.low_stock_threshold })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
