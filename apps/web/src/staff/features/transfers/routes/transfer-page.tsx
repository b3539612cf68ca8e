import type { TransferDetail } from '@aruu/contract/staff-transfers';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { staffPaths } from '@/staff/shared/paths';
import { PageHeader } from '@/staff/shared/ui/page-header';
import { useCancelTransfer, useDispatchTransfer, useTransfer } from '../api/transfers-api';
import { ReceiveForm } from '../components/receive-form';
import { TransferStatus } from '../components/transfer-status';

/** Who did a step and when, or nothing for a step not taken. */
function Step({ label, at, by }: { label: string; at: string | null; by?: TransferDetail['created_by'] }) {
  const { t } = useTranslation('staffTransfers');
  const formatDateTime = useFormatDateTime();
  if (!at) return null;
  return (
    <div>
      <dt className="text-sm text-graphite-700 dark:text-graphite-300">{label}</dt>
      <dd>{by ? t('detail.when', { when: formatDateTime(at), who: by.name }) : formatDateTime(at)}</dd>
    </div>
  );
}

/**
 * One transfer: where from and to, who did what, its lines; Dispatch and Cancel while it is
 * created, the receipt while it is in transit, and its printable sheet.
 */
export function Component() {
  const { t } = useTranslation('staffTransfers');
  const errorText = useErrorText();
  const transferId = Number(useParams().id);
  const transfer = useTransfer(transferId);
  const dispatch = useDispatchTransfer(transferId);
  const cancel = useCancelTransfer(transferId);
  const [asking, setAsking] = useState<'dispatch' | 'cancel' | null>(null);
  if (transfer.isError) return <QueryError error={transfer.error} onRetry={() => transfer.refetch()} />;
  if (!transfer.data) return <Spinner />;
  const data = transfer.data;
  const run = (action: 'dispatch' | 'cancel') =>
    (action === 'dispatch' ? dispatch : cancel).mutate(undefined, {
      onSuccess: () => toast.success(t(action === 'dispatch' ? 'actions.dispatched' : 'actions.cancelled')),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => setAsking(null),
    });

  return (
    <>
      <PageHeader
        title={t('number', { id: data.id })}
        actions={
          <Link to={staffPaths.transferSheet(data.id)} className={buttonClass('secondary')}>
            {t('detail.sheet')}
          </Link>
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-3">
        <Link to={staffPaths.transfers} className="underline">
          {t('back')}
        </Link>
        <TransferStatus status={data.status} />
        {data.order_id !== null && (
          <Link to={staffPaths.order(data.order_id)} className="underline">
            {t('forOrder', { id: data.order_id })}
          </Link>
        )}
      </p>
      <div className="flex max-w-xl flex-col gap-6">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-graphite-700 dark:text-graphite-300">{t('detail.from')}</dt>
            <dd className="font-medium break-words">{data.from.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-graphite-700 dark:text-graphite-300">{t('detail.to')}</dt>
            <dd className="font-medium break-words">{data.to.name}</dd>
          </div>
          <Step label={t('detail.created')} at={data.created_at} by={data.created_by} />
          <Step label={t('detail.dispatched')} at={data.dispatched_at} by={data.dispatched_by} />
          <Step label={t('detail.received')} at={data.received_at} by={data.received_by} />
          <Step label={t('detail.cancelled')} at={data.cancelled_at} />
          {data.note && (
            <div className="sm:col-span-2">
              <dt className="text-sm text-graphite-700 dark:text-graphite-300">{t('detail.note')}</dt>
              <dd className="break-words whitespace-pre-line">{data.note}</dd>
            </div>
          )}
          {data.receipt_note && (
            <div className="sm:col-span-2">
              <dt className="text-sm text-graphite-700 dark:text-graphite-300">{t('detail.receiptNote')}</dt>
              <dd className="break-words whitespace-pre-line">{data.receipt_note}</dd>
            </div>
          )}
        </dl>
        {data.status === 'in_transit' ? (
          <ReceiveForm transfer={data} />
        ) : (
          <section aria-labelledby="transfer-lines">
            <h2 id="transfer-lines" className="mb-2 font-display text-lg">
              {t('detail.goods')}
            </h2>
            <ul className="flex flex-col gap-2">
              {data.lines.map((line) => (
                <li
                  key={line.variation_id}
                  className="rounded-xl border border-graphite-300 p-3 dark:border-graphite-700"
                >
                  <p className="font-medium break-words">{line.title}</p>
                  <p className="text-sm break-words text-graphite-700 dark:text-graphite-300">
                    {line.variation_name} · <span className="font-mono">{line.sku}</span>
                  </p>
                  <p className="mt-1 text-sm tabular-nums">
                    {t('detail.sent')}: {line.quantity}
                    {line.received_quantity !== null && (
                      <>
                        {' '}
                        · {t('detail.arrived')}: {line.received_quantity}
                      </>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {data.status === 'created' && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => setAsking('dispatch')} className="w-full sm:w-auto">
              {t('actions.dispatch')}
            </Button>
            {data.order_id === null && (
              <Button variant="ghost" onClick={() => setAsking('cancel')} className="w-full sm:w-auto">
                {t('actions.cancel')}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDialog
        open={asking === 'dispatch'}
        title={t('actions.dispatchConfirm')}
        message={t('actions.dispatchHint', { from: data.from.name })}
        confirmLabel={t('actions.dispatch')}
        onConfirm={() => run('dispatch')}
        onCancel={() => setAsking(null)}
        busy={dispatch.isPending}
      />
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('actions.cancelConfirm')}
        confirmLabel={t('actions.cancel')}
        onConfirm={() => run('cancel')}
        onCancel={() => setAsking(null)}
        busy={cancel.isPending}
        danger
      />
    </>
  );
}
