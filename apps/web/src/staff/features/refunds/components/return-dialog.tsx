import type { CreateReturnBody, OrderRefunds, ReturnReason } from '@aruu/contract/staff-refunds';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useFormatSom } from '@/shared/i18n/format';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useRecordReturn, useReturnQuote } from '../api/refunds-api';

/**
 * Records returned items: how many of each line, why, whether they go back on the shelf. The
 * rules' amount shows as the lines are chosen; a manager may override it with a note. One
 * request at a time: the button is busy while it is in flight.
 */
export function ReturnDialog({ data, onClose }: { data: OrderRefunds; onClose: () => void }) {
  const { t } = useTranslation('staffRefunds');
  const formatSom = useFormatSom();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  // One key per dialog: a double click or a retry records the return once.
  const [key] = useState(() => crypto.randomUUID());
  // A ref, not the mutation's state: a double click arrives before the busy button re-renders.
  const sending = useRef(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>('proper_quality');
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const [overriding, setOverriding] = useState(false);
  const [overrideAmount, setOverrideAmount] = useState('');
  const [overrideNote, setOverrideNote] = useState('');
  const record = useRecordReturn(data.order_id);

  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
  const quote = useReturnQuote(data.order_id, items.length > 0 ? { items, reason } : undefined);
  const fields = isApiError(record.error) ? record.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const body: CreateReturnBody = {
      items,
      reason,
      restock,
      note: note || null,
      ...(overriding ? { override: { amount: Number(overrideAmount.replace(',', '.')), note: overrideNote } } : {}),
    };
    record.mutate(
      { key, body },
      {
        onSuccess: () => {
          toast.success(t('return.recorded'));
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
    <Dialog open onClose={onClose} title={t('return.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="return">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{t('return.items')}</legend>
          {data.items.map((item) => {
            const left = item.quantity - item.returned;
            return (
              <TextField
                key={item.order_item_id}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                disabled={left === 0}
                label={t('return.line', { title: item.title, variation: item.variation_name, left })}
                value={quantities[item.order_item_id] ?? 0}
                onChange={(event) =>
                  setQuantities({
                    ...quantities,
                    [item.order_item_id]: Math.max(0, Math.min(left, Number(event.target.value) || 0)),
                  })
                }
              />
            );
          })}
        </fieldset>
        <SelectField
          label={t('return.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason)}
        >
          <option value="proper_quality">{t('returnReason.proper_quality')}</option>
          <option value="defect">{t('returnReason.defect')}</option>
        </SelectField>
        <CheckboxField
          label={t('return.restock')}
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
        />
        <TextAreaField
          label={t('return.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
        />
        {quote.data && (
          <div role="status" className="rounded-xl bg-olive-50 p-3 text-sm dark:bg-graphite-800" data-return-quote>
            <p>{t(`rule.${quote.data.rule}`, { percent: quote.data.percent })}</p>
            <p className="font-medium">{t('return.amount', { amount: formatSom(quote.data.amount) })}</p>
            {!quote.data.within_return_window && (
              <p className="text-rose-800 dark:text-rose-200">{t('return.windowPassed')}</p>
            )}
          </div>
        )}
        <CheckboxField
          label={t('override.toggle')}
          checked={overriding}
          onChange={(event) => setOverriding(event.target.checked)}
        />
        {overriding && (
          <>
            <TextField
              label={t('override.amount')}
              inputMode="decimal"
              value={overrideAmount}
              onChange={(event) => setOverrideAmount(event.target.value)}
              error={fieldText(fields['override.amount']?.code)}
            />
            <TextAreaField
              label={t('override.note')}
              value={overrideNote}
              onChange={(event) => setOverrideNote(event.target.value)}
              rows={2}
              error={fieldText(fields['override.note']?.code)}
            />
          </>
        )}
        <Button type="submit" loading={record.isPending} disabled={items.length === 0}>
          {t('return.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
