import type { StaffOrderDetail } from '@aruu/contract/staff-orders';
import { useFormatDateTime } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Section } from './order-actions';
import { StatusBadge } from './status-badge';

/** The codes the server writes into the timeline's notes (orders, offline-payments modules). */
const noteCodes = [
  'card_payment_received',
  'cash_payment_received',
  'bank_transfer_payment_received',
  'awaiting_cash',
  'awaiting_bank_transfer',
  'payment_time_expired',
  'invoice_expired',
  'cancelled_by_buyer',
  'confirmed_by_buyer',
  'status_undone',
  'order_changed',
  'order_change_defaulted',
] as const;
type NoteCode = (typeof noteCodes)[number];
const isNoteCode = (text: string): text is NoteCode => (noteCodes as readonly string[]).includes(text);

/**
 * A timeline note in words: a code, or a code with who recorded it (`cash_payment_received · Айбек`),
 * or what staff wrote themselves (a cancelling reason), shown as written.
 */
function useNoteText() {
  const { t } = useTranslation('staffOrders');
  return (note: string) => {
    const [code = '', ...rest] = note.split(' · ');
    if (!isNoteCode(code)) return note;
    const words = t(`order.eventNote.${code}`);
    return rest.length ? `${words} (${t('order.recordedBy', { name: rest.join(' · ') })})` : words;
  };
}

export function OrderHistory({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation('staffOrders');
  const formatDateTime = useFormatDateTime();
  const noteText = useNoteText();
  return (
    <Section title={t('order.timeline')}>
      <ol className="flex flex-col gap-1 text-sm">
        {order.timeline.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows, in order
          <li key={index}>
            <StatusBadge status={event.status} /> {formatDateTime(event.at)} · {t(`order.actor.${event.actor}`)}
            {event.note && <span className="text-graphite-600 dark:text-graphite-400"> · {noteText(event.note)}</span>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
