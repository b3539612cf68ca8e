import { type StockTransferStatus, stockTransferStatuses } from '@aruu/contract/locations';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { buttonClass } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useTransferPlaces, useTransfers } from '../api/transfers-api';
import { TransferStatus } from '../components/transfer-status';

const isStatus = (value: string | null): value is StockTransferStatus =>
  (stockTransferStatuses as readonly string[]).includes(value ?? '');

/** Transfers between locations, newest first: by status (tabs) and by a location they leave or reach. */
export function Component() {
  const { t } = useTranslation('staffTransfers');
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const location = params.get('location') ?? '';
  const page = params.get('page') ?? '1';
  const places = useTransferPlaces();
  const list = useTransfers({
    ...(isStatus(status) ? { status } : {}),
    ...(location ? { location } : {}),
    page,
  });
  /** The filters with `changes` applied, back on the first page. */
  const filtersWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    return next;
  };
  const linkWith = (changes: Record<string, string | null>) => {
    const next = filtersWith(changes);
    return `${staffPaths.transfers}${next.size ? `?${next}` : ''}`;
  };
  const tab = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm whitespace-nowrap ${active ? 'bg-olive-700 text-white dark:bg-olive-600' : 'border border-graphite-300 dark:border-graphite-700'}`;

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <Link to={staffPaths.newTransfer} className={buttonClass('primary')}>
            {t('new')}
          </Link>
        }
      />
      <nav aria-label={t('views')} className="mb-4 flex flex-wrap gap-2">
        {[null, ...stockTransferStatuses].map((option) => {
          const active = (isStatus(status) ? status : null) === option;
          return (
            <Link
              key={option ?? 'all'}
              to={linkWith({ status: option })}
              className={tab(active)}
              aria-current={active ? 'page' : undefined}
            >
              {t(option ? `status.${option}` : 'status.all')}
            </Link>
          );
        })}
      </nav>
      <SelectField
        label={t('location')}
        value={location}
        onChange={(event) => setParams(filtersWith({ location: event.target.value }))}
        className="mb-4 max-w-sm"
      >
        <option value="">{t('anyLocation')}</option>
        {(places.data ?? []).map((place) => (
          <option key={place.code} value={place.code}>
            {place.name}
          </option>
        ))}
      </SelectField>
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: list.data.total })}
          </p>
          {list.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={list.isPlaceholderData || undefined}>
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={staffPaths.transfer(item.id)}
                    className="block rounded-xl border border-graphite-300 p-3 hover:bg-olive-100/40 dark:border-graphite-700 dark:hover:bg-graphite-800"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium">{t('number', { id: item.id })}</span>
                      <TransferStatus status={item.status} />
                    </span>
                    <span className="mt-1 block break-words">
                      {t('route', { from: item.from.name, to: item.to.name })}
                    </span>
                    <span className="mt-1 block text-sm text-graphite-700 dark:text-graphite-300">
                      {t('lines', { count: item.line_count })} · {t('units', { count: item.units })} ·{' '}
                      {formatDateTime(item.created_at)}
                      {item.order_id !== null && <> · {t('forOrder', { id: item.order_id })}</>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={Number(page)}
            pageCount={Math.ceil(list.data.total / list.data.page_size)}
            hrefOf={(target) => {
              const next = new URLSearchParams(params);
              next.set('page', String(target));
              return `${staffPaths.transfers}?${next}`;
            }}
          />
        </>
      )}
    </>
  );
}
