import { STATUS_UNDO_WINDOW_MINUTES, type StaffOrderAction, type StaffOrderDetail } from '@aruu/contract/staff-orders';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatTime } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { TextAreaField } from '@/shared/ui/form-field';
import { QueryError } from '@/shared/ui/query-error';
import { useCancel, useCancelPaid, useFulfil, useUndoStatus } from '../api/orders-api';

type Move = StaffOrderAction & { status: 'assembly' | 'ready' | 'delivery' | 'delivered' };

/** Statuses the server lets staff take back for a few minutes (orders/order-status.ts `canUndo`). */
const undoable = new Set<Move['status']>(['assembly', 'ready', 'delivery']);

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-graphite-200 p-4 dark:border-graphite-700">
      <h2 className="mb-3 font-display text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** "Undo" for staff's last status change, while the server still offers it. */
function UndoMove({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const language = useLanguage();
  const undo = useUndoStatus(order.order_id);
  const until = order.undo?.until;
  const [expired, setExpired] = useState<string | undefined>();
  // The button goes when the window closes; the server refuses a late click anyway.
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => setExpired(until), Math.max(0, Date.parse(until) - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  if (!order.undo || expired === until) return null;
  const { from, to } = order.undo;
  if (from !== 'assembly' && from !== 'ready' && from !== 'delivery' && from !== 'delivered') return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <Button variant="secondary" loading={undo.isPending} onClick={() => undo.mutate({ from })}>
        {t('order.undo', { status: t(`status.${to}`) })}
      </Button>
      <span className="text-graphite-600 dark:text-graphite-400">
        {t('order.undoUntil', { time: formatTime(order.undo.until, language) })}
      </span>
      {undo.error && <QueryError error={undo.error} />}
    </div>
  );
}

/**
 * What staff may do next. Every move mails the buyer, so each asks first, saying what the buyer
 * receives and whether it can be taken back; the last change can be undone for a few minutes.
 */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const fulfil = useFulfil(order.order_id);
  const cancelUnpaid = useCancel(order.order_id);
  const cancelPaid = useCancelPaid(order.order_id);
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<Move['status'] | null>(null);
  const moves = order.actions.filter((action): action is Move => action.status !== 'cancelled');
  const cancelling = order.actions.find((action) => action.status === 'cancelled');
  // A paid order is cancelled only together with its refund (the server says which this is).
  const cancel = cancelling?.refund ? cancelPaid : cancelUnpaid;
  const error = fulfil.error ?? cancel.error;
  // One cancellation in flight: a fast second click or Enter comes before the busy button is drawn
  // (as the refund dialogs guard theirs, decision 082).
  const cancelSent = useRef(false);
  const confirmCancel = (event: FormEvent) => {
    event.preventDefault();
    if (cancelSent.current) return;
    cancelSent.current = true;
    cancel.mutate(
      { note: reason },
      {
        onSuccess: () => dialog.current?.close(),
        onSettled: () => {
          cancelSent.current = false;
        },
      },
    );
  };
  const confirmMove = () => {
    if (asking) fulfil.mutate({ status: asking }, { onSettled: () => setAsking(null) });
  };
  const cancelLabel = cancelling?.refund ? t('order.cancelRefund') : t('order.cancel');
  return (
    <Section title={t('order.actions')}>
      {order.actions.length === 0 && <p className="text-sm">{t('order.noActions')}</p>}
      <div className="flex flex-wrap gap-2">
        {moves.map((action) => (
          <Button key={action.status} loading={fulfil.isPending} onClick={() => setAsking(action.status)}>
            {t(`order.moveTo.${action.status}`)}
          </Button>
        ))}
        {cancelling && (
          <Button variant="secondary" onClick={() => dialog.current?.showModal()}>
            {cancelLabel}
          </Button>
        )}
      </div>
      <UndoMove order={order} />
      {error && <QueryError error={error} />}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`order.confirmMove.${asking}`) : ''}
        message={
          asking
            ? `${t(`order.confirmHint.${asking}`)} ${
                undoable.has(asking)
                  ? t('order.undoableHint', { minutes: STATUS_UNDO_WINDOW_MINUTES })
                  : t('order.finalHint')
              }`
            : undefined
        }
        confirmLabel={t('order.confirm')}
        busy={fulfil.isPending}
        onConfirm={confirmMove}
        onCancel={() => setAsking(null)}
      />
      <dialog
        ref={dialog}
        aria-labelledby="cancel-title"
        className="m-auto w-full max-w-md rounded-lg p-6 backdrop:bg-black/40"
      >
        <form onSubmit={confirmCancel} className="flex flex-col gap-4">
          <h2 id="cancel-title" className="font-display text-xl">
            {cancelLabel}
          </h2>
          {cancelling?.refund && <p className="text-sm">{t('order.cancelRefundHint')}</p>}
          <TextAreaField
            label={t('order.cancelReason')}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => dialog.current?.close()}>
              {t('order.keep')}
            </Button>
            <Button type="submit" loading={cancel.isPending}>
              {t('order.cancelConfirm')}
            </Button>
          </div>
        </form>
      </dialog>
    </Section>
  );
}
