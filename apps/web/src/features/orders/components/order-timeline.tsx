import type { OrderDetail } from '@aruu/contract/orders';
import { isPayable } from '@/entities/orders/api/orders-api';
import { formatDateTime, formatTime } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CheckIcon, CloseIcon } from '@/shared/ui/icons';
import { type OrderStep, orderSteps } from '../order-steps';

const knownNotes = [
  'card_payment_received',
  'payment_time_expired',
  'cancelled_by_buyer',
  'confirmed_by_buyer',
  'awaiting_cash',
  'awaiting_bank_transfer',
  'invoice_expired',
  'order_changed',
  'order_change_defaulted',
] as const;
type KnownNote = (typeof knownNotes)[number];
const isKnownNote = (note: string): note is KnownNote => (knownNotes as readonly string[]).includes(note);

const dotStyles: Record<OrderStep['state'], string> = {
  done: 'bg-olive-700 text-white dark:bg-olive-300 dark:text-graphite-900',
  next: 'border-2 border-olive-700 bg-white text-olive-800 dark:border-olive-300 dark:bg-graphite-900 dark:text-olive-200',
  upcoming: 'border-2 border-graphite-300 bg-white dark:border-graphite-500 dark:bg-graphite-900',
  failed: 'bg-rose-700 text-white dark:bg-rose-400 dark:text-graphite-900',
};

/** Spec §4's steps as a vertical timeline: what happened when, and what comes next. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const steps = orderSteps(order);

  const hintOf = (step: OrderStep): string | undefined => {
    if (step.note && isKnownNote(step.note)) return t(`notes.${step.note}`);
    if (step.note && step.status !== 'pay') return step.note;
    switch (step.status) {
      case 'processed':
        return order.delivery === 'courier'
          ? t('stepHints.deliveryIncluded')
          : order.delivery === 'pickup'
            ? t('stepHints.pickupNotIncluded')
            : t('stepHints.deliveryNotChosen');
      case 'assembly':
        // A cash order waits for the shop to confirm it before it is packed.
        return order.payment_method === 'cash' && order.status === 'processed' ? t('stepHints.cashConfirm') : undefined;
      case 'delivered':
        if (order.payment_method !== 'cash') return undefined;
        if (order.paid) return t('paymentMethod.cashPaid');
        return order.delivery === 'pickup' ? t('stepHints.payCashPickup') : t('stepHints.payCashCourier');
      case 'pay':
        // A cash order may be packed before its money comes: paid is what the order says.
        if (order.payment_method === 'cash') return order.paid ? t('paymentMethod.cashPaid') : t('notes.awaiting_cash');
        if (order.payment_method === 'bank_transfer') {
          return order.paid ? t('paymentMethod.bankTransferPaid') : t('notes.awaiting_bank_transfer');
        }
        if (step.state === 'done') return t('stepHints.paid');
        if (isPayable(order) && order.expires_at) {
          return t('stepHints.awaitingPayment', { time: formatTime(order.expires_at, language) });
        }
        return undefined;
      case 'error':
        return t('stepHints.contactUs');
      default:
        return undefined;
    }
  };

  return (
    <ol className="flex flex-col" data-order-timeline>
      {steps.map((step, index) => {
        const hint = hintOf(step);
        const last = index === steps.length - 1;
        const lineDone = step.state === 'done' && steps[index + 1]?.state === 'done';
        return (
          <li
            key={step.status}
            data-step={step.status}
            data-state={step.state}
            aria-current={step.state === 'next' ? 'step' : undefined}
            className={`relative flex gap-4 ${last ? '' : 'pb-7'}`}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute top-9 bottom-1 left-[15px] w-0.5 rounded-full ${lineDone ? 'bg-olive-600 dark:bg-olive-400' : 'bg-graphite-100 dark:bg-graphite-700'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ${dotStyles[step.state]}`}
            >
              {step.state === 'done' && <CheckIcon size={18} strokeWidth={2.2} />}
              {step.state === 'failed' && <CloseIcon size={16} strokeWidth={2.2} />}
              {step.state === 'next' && <span className="size-2.5 rounded-full bg-olive-700 dark:bg-olive-300" />}
            </span>
            <div className="min-w-0 pt-1">
              <p
                className={`font-medium ${step.state === 'upcoming' ? 'text-graphite-500 dark:text-graphite-300' : ''} ${step.state === 'failed' ? 'text-rose-800 dark:text-rose-200' : ''}`}
              >
                {t(`steps.${step.status}`)}
                <span className="sr-only"> — {t(`stepState.${step.state}`)}</span>
              </p>
              {hint && <p className="mt-0.5 text-sm text-graphite-700 dark:text-graphite-300">{hint}</p>}
              {step.at && (
                <time dateTime={step.at} className="mt-0.5 block text-xs text-graphite-700 dark:text-graphite-300">
                  {formatDateTime(step.at, language)}
                </time>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
