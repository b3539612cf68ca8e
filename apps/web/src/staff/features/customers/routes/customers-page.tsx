import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { CheckboxField, TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useCustomers } from '../api/customers-api';

/** Shoppers, newest first, found by name, email or phone. */
export function Component() {
  const { t } = useTranslation('staffCustomers');
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const [onlyBlocked, setOnlyBlocked] = useState(params.get('blocked') === 'true');
  const query = {
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(params.get('blocked') ? { blocked: 'true' as const } : {}),
    ...(params.get('page') ? { page: params.get('page') ?? '1' } : {}),
  };
  const customers = useCustomers(query);
  const formatSom = useFormatSom();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (onlyBlocked) next.set('blocked', 'true');
    setParams(next);
  };
  const pageCount = customers.data ? Math.ceil(customers.data.total / customers.data.page_size) : 0;
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `${staffPaths.customers}?${next}`;
  };
  return (
    <>
      <PageHeader title={t('title')} />
      <form onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
        <TextField
          label={t('search')}
          type="search"
          placeholder={t('searchHint')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className="min-w-64 flex-1"
        />
        <CheckboxField
          label={t('onlyBlocked')}
          checked={onlyBlocked}
          onChange={(event) => setOnlyBlocked(event.target.checked)}
        />
        <Button type="submit">{t('show')}</Button>
      </form>
      {customers.isError ? (
        <QueryError error={customers.error} onRetry={() => customers.refetch()} />
      ) : !customers.data ? (
        <Spinner />
      ) : (
        <>
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: customers.data.total })}
          </p>
          {customers.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={customers.isPlaceholderData || undefined}>
              {customers.data.items.map((customer) => (
                <li key={customer.id}>
                  <Link
                    to={staffPaths.customer(customer.id)}
                    className="grid gap-1 rounded-lg border border-graphite-200 p-3 hover:bg-graphite-50 md:grid-cols-[1fr_14rem_8rem_10rem] md:items-center dark:border-graphite-700 dark:hover:bg-graphite-800"
                  >
                    <span className="min-w-0 truncate font-medium">
                      {customer.name}
                      {customer.blocked && (
                        <span className="ml-2 text-sm text-rose-700 dark:text-rose-300">{t('blocked')}</span>
                      )}
                      {customer.account_type === 'legal' && <span className="ml-2 text-sm">{t('legal')}</span>}
                      {customer.returns_flagged && (
                        <span
                          className="ml-2 rounded-full bg-rose-100 px-2 py-0.5 text-rose-900 text-xs dark:bg-rose-900/40 dark:text-rose-100"
                          data-returns-flag
                        >
                          {t('returnsFlag')}
                        </span>
                      )}
                    </span>
                    <span className="min-w-0 truncate text-sm">
                      {customer.email}
                      {customer.phone && ` · ${customer.phone}`}
                    </span>
                    <span className="text-sm">
                      {t('orders', { count: customer.orders_count })}
                      {customer.returns_count > 0 && ` · ${t('returns', { count: customer.returns_count })}`}
                    </span>
                    <span className="text-sm tabular-nums">{t('spent', { sum: formatSom(customer.total_spent) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={Number(query.page ?? 1)} pageCount={pageCount} hrefOf={pageHref} />
        </>
      )}
    </>
  );
}
