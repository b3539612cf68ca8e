import type { ExchangeRun } from '@aruu/contract/staff-exchange';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { staffPaths } from '@/staff/shared/paths';
import { useExchangeRuns } from '../api/exchange-api';

const PAGE_SIZE = 25;

const resultStyles: Record<ExchangeRun['result'], string> = {
  running: 'bg-graphite-200 text-graphite-800 dark:bg-graphite-700 dark:text-graphite-100',
  succeeded: 'bg-olive-100 text-olive-900 dark:bg-olive-900 dark:text-olive-100',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100',
  abandoned: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
};

const knownReasons = ['unknown_order', 'unknown_status', 'invalid_status_transition', 'order_paid'] as const;

function RunItem({ run }: { run: ExchangeRun }) {
  const { t } = useTranslation('staffExchange');
  const formatDateTime = useFormatDateTime();
  const refused = run.statuses.filter((change) => !change.applied);
  const reasonText = (reason: string | null) =>
    t(
      `runs.reason.${(knownReasons as readonly string[]).includes(reason ?? '') ? (reason as (typeof knownReasons)[number]) : 'other'}`,
    );
  return (
    <li
      className="flex flex-col gap-1 rounded-lg border border-graphite-200 p-3 text-sm dark:border-graphite-700"
      data-run={run.id}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t(`runs.type.${run.type}`)}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs ${resultStyles[run.result]}`}>
          {t(`runs.result.${run.result}`)}
        </span>
        <span className="text-graphite-700 dark:text-graphite-300">
          {t('runs.started')} {formatDateTime(run.started_at)}
        </span>
      </p>
      {run.reason && <p className="text-rose-700 dark:text-rose-300">{run.reason}</p>}
      {run.files.length > 0 && <p className="break-all">{t('runs.files', { names: run.files.join(', ') })}</p>}
      {run.import_ids.map((id) => (
        <Link key={id} to={`${staffPaths.import}?id=${id}`} className="text-olive-800 underline dark:text-olive-200">
          {t('runs.report', { id })}
        </Link>
      ))}
      {run.type === 'sale' && (run.orders_sent > 0 || run.orders_confirmed > 0) && (
        <p>{t('runs.orders', { sent: run.orders_sent, confirmed: run.orders_confirmed })}</p>
      )}
      {run.statuses.length > 0 && (
        <p>{t('runs.statuses', { applied: run.statuses.length - refused.length, refused: refused.length })}</p>
      )}
      {refused.length > 0 && (
        <ul className="list-disc pl-5">
          {refused.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a run's log never changes once written
            <li key={index}>
              {t('runs.refused', { number: change.number, status: change.received, reason: reasonText(change.reason) })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The exchanges the accounting system ran, newest first: what each moved, how it ended, its import's report. */
export function ExchangeRuns() {
  const { t } = useTranslation('staffExchange');
  const [page, setPage] = useState(1);
  const runs = useExchangeRuns({ page: String(page), page_size: String(PAGE_SIZE) });
  const pages = runs.data ? Math.max(1, Math.ceil(runs.data.total / PAGE_SIZE)) : 1;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="font-display text-xl">{t('runs.title')}</h2>
      {runs.isError && <QueryError error={runs.error} onRetry={() => runs.refetch()} />}
      {!runs.data && !runs.isError && <Spinner />}
      {runs.data?.items.length === 0 && <p>{t('runs.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {runs.data?.items.map((run) => (
          <RunItem key={run.id} run={run} />
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('runs.previous')}
          </Button>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('runs.next')}
          </Button>
        </div>
      )}
    </section>
  );
}
