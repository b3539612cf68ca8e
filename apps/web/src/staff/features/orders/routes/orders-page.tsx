import { type OrderStatus, orderStatuses } from '@aruu/contract/orders';
import { orderChannels, staffOrderSorts } from '@aruu/contract/staff-orders';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/form-field';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { useWorkLocation, WorkLocationPicker } from '@/staff/shared/location/work-location';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useOrderFeed, useOrdersBoard } from '../api/orders-api';
import { type BoardParam, queryOf, withParam } from '../board-filters';
import { playChime } from '../components/new-order-cue';
import { StatusBadge } from '../components/status-badge';

function Filters({ params, onApply }: { params: URLSearchParams; onApply: (next: URLSearchParams) => void }) {
  const { t } = useTranslation('staffOrders');
  const [form, setForm] = useState(() => new URLSearchParams(params));
  const field = (key: BoardParam) => ({
    value: form.get(key) ?? '',
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => withParam(current, key, event.target.value)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(withParam(form, 'page', ''));
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-[2fr_repeat(8,minmax(0,1fr))_auto] xl:items-end"
    >
      <TextField label={t('filters.search')} type="search" placeholder={t('filters.searchHint')} {...field('q')} />
      <SelectField label={t('filters.delivery')} {...field('delivery')}>
        <option value="">{t('filters.any')}</option>
        <option value="courier">{t('delivery.courier')}</option>
        <option value="pickup">{t('delivery.pickup')}</option>
      </SelectField>
      <SelectField label={t('filters.paid')} {...field('paid')}>
        <option value="">{t('filters.any')}</option>
        <option value="true">{t('filters.paidYes')}</option>
        <option value="false">{t('filters.paidNo')}</option>
      </SelectField>
      <SelectField label={t('filters.paymentMethod')} {...field('payment_method')}>
        <option value="">{t('filters.anyMethod')}</option>
        {(['card', 'cash', 'bank_transfer'] as const).map((method) => (
          <option key={method} value={method}>
            {t(`payment.${method}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('filters.city')} {...field('city')} />
      <TextField label={t('filters.from')} type="date" {...field('from')} />
      <TextField label={t('filters.to')} type="date" {...field('to')} />
      <SelectField label={t('filters.channel')} {...field('channel')}>
        <option value="">{t('filters.any')}</option>
        {orderChannels.map((channel) => (
          <option key={channel} value={channel}>
            {t(`channel.${channel}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.sort')} {...field('sort')}>
        {staffOrderSorts.map((sort) => (
          <option key={sort} value={sort === 'newest' ? '' : sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex gap-2">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setForm(new URLSearchParams());
            onApply(new URLSearchParams());
          }}
        >
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  );
}

/** Tabs of the statuses with their counts under the other filters. */
function StatusTabs({ params, counts }: { params: URLSearchParams; counts: Record<string, number> }) {
  const { t } = useTranslation('staffOrders');
  const current = params.get('status') ?? '';
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tabs: Array<{ status: OrderStatus | ''; count: number }> = [
    { status: '', count: all },
    ...orderStatuses.map((status) => ({ status, count: counts[status] ?? 0 })),
  ];
  return (
    <nav aria-label={t('columns.status')} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {tabs.map(({ status, count }) => (
          <li key={status || 'all'}>
            <Link
              to={`?${withParam(params, 'status', status)}`}
              aria-current={status === current ? 'page' : undefined}
              className={`${buttonClass(status === current ? 'primary' : 'secondary')} whitespace-nowrap`}
            >
              {t(status ? `status.${status}` : 'status.all')} <span className="tabular-nums opacity-80">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The orders board: tabs per status, filters and search in the address, new orders arriving live. */
export function Component() {
  const { t } = useTranslation('staffOrders');
  const [params, setParams] = useSearchParams();
  // A warehouse worker's own location, remembered on the device: the board shows its orders.
  const [location] = useWorkLocation();
  const query = { ...queryOf(params), ...(location ? { location } : {}) };
  const board = useOrdersBoard(query);
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  const desktop = useMediaQuery('(min-width: 62em)');
  const mayPrint = useMay('orders.fulfil');
  const mayTake = useMay('orders.manage');
  const [arrived, setArrived] = useState<number[]>([]);
  useOrderFeed((event) => {
    setArrived((current) => [event.order_id, ...current].slice(0, 5));
    playChime();
  });
  const pageCount = board.data ? Math.ceil(board.data.total / board.data.page_size) : 0;
  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          <>
            {mayTake && (
              <Link to={staffPaths.newOrder} className={buttonClass('primary')}>
                {t('takeOrder')}
              </Link>
            )}
            {mayPrint && (
              <Link to={staffPaths.pickingList} className={buttonClass('secondary')}>
                {t('pickingList')}
              </Link>
            )}
          </>
        }
      />
      <p className="sr-only">{t('live')}</p>
      <div aria-live="assertive" className="mb-3 flex flex-wrap gap-2">
        {arrived.map((id) => (
          <Link
            key={id}
            to={staffPaths.order(id)}
            data-new-order={id}
            className="animate-pulse rounded-full bg-olive-600 px-3 py-1 text-sm font-medium text-white"
          >
            {t('newOrder', { id })}
          </Link>
        ))}
      </div>
      <WorkLocationPicker label={t('location.label')} everywhere={t('location.all')} className="mb-3 w-full max-w-sm" />
      <details open={desktop || params.size > 0} className="mb-4">
        <summary className="mb-3 min-h-11 cursor-pointer content-center text-sm font-medium lg:hidden">
          {t('filters.label')}
        </summary>
        <Filters key={params.toString()} params={params} onApply={setParams} />
      </details>
      {board.isError ? (
        <QueryError error={board.error} onRetry={() => board.refetch()} />
      ) : !board.data ? (
        <Spinner />
      ) : (
        <>
          <StatusTabs params={params} counts={board.data.counts} />
          <p className="mb-3 text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
            {t('total', { count: board.data.total })}
          </p>
          {board.data.items.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-busy={board.isPlaceholderData || undefined}>
              {board.data.items.map((order) => (
                <li key={order.order_id}>
                  <Link
                    to={staffPaths.order(order.order_id)}
                    data-order-row={order.order_id}
                    className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1 rounded-lg border border-graphite-200 p-3 hover:bg-graphite-50 lg:grid-cols-[6rem_10rem_1fr_8rem_7rem_8rem_9rem] dark:border-graphite-700 dark:hover:bg-graphite-800"
                  >
                    <span className="font-medium tabular-nums">№{order.order_id}</span>
                    <span className="text-sm text-graphite-700 dark:text-graphite-300">
                      {formatDateTime(order.created_at)}
                    </span>
                    <span className="justify-self-end lg:order-last">
                      <StatusBadge status={order.status} />
                    </span>
                    <span className="col-span-2 min-w-0 truncate lg:col-span-1">
                      {order.customer_name}{' '}
                      <span className="text-sm text-graphite-600 dark:text-graphite-400">{order.phone}</span>
                    </span>
                    <span className="text-sm">{order.city}</span>
                    <span className="text-sm">
                      {t(order.delivery ? `delivery.${order.delivery}` : 'delivery.none')} ·{' '}
                      {t(`payment.${order.payment_method}`)}
                      {order.channel !== 'site' && (
                        <span
                          className="block text-graphite-600 dark:text-graphite-400"
                          data-row-channel={order.channel}
                        >
                          {t(`channel.${order.channel}`)}
                        </span>
                      )}
                    </span>
                    <span className="tabular-nums">
                      {formatSom(order.total)}
                      {!order.paid && (
                        <span className="ml-1 text-xs text-rose-700 dark:text-rose-300">{t('unpaid')}</span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={Number(query.page ?? 1)}
            pageCount={pageCount}
            hrefOf={(page) => `${staffPaths.orders}?${withParam(params, 'page', String(page))}`}
          />
        </>
      )}
    </>
  );
}
