import { requestKinds, requestStatuses } from '@aruu/contract/staff-requests';
import { Link, useSearchParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { SelectField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { requestPath, staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { type RequestsFilters, useAssignees, useRequestsPage } from '../api/requests-api';
import { StatusBadge } from '../components/status-badge';
import { filtersOf, paramsOf } from '../requests-filters';

function Filters({ filters, onChange }: { filters: RequestsFilters; onChange: (filters: RequestsFilters) => void }) {
  const { t } = useTranslation('staffRequests');
  const assignees = useAssignees();
  const set = (field: keyof RequestsFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [field]: event.target.value || undefined, page: undefined });
  return (
    <form aria-label={t('filters.label')} className="mb-6 grid gap-3 sm:grid-cols-3" data-requests-filters>
      <SelectField label={t('filters.status')} value={filters.status ?? ''} onChange={set('status')}>
        <option value="">{t('filters.any')}</option>
        {requestStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.kind')} value={filters.kind ?? ''} onChange={set('kind')}>
        <option value="">{t('filters.any')}</option>
        {requestKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kind.${kind}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.assignee')} value={filters.assignee ?? ''} onChange={set('assignee')}>
        <option value="">{t('filters.any')}</option>
        <option value="none">{t('filters.nobody')}</option>
        {assignees.data?.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

/** Help questions and consultation requests in one list, newest first. */
export function Component() {
  const { t } = useTranslation('staffRequests');
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const requests = useRequestsPage(filters);
  const pageCount = requests.data ? Math.ceil(requests.data.total / requests.data.page_size) : 0;
  return (
    <>
      <PageHeader title={t('title')} />
      <Filters filters={filters} onChange={(next) => setParams(paramsOf(next))} />
      {requests.isError ? (
        <QueryError error={requests.error} onRetry={() => requests.refetch()} />
      ) : !requests.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: requests.data.total })}
          </p>
          {requests.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={requests.isPlaceholderData || undefined}>
              {requests.data.items.map((request) => (
                <li key={`${request.kind}-${request.id}`}>
                  <Link
                    to={requestPath(request.kind, request.id)}
                    className="grid gap-1 rounded-2xl bg-white p-4 text-sm transition-colors hover:bg-olive-50 lg:grid-cols-[9rem_1fr_10rem] lg:items-center lg:gap-4 dark:bg-graphite-800/60 dark:hover:bg-graphite-800"
                    data-request={`${request.kind}-${request.id}`}
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={request.status} />
                      <span className="text-graphite-700 dark:text-graphite-300">{t(`kind.${request.kind}`)}</span>
                    </span>
                    <span className="min-w-0">
                      <span className="block font-medium">
                        {request.name} · {request.phone}
                      </span>
                      <span className="block truncate text-graphite-700 dark:text-graphite-300">
                        {request.preview ?? t('noMessage')}
                      </span>
                    </span>
                    <span className="text-graphite-700 lg:text-right dark:text-graphite-300">
                      <time dateTime={request.created_at} className="block">
                        {formatDateTime(request.created_at)}
                      </time>
                      {request.assignee?.name ?? t('unassigned')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={Number(filters.page ?? 1)}
            pageCount={pageCount}
            hrefOf={(page) => `${staffPaths.requests}?${paramsOf(filters, page)}`}
          />
        </>
      )}
    </>
  );
}
