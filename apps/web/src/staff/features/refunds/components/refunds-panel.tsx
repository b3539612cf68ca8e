import type { OrderRefunds, Refund } from '@aruu/contract/staff-refunds';
import { useState } from 'react';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useOrderRefunds, useRetryRefund } from '../api/refunds-api';
import { RefundDialog } from './refund-dialog';
import { RefundState } from './refund-state';
import { ReturnDialog } from './return-dialog';

type Unavailable = 'cancelled' | 'notPaid' | 'nothingRefundable' | 'allReturned';

/** Why an order takes no return or no refund now, or null when it can. */
function unavailable(data: OrderRefunds, action: 'return' | 'refund'): Unavailable | null {
  if (data.order_cancelled) return 'cancelled';
  if (data.paid === 0) return 'notPaid';
  if (data.refundable <= 0) return 'nothingRefundable';
  if (action === 'return' && data.items.every((item) => item.returned >= item.quantity)) return 'allReturned';
  return null;
}

/**
 * An order's money back: what was paid and refunded, every refund with its outcome (a failed one
 * can be sent again), every return, and the buttons that record a return or refund an amount. Mountable on any page
 * that knows the order (the order page, or this slice's own route).
 */
export function RefundsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('staffRefunds');
  const refunds = useOrderRefunds(orderId);
  const [returning, setReturning] = useState(false);
  const [refunding, setRefunding] = useState(false);
  if (refunds.isError) return <QueryError error={refunds.error} onRetry={() => refunds.refetch()} />;
  if (!refunds.data) return <Spinner />;
  const data = refunds.data;
  const noReturn = unavailable(data, 'return');
  const noRefund = unavailable(data, 'refund');
  return (
    <section aria-labelledby="refunds-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="refunds-heading" className="font-display text-xl">
          {t('heading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => setReturning(true)}
            disabled={noReturn !== null}
            aria-describedby={noReturn ? 'refunds-unavailable' : undefined}
          >
            {t('return.open')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRefunding(true)}
            disabled={noRefund !== null}
            aria-describedby={noRefund ? 'refunds-unavailable' : undefined}
          >
            {t('refund.open')}
          </Button>
        </div>
      </div>
      {/* A refund is unavailable only for reasons a return is too: one line explains both. */}
      {noReturn && (
        <p id="refunds-unavailable" className="text-graphite-700 text-sm dark:text-graphite-300">
          {t(`unavailable.${noReturn}`)}
        </p>
      )}
      <Totals data={data} />
      {data.customer_flagged && (
        <p
          role="status"
          className="rounded-xl bg-rose-50 p-3 text-rose-900 text-sm dark:bg-rose-950 dark:text-rose-100"
        >
          {t('flagged', { count: data.customer_returns })}
        </p>
      )}
      <RefundList orderId={orderId} refunds={data.refunds} />
      <ReturnList data={data} />
      {returning && <ReturnDialog data={data} onClose={() => setReturning(false)} />}
      {refunding && <RefundDialog data={data} onClose={() => setRefunding(false)} />}
    </section>
  );
}

function Totals({ data }: { data: OrderRefunds }) {
  const { t } = useTranslation('staffRefunds');
  const formatSom = useFormatSom();
  const rows = [
    ['paid', data.paid],
    ['refunded', data.refunded],
    ['pending', data.pending],
    ['refundable', data.refundable],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {rows.map(([name, amount]) => (
        <div key={name} className="rounded-2xl border border-olive-200 p-3 dark:border-graphite-700">
          <dt className="text-graphite-600 text-xs uppercase tracking-wide dark:text-graphite-300">
            {t(`totals.${name}`)}
          </dt>
          <dd className="font-medium text-lg" data-total={name}>
            {formatSom(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RefundList({ orderId, refunds }: { orderId: number; refunds: Refund[] }) {
  const { t } = useTranslation('staffRefunds');
  const formatDateTime = useFormatDateTime();
  const errorText = useErrorText();
  const retry = useRetryRefund(orderId);
  if (refunds.length === 0) return <p className="text-graphite-600 text-sm dark:text-graphite-300">{t('noRefunds')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('refundsList')}>
      {refunds.map((refund) => (
        <li
          key={refund.id}
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-olive-200 p-3 dark:border-graphite-700"
          data-refund={refund.id}
        >
          <RefundAmount refund={refund} />
          <RefundState state={refund.state} />
          <span className="text-sm">{t(`reason.${refund.reason}`)}</span>
          <time className="text-graphite-600 text-xs dark:text-graphite-300" dateTime={refund.created_at}>
            {formatDateTime(refund.created_at)}
          </time>
          {refund.attempts > 1 && <span className="text-xs">{t('attempts', { count: refund.attempts })}</span>}
          {refund.last_error && (
            <span className="basis-full text-rose-800 text-xs dark:text-rose-200">
              {t('lastError', { error: refund.last_error })}
            </span>
          )}
          {refund.worker_stopped_at && (
            <span role="status" className="basis-full text-amber-800 text-xs dark:text-amber-200">
              {t('workerStopped', { time: formatDateTime(refund.worker_stopped_at) })}
            </span>
          )}
          {refund.state === 'failed' && (
            <Button
              variant="secondary"
              loading={retry.isPending && retry.variables === refund.id}
              onClick={() =>
                retry.mutate(refund.id, {
                  onSuccess: () => toast.success(t('retried')),
                  onError: (error) => toast.error(errorText(error)),
                })
              }
            >
              {t('retry')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What goes back: money to the card, UDS points, or both; a change's capped points go back alone. */
function RefundAmount({ refund }: { refund: Refund }) {
  const { t } = useTranslation('staffRefunds');
  const formatSom = useFormatSom();
  const points =
    refund.uds_points !== null
      ? t('points', { count: refund.uds_points })
      : refund.amount === 0
        ? t('pointsUnnamed')
        : null;
  return (
    <>
      {refund.amount > 0 && <span className="font-medium">{formatSom(refund.amount)}</span>}
      {points && <span className={refund.amount > 0 ? 'text-sm' : 'font-medium'}>{points}</span>}
    </>
  );
}

function ReturnList({ data }: { data: OrderRefunds }) {
  const { t } = useTranslation('staffRefunds');
  const formatSom = useFormatSom();
  if (data.returns.length === 0) return null;
  return (
    <div>
      <h3 className="mb-2 font-medium">{t('returns')}</h3>
      <ul className="flex flex-col gap-2">
        {data.returns.map((entry) => (
          <li
            key={entry.id}
            className="rounded-2xl bg-olive-50 p-3 text-sm dark:bg-graphite-800"
            data-return={entry.id}
          >
            <p>{entry.items.map((item) => `${item.title} (${item.variation_name}) × ${item.quantity}`).join(', ')}</p>
            <p className="text-graphite-700 dark:text-graphite-300">
              {t(`returnReason.${entry.reason}`)} · {entry.restock ? t('restocked') : t('notRestocked')} ·{' '}
              {formatSom(entry.amount)}
              {entry.override_note ? ` · ${t('override.applied', { note: entry.override_note })}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
