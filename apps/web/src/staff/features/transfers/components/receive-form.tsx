import type { TransferDetail } from '@aruu/contract/staff-transfers';
import { type FormEvent, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useReceiveTransfer } from '../api/transfers-api';

/** A whole number of units from 0 to what was sent, or undefined. */
const unitsOf = (text: string, sent: number) => {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : undefined;
  return value !== undefined && value <= sent ? value : undefined;
};

/**
 * The receipt of a transfer in transit, made for a phone at the shop's back door: per line what
 * arrived (what was sent unless changed), and a note that appears, and is needed, once fewer
 * arrived than were sent.
 */
export function ReceiveForm({ transfer, onDone }: { transfer: TransferDetail; onDone?: () => void }) {
  const { t } = useTranslation('staffTransfers');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const receive = useReceiveTransfer(transfer.id);
  const [arrived, setArrived] = useState<Record<number, string>>(() =>
    Object.fromEntries(transfer.lines.map((line) => [line.variation_id, String(line.quantity)])),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ lines?: Record<number, string>; note?: string }>({});
  const counted = transfer.lines.map((line) => ({
    line,
    units: unitsOf(arrived[line.variation_id] ?? '', line.quantity),
  }));
  const missing = counted.reduce((sum, { line, units }) => sum + (units === undefined ? 0 : line.quantity - units), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = Object.fromEntries(
      counted.filter(({ units }) => units === undefined).map(({ line }) => [line.variation_id, 'invalid_value']),
    );
    const noteMissing = missing > 0 && !note.trim() ? 'required' : undefined;
    if (Object.keys(invalid).length > 0 || noteMissing) {
      setErrors({ lines: invalid, note: noteMissing });
      return;
    }
    setErrors({});
    receive.mutate(
      {
        lines: counted.map(({ line, units }) => ({ variation_id: line.variation_id, received_quantity: units! })),
        note: missing > 0 ? note.trim() : null,
      },
      {
        onSuccess: (saved) => {
          toast.success(t('receive.saved', { to: saved.to.name }));
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error, 'receipt_note_required')) setErrors({ note: 'required' });
          else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="receive-transfer">
      <h2 className="font-display text-lg">{t('receive.title')}</h2>
      <ul className="flex flex-col gap-3">
        {counted.map(({ line, units }) => (
          <li key={line.variation_id} className="rounded-xl border border-graphite-300 p-3 dark:border-graphite-700">
            <p className="font-medium break-words">{line.title}</p>
            <p className="text-sm break-words text-graphite-700 dark:text-graphite-300">
              {line.variation_name} · <span className="font-mono">{line.sku}</span>
            </p>
            <TextField
              label={t('receive.arrived', { sku: line.sku })}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="next"
              value={arrived[line.variation_id] ?? ''}
              onChange={(event) => setArrived((all) => ({ ...all, [line.variation_id]: event.target.value }))}
              error={fieldText(errors.lines?.[line.variation_id])}
              hint={
                units !== undefined && units < line.quantity
                  ? `${t('receive.of', { count: line.quantity })} · ${t('receive.short', { count: line.quantity - units })}`
                  : t('receive.of', { count: line.quantity })
              }
              className="mt-2"
            />
          </li>
        ))}
      </ul>
      {missing > 0 && (
        <TextField
          label={t('receive.note')}
          autoComplete="off"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={fieldText(errors.note)}
        />
      )}
      <Button type="submit" loading={receive.isPending} className="w-full">
        {t('receive.submit')}
      </Button>
    </form>
  );
}
