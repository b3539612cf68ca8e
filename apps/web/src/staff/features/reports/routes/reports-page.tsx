import { addDays, shopToday } from '@aruu/contract/delivery-dates';
import {
  type ReportGrouping,
  type ReportSort,
  reportGroupings,
  reportSorts,
  timeGroupings,
} from '@aruu/contract/staff-reports';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { downloadSales, type SalesQuery, useSalesReport } from '../api/reports-api';
import { SalesChart } from '../components/sales-chart';
import { SalesTable, type SortState } from '../components/sales-table';
import { ReorderPanel, StockValuationPanel } from '../components/stock-panels';

const PAGE_SIZE = 50;

/** A day of the shop's calendar (Asia/Bishkek), `daysAgo` before today. */
const shopDay = (daysAgo: number) => addDays(shopToday(new Date()), -daysAgo);

const isTime = (grouping: ReportGrouping) => (timeGroupings as readonly string[]).includes(grouping);

/** The report's query from the address; the last 30 days by day when it names none. */
function queryOf(params: URLSearchParams): SalesQuery {
  const grouping = params.get('group_by') as ReportGrouping | null;
  const dir = params.get('dir');
  const sort = params.get('sort') as ReportSort | null;
  return {
    from: params.get('from') || shopDay(29),
    to: params.get('to') || shopDay(0),
    group_by: grouping && reportGroupings.includes(grouping) ? grouping : 'day',
    sort: sort && reportSorts.includes(sort) ? sort : undefined,
    dir: dir === 'asc' || dir === 'desc' ? dir : undefined,
    page: Number(params.get('page')) || undefined,
  };
}

function Filters({ query, onApply }: { query: SalesQuery; onApply: (next: SalesQuery) => void }) {
  const { t } = useTranslation('staffReports');
  const [form, setForm] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keepsSort = isTime(form.group_by) === isTime(query.group_by);
    onApply({ ...form, page: undefined, ...(keepsSort ? {} : { sort: undefined, dir: undefined }) });
  };
  return (
    <form onSubmit={submit} aria-label={t('filters.label')} className="mb-4 grid gap-3 sm:grid-cols-4 sm:items-end">
      <TextField
        label={t('filters.from')}
        type="date"
        required
        value={form.from}
        onChange={(event) => setForm({ ...form, from: event.target.value })}
      />
      <TextField
        label={t('filters.to')}
        type="date"
        required
        min={form.from}
        value={form.to}
        onChange={(event) => setForm({ ...form, to: event.target.value })}
      />
      <SelectField
        label={t('filters.groupBy')}
        value={form.group_by}
        onChange={(event) => setForm({ ...form, group_by: event.target.value as ReportGrouping })}
      >
        {reportGroupings.map((grouping) => (
          <option key={grouping} value={grouping}>
            {t(`grouping.${grouping}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit">{t('filters.apply')}</Button>
    </form>
  );
}

/** Sales for a period of the shop, compared with the period before; stock at cost; what to reorder. */
export function Component() {
  const { t } = useTranslation('staffReports');
  const language = useLanguage();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const report = useSalesReport(query);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const apply = (next: SalesQuery) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value !== undefined) search.set(key, String(value));
    setParams(search);
  };
  const hrefOf = (page: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(page));
    return `?${search}`;
  };
  const get = (format: 'csv' | 'xlsx') => {
    setDownloadError(null);
    downloadSales(query, format, language).catch(setDownloadError);
  };
  const data = report.data;
  const sort: SortState = {
    sort: query.sort ?? (isTime(query.group_by) ? 'key' : 'revenue'),
    dir: query.dir ?? (query.sort === undefined && isTime(query.group_by) ? 'asc' : 'desc'),
  };
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => get('csv')}>
              {t('export.csv')}
            </Button>
            <Button variant="secondary" onClick={() => get('xlsx')}>
              {t('export.xlsx')}
            </Button>
          </>
        }
      />
      {downloadError !== null && (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
          {errorText(downloadError)}
        </p>
      )}
      <Filters key={`${query.from}-${query.to}-${query.group_by}`} query={query} onApply={apply} />
      <details className="mb-4 text-sm">
        <summary className="cursor-pointer">{t('help.summary')}</summary>
        <p className="mt-2 max-w-3xl text-graphite-700 dark:text-graphite-300">{t('help.text')}</p>
      </details>
      {report.isError ? (
        <QueryError error={report.error} onRetry={() => report.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-6">
          {isTime(data.grouping) && data.rows.length > 1 && sort.sort === 'key' && (
            <section
              aria-labelledby="chart-title"
              className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700"
            >
              <h2 id="chart-title" className="mb-3 font-display text-lg">
                {t('chart.title')}
              </h2>
              <SalesChart rows={sort.dir === 'asc' ? data.rows : [...data.rows].reverse()} />
            </section>
          )}
          {data.rows.length === 0 ? <p>{t('noRows')}</p> : null}
          <SalesTable report={data} sort={sort} onSort={(next) => apply({ ...query, ...next, page: undefined })} />
          <p className="text-sm text-graphite-600 dark:text-graphite-400">
            {t('rowsCount', { count: data.total_rows })} ·{' '}
            {t('previous', { from: data.previous_from, to: data.previous_to })}
          </p>
          {!isTime(data.grouping) && (
            <Pagination page={data.page} pageCount={Math.ceil(data.total_rows / PAGE_SIZE)} hrefOf={hrefOf} />
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <StockValuationPanel />
            <ReorderPanel />
          </div>
        </div>
      )}
    </>
  );
}
