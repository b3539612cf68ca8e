import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextAreaField } from '@/shared/ui/form-field';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useCustomer, useSetBlocked } from '../api/customers-api';

/** A shopper: contacts, what they bought and spent, their UDS link, and blocking. */
export function Component() {
  const { t } = useTranslation('staffCustomers');
  const { t: tOrders } = useTranslation('staffOrders');
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  const setBlocked = useSetBlocked(id);
  const mayManage = useMay('customers.manage');
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  const [text, setText] = useState('');
  if (customer.isError) return <QueryError error={customer.error} onRetry={() => customer.refetch()} />;
  if (!customer.data) return <Spinner />;
  const data = customer.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlocked.mutate({ blocked: !data.blocked, text }, { onSuccess: () => setText('') });
  };
  const cancelled = data.cancelled_orders;
  return (
    <>
      <Link to={staffPaths.customers} className="mb-2 inline-block text-sm underline">
        {t('back')}
      </Link>
      <PageHeader title={data.name} />
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <section className="flex flex-col gap-1 rounded-lg border border-graphite-200 p-4 text-sm dark:border-graphite-700">
          <p>{data.email}</p>
          {data.phone && <a href={`tel:${data.phone}`}>{data.phone}</a>}
          <p>{t('registered', { date: formatDateTime(data.registered_at) })}</p>
          <p>{t('language', { language: t(`languageName.${data.language}`) })}</p>
          <p>{t('orders', { count: data.orders_count })}</p>
          <p data-cancelled-orders>
            {t('cancelled', { count: cancelled.total })}
            {cancelled.total > 0 &&
              ` (${t('cancelledBy', { buyer: cancelled.by_buyer, staff: cancelled.by_staff, system: cancelled.by_system })})`}
          </p>
          <p>{t('returns', { count: data.returns_count })}</p>
          {data.returns_flagged && (
            <p
              role="status"
              className="rounded-lg bg-rose-50 p-2 text-rose-900 dark:bg-rose-950 dark:text-rose-100"
              data-returns-flag
            >
              {t('returnsFlagHint')}
            </p>
          )}
          <p className="font-medium">{t('spent', { sum: formatSom(data.total_spent) })}</p>
          <p>
            {t('uds')}: {data.uds.linked ? t('udsLinked', { uid: data.uds.customer_uid }) : t('udsNotLinked')}
          </p>
          {data.blocked_at && (
            <div className="text-rose-700 dark:text-rose-300" aria-live="polite" data-block>
              <p className="font-medium">
                {data.block?.by
                  ? t('blockedBy', { date: formatDateTime(data.blocked_at), name: data.block.by.name })
                  : t('blockedSince', { date: formatDateTime(data.blocked_at) })}
              </p>
              <p className="whitespace-pre-line">{t('blockReason', { reason: data.block?.reason ?? t('noReason') })}</p>
            </div>
          )}
          {mayManage && (
            <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
              <p className="text-graphite-700 dark:text-graphite-300">{t('blockHint')}</p>
              <TextAreaField
                label={data.blocked ? t('unblockNote') : t('reason')}
                required={!data.blocked}
                maxLength={500}
                rows={2}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Button
                type="submit"
                variant={data.blocked ? 'secondary' : 'primary'}
                loading={setBlocked.isPending}
                disabled={!data.blocked && text.trim() === ''}
                className="self-start"
              >
                {data.blocked ? t('unblock') : t('block')}
              </Button>
              {setBlocked.error && <QueryError error={setBlocked.error} />}
            </form>
          )}
        </section>
        <section>
          <h2 className="mb-3 font-display text-lg">{t('ordersTitle')}</h2>
          {data.orders.length === 0 ? (
            <p>{t('noOrders')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.orders.map((order) => (
                <li key={order.order_id}>
                  <Link
                    to={staffPaths.order(order.order_id)}
                    className="flex flex-wrap justify-between gap-2 rounded-lg border border-graphite-200 p-3 text-sm hover:bg-graphite-50 dark:border-graphite-700 dark:hover:bg-graphite-800"
                  >
                    <span className="font-medium">№{order.order_id}</span>
                    <span>{formatDateTime(order.created_at)}</span>
                    <span>{tOrders(`status.${order.status}`)}</span>
                    <span className="tabular-nums">
                      {formatSom(order.total)} {!order.paid && `· ${tOrders('unpaid')}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
