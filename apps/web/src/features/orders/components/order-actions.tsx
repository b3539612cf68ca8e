import type { OrderDetail, ReorderResult } from '@aruu/contract/orders';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isPayable } from '@/entities/orders/api/orders-api';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths, queryString } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { toast } from '@/shared/ui/toast';
import { useCancelOrder, useConfirmDelivery, usePayOrder, useReorder } from '../api/order-actions';

/** Pay now, cancel (unpaid only), confirm delivery, order again (finished only) — whichever the order's status allows. */
export function OrderActions({ order, offerPay = true }: { order: OrderDetail; offerPay?: boolean }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  const confirm = useConfirmDelivery();
  const reorder = useReorder();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const showError = (error: unknown) => toast.error(errorText(error));

  const payable = offerPay && isPayable(order);
  const canCancel = order.status === 'processed';
  const canConfirm = order.status === 'delivery' || order.status === 'ready';
  // Reordering belongs to finished orders: on an open one it would put its items in the cart a
  // second time (and after a declined card the thing to do is to pay again).
  const canReorder = order.status === 'delivered' || order.status === 'cancelled';

  const orderAgain = () =>
    reorder.mutate(order.order_id, {
      onSuccess: (result) => {
        reportSkipped(result);
        navigate(paths.basket);
      },
      onError: showError,
    });

  const reportSkipped = (result: ReorderResult) => {
    if (result.skipped.length === 0) {
      toast.success(t('actions.againDone'));
      return;
    }
    const lines = result.skipped.map((line) =>
      t(`actions.skipped.${line.reason}`, { title: line.title, added: line.added }),
    );
    toast.info(t('actions.againPartly'), lines.join('; '));
  };

  return (
    <div className="flex flex-wrap gap-3">
      {payable &&
        (order.delivery_details ? (
          <Button loading={pay.busy} onClick={() => pay.mutate(order, { onError: showError })}>
            {t('actions.pay')}
          </Button>
        ) : (
          // Delivery is not chosen yet: checkout continues this very order.
          <Link to={`${paths.checkout}${queryString({ order: order.order_id })}`} className={buttonClass('primary')}>
            {t('actions.pay')}
          </Link>
        ))}
      {canConfirm && (
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(order.order_id, {
              onSuccess: () => toast.success(t('actions.confirmed')),
              onError: showError,
            })
          }
        >
          {t('actions.confirm')}
        </Button>
      )}
      {canReorder && (
        <Button variant="secondary" loading={reorder.isPending} onClick={orderAgain}>
          {t('actions.again')}
        </Button>
      )}
      {canCancel && (
        <Button variant="ghost" onClick={() => setConfirmingCancel(true)}>
          {t('actions.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={t('actions.cancelTitle', { id: order.order_id })}
        message={t('actions.cancelText')}
        confirmLabel={t('actions.cancelConfirm')}
        danger
        busy={cancel.isPending}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() =>
          cancel.mutate(order.order_id, {
            onSuccess: () => {
              setConfirmingCancel(false);
              toast.success(t('actions.cancelled'));
            },
            onError: (error) => {
              setConfirmingCancel(false);
              showError(error);
            },
          })
        }
      />
    </div>
  );
}
