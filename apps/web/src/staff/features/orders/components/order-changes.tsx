import type { OrderChange, OrderChangeLine } from '@aruu/contract/order-changes';
import type { OrderStatus } from '@aruu/contract/orders';
import type { StaffOrderDetail, StaffOrderItem } from '@aruu/contract/staff-orders';
import { useState } from 'react';
import { useFormatDateTime, useFormatSom } from '@/shared/i18n/format';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { QueryError } from '@/shared/ui/query-error';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { useMay } from '@/staff/shared/session/use-staff-me';
import { useOrderChanges, useWithdrawChange } from '../api/order-changes-api';
import type { ChangeTarget } from './change-dialog';
import { Section } from './order-actions';

/** Statuses in which an order's lines may still change: placed, awaiting payment, in assembly, ready for pickup. */
const changeableStatuses: readonly OrderStatus[] = ['processed', 'pay', 'assembly', 'ready'];

/** Whether the signed-in employee may change this order's lines now. */
export function useMayChangeLines(order: StaffOrderDetail): boolean {
  return useMay('orders.manage') && changeableStatuses.includes(order.status);
}

/** A line's change buttons: remove, reduce (from two units), replace. */
export function LineChangeButtons({
  item,
  onChange,
}: {
  item: StaffOrderItem;
  onChange: (target: ChangeTarget) => void;
}) {
  const { t } = useTranslation('staffOrders');
  const kinds = (['remove', 'reduce', 'replace'] as const).filter((kind) => kind !== 'reduce' || item.quantity > 1);
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1" data-line-changes={item.order_item_id}>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="min-h-9 text-olive-800 text-sm underline underline-offset-4 dark:text-olive-200"
          onClick={() => onChange({ kind, item })}
          aria-label={`${t(`changes.action.${kind}`)}: ${item.title}, ${item.variation_name}`}
        >
          {t(`changes.action.${kind}`)}
        </button>
      ))}
    </div>
  );
}

const sameLine = (a: OrderChangeLine, b: OrderChangeLine) =>
  a.order_item_id === b.order_item_id && a.variation_id === b.variation_id && a.quantity === b.quantity;
const lineText = (line: OrderChangeLine) => `${line.title}, ${line.variation_name} × ${line.quantity}`;

function ChangeRow({ orderId, change }: { orderId: number; change: OrderChange }) {
  const { t } = useTranslation('staffOrders');
  const formatSom = useFormatSom();
  const formatDateTime = useFormatDateTime();
  const errorText = useErrorText();
  const withdraw = useWithdrawChange(orderId);
  const [confirming, setConfirming] = useState(false);
  const { before, after } = change;
  const gone = before.lines.filter((line) => !after.lines.some((each) => sameLine(each, line)));
  const come = after.lines.filter((line) => !before.lines.some((each) => sameLine(each, line)));
  return (
    <li
      className="flex flex-col gap-1 border-graphite-100 border-t pt-2 text-sm first:border-t-0 first:pt-0 dark:border-graphite-800"
      data-change={change.id}
      data-change-state={change.state}
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-medium">{t(`changes.kind.${change.kind}`)}</span>
        <span>{t(`changes.state.${change.state}`)}</span>
        {change.decided_by && change.state !== 'proposed' && (
          <span className="text-graphite-600 dark:text-graphite-400">
            ({t(`changes.decidedBy.${change.decided_by}`)})
          </span>
        )}
      </p>
      <p className="break-words">
        {[gone, come]
          .filter((lines) => lines.length > 0)
          .map((lines) => lines.map(lineText).join('; '))
          .join(' → ')}
      </p>
      <p className="text-graphite-600 dark:text-graphite-400">
        {formatDateTime(change.created_at)} · {t(`changes.reasons.${change.reason}`)} ·{' '}
        {t('changes.preview.difference')}: {formatSom(change.money.difference)}
      </p>
      {change.state === 'proposed' && change.answer_by && (
        <p>{t('changes.answerBy', { time: formatDateTime(change.answer_by) })}</p>
      )}
      {change.refund_id !== null && <p>{t('changes.refund', { id: change.refund_id })}</p>}
      {change.supplement && (
        <p>{t(`changes.supplement.${change.supplement.state}`, { amount: formatSom(change.supplement.amount) })}</p>
      )}
      {change.state === 'proposed' && (
        <>
          <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
            {t('changes.withdraw')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('changes.withdrawConfirm.title')}
            message={t('changes.withdrawConfirm.message')}
            confirmLabel={t('changes.withdraw')}
            busy={withdraw.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              withdraw.mutate(change.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('changes.withdrawnToast'));
                },
                onError: (error) => toast.error(errorText(error)),
              })
            }
          />
        </>
      )}
    </li>
  );
}

/** The order's changes, newest first: each one's kind, state, when, and what became of the money. */
export function OrderChanges({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const changes = useOrderChanges(order.order_id);
  return (
    <Section title={t('changes.heading')}>
      {changes.isError ? (
        <QueryError error={changes.error} onRetry={() => changes.refetch()} />
      ) : !changes.data ? (
        <Spinner inline />
      ) : changes.data.items.length === 0 ? (
        <p className="text-sm">{t('changes.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('changes.heading')}>
          {changes.data.items.map((change) => (
            <ChangeRow key={change.id} orderId={order.order_id} change={change} />
          ))}
        </ul>
      )}
    </Section>
  );
}
