import type { OrderRefunds } from '@aruu/contract/staff-refunds';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useFormatSom } from '@/shared/i18n/format';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { somToTyiyn } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextAreaField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useRefundAmount } from '../api/refunds-api';

/** The typed amount in som, or NaN for anything that is not a number (a comma is a decimal point). */
const parseSom = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.').replace(/\s/g, ''));

/**
 * A goodwill refund: an amount within what is left to refund and a note saying why. The amount
 * is checked here before it is sent (the server checks it again under the order's lock). One
 * request at a time: the button is busy while it is in flight.
 */
export function RefundDialog({ data, onClose }: { data: OrderRefunds; onClose: () => void }) {
  const { t } = useTranslation('staffRefunds');
  const formatSom = useFormatSom();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  // One key per dialog: a double click or a retry after a lost answer refunds once.
  const [key] = useState(() => crypto.randomUUID());
  // A ref, not the mutation's state: a double click arrives before the busy button re-renders.
  const sending = useRef(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [checked, setChecked] = useState(false);
  const refund = useRefundAmount(data.order_id);

  const som = parseSom(amount);
  const amountProblem =
    !Number.isFinite(som) || som <= 0 || somToTyiyn(som) / 100 !== som
      ? t('refund.amountInvalid')
      : somToTyiyn(som) > somToTyiyn(data.refundable)
        ? t('refund.amountTooHigh', { amount: formatSom(data.refundable) })
        : undefined;
  const noteProblem = note.trim() === '' ? fieldText('required') : undefined;
  const fields = isApiError(refund.error) ? refund.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amountProblem || noteProblem || sending.current) return;
    sending.current = true;
    refund.mutate(
      { key, body: { amount: som, note } },
      {
        onSuccess: () => {
          toast.success(t('refund.sent'));
          onClose();
        },
        onError: (error) => {
          if (!(isApiError(error) && Object.keys(error.fields).length > 0)) toast.error(errorText(error));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('refund.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="refund">
        <TextField
          label={t('refund.amount')}
          hint={t('refund.upTo', { amount: formatSom(data.refundable) })}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={(checked ? amountProblem : undefined) ?? fieldText(fields.amount?.code)}
        />
        <TextAreaField
          label={t('refund.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          error={(checked ? noteProblem : undefined) ?? fieldText(fields.note?.code)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('refund.keep')}
          </Button>
          <Button type="submit" loading={refund.isPending}>
            {t('refund.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
