import {
  StockAdjustmentBody,
  type StockAdjustmentReason,
  type StockVariation,
  stockAdjustmentReasons,
} from '@aruu/contract/staff-stock';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { useErrorText, useFieldErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useAdjustStock } from '../api/stock-api';

type FieldErrors = Partial<Record<'quantity' | 'note', string>>;

/** The stock an adjustment would leave: free units after it, or undefined when it cannot be done. */
function preview(variation: StockVariation, reason: StockAdjustmentReason, quantity: number) {
  const free =
    reason === 'delivery'
      ? variation.stock + quantity
      : reason === 'write_off'
        ? variation.stock - quantity
        : quantity - variation.reserved;
  return free >= 0 ? free : undefined;
}

/**
 * Adjusts one variation's stock with a reason: a delivery, a write-off, or a count of what is in
 * the shop (units put aside for open orders included). Made to be embedded — the stock pages use
 * it in a dialog, the product editor may place it beside a variation; `onDone` runs after a
 * saved adjustment.
 */
export function AdjustStock({ variation, onDone }: { variation: StockVariation; onDone?: () => void }) {
  const { t } = useTranslation('staffStock');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const adjust = useAdjustStock(variation.variation_id);
  const [reason, setReason] = useState<StockAdjustmentReason>('delivery');
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // One key per intended adjustment: sending the same form again (a retry after a lost answer)
  // reuses it, so the server makes it once; any change to the form makes it another adjustment.
  const key = useRef<string | undefined>(undefined);
  const changed = <T,>(set: (value: T) => void, value: T) => {
    key.current = undefined;
    set(value);
  };
  const groupId = useId();
  const units = /^\d+$/.test(quantity.trim()) ? Number(quantity) : undefined;
  const after = units === undefined ? undefined : preview(variation, reason, units);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StockAdjustmentBody.safeParse({ reason, quantity: units ?? Number.NaN, note });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'quantity' || field === 'note') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    key.current ??= crypto.randomUUID();
    adjust.mutate(
      { body: parsed.data, key: key.current },
      {
        onSuccess: ({ variation: saved }) => {
          key.current = undefined;
          toast.success(t('adjust.saved', { free: saved.stock, onHand: saved.on_hand }));
          setQuantity('');
          setNote('');
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error, 'validation_failed')) {
            setErrors({ quantity: error.fields.quantity?.code, note: error.fields.note?.code });
          } else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="adjust-stock">
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(['stock', 'reserved', 'on_hand'] as const).map((key) => (
          <div key={key} className="rounded-xl bg-olive-100/60 p-2 dark:bg-graphite-800">
            <dt className="text-xs text-graphite-700 dark:text-graphite-300">{t(`figures.${key}`)}</dt>
            <dd className="font-display text-xl tabular-nums">{variation[key]}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="flex flex-col gap-1.5">
        <legend id={groupId} className="mb-1.5 text-sm font-medium text-graphite-700 dark:text-graphite-300">
          {t('adjust.reason')}
        </legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl border border-graphite-300 p-1 dark:border-graphite-700">
          {stockAdjustmentReasons.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm has-checked:bg-olive-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-olive-600 dark:has-checked:bg-olive-600"
            >
              <input
                type="radio"
                name={`${groupId}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => changed(setReason, option)}
                className="sr-only"
              />
              {t(`reason.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t(`adjust.quantity.${reason}`)}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={quantity}
        onChange={(event) => changed(setQuantity, event.target.value)}
        error={fieldText(errors.quantity)}
        hint={reason === 'count_correction' ? t('adjust.countHint', { reserved: variation.reserved }) : undefined}
      />
      <TextField
        label={reason === 'count_correction' ? t('adjust.noteRequired') : t('adjust.note')}
        autoComplete="off"
        value={note}
        onChange={(event) => changed(setNote, event.target.value)}
        error={fieldText(errors.note)}
      />
      <p className="text-sm text-graphite-700 dark:text-graphite-300" aria-live="polite">
        {units === undefined
          ? '\u00a0'
          : after === undefined
            ? t('adjust.belowReserved', { reserved: variation.reserved })
            : t('adjust.preview', { free: after, onHand: after + variation.reserved })}
      </p>
      <Button type="submit" loading={adjust.isPending} className="w-full">
        {t('adjust.submit')}
      </Button>
    </form>
  );
}
