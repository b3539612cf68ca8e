import type { ReportSort, SalesFigures, SalesReport } from '@aruu/contract/staff-reports';
import { useFormatNumber, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

type Column = keyof SalesFigures;
const columns: Array<{ metric: Column; money: boolean }> = [
  { metric: 'orders', money: false },
  { metric: 'units', money: false },
  { metric: 'revenue', money: true },
  { metric: 'promo_discount', money: true },
  { metric: 'points_discount', money: true },
  { metric: 'refunds', money: true },
  { metric: 'returns', money: true },
  { metric: 'returned_units', money: false },
  { metric: 'net_revenue', money: true },
  { metric: 'cost', money: true },
  { metric: 'unknown_cost_revenue', money: true },
  { metric: 'margin', money: true },
  { metric: 'margin_percent', money: false },
];

export interface SortState {
  sort: ReportSort;
  dir: 'asc' | 'desc';
}

/** The change from the previous period: `+12.5 %`, or nothing when there was nothing to compare with. */
function changeOf(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || previous === 0) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return `${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} %`;
}

function Cells({ figures, previous }: { figures: SalesFigures; previous: SalesFigures | null }) {
  const { t } = useTranslation('staffReports');
  const formatSom = useFormatSom();
  const formatNumber = useFormatNumber();
  const show = (value: number | null, money: boolean) =>
    value === null ? '—' : money ? formatSom(value / 100) : formatNumber(value);
  return columns.map(({ metric, money }) => {
    const change = previous ? changeOf(figures[metric], previous[metric]) : null;
    return (
      <td key={metric} className="px-2 py-1.5 text-right tabular-nums whitespace-nowrap">
        {show(figures[metric], money)}
        {change && (
          <span className="block text-xs text-graphite-600 dark:text-graphite-400" title={t('change', { change })}>
            {change}
          </span>
        )}
      </td>
    );
  });
}

/**
 * The report as a table: a row per group, sortable by any column (the server sorts, so a page of
 * products is the top of the whole list), the totals last, each figure's change on the previous period.
 */
export function SalesTable({
  report,
  sort,
  onSort,
}: {
  report: SalesReport;
  sort: SortState;
  onSort: (next: SortState) => void;
}) {
  const { t } = useTranslation('staffReports');
  const header = (metric: ReportSort, label: string) => {
    const active = sort.sort === metric;
    const next: SortState = { sort: metric, dir: active && sort.dir === 'desc' ? 'asc' : 'desc' };
    return (
      <th
        key={metric}
        scope="col"
        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
        className="px-2 py-2 text-right font-medium"
      >
        <button
          type="button"
          className="hover:underline"
          title={t('sortBy', { column: label })}
          onClick={() =>
            onSort(metric === 'key' ? { sort: 'key', dir: active && sort.dir === 'asc' ? 'desc' : 'asc' } : next)
          }
        >
          {label}
          {active && <span aria-hidden="true">{sort.dir === 'asc' ? ' ▲' : ' ▼'}</span>}
        </button>
      </th>
    );
  };
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full text-sm">
        <thead className="border-b border-graphite-200 dark:border-graphite-700">
          <tr>
            {header('key', t(`grouping.${report.grouping}`))}
            {columns.map(({ metric }) => header(metric, t(`columns.${metric}`)))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key ?? 'unknown'} className="border-b border-graphite-100 dark:border-graphite-800">
              <th scope="row" className="max-w-72 px-2 py-1.5 text-left font-normal">
                {row.label}
                {row.sku && <span className="block font-mono text-xs text-graphite-600">{row.sku}</span>}
              </th>
              <Cells figures={row.current} previous={row.previous} />
            </tr>
          ))}
        </tbody>
        <tfoot className="font-medium">
          <tr>
            <th scope="row" className="px-2 py-2 text-left">
              {t('total')}
            </th>
            <Cells figures={report.totals} previous={report.previous_totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
