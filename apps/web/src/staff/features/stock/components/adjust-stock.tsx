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
import { SelectField, TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useStaffLocations } from '@/staff/shared/location/work-location';
import { useAdjustStock } from '../api/stock-api';

type FieldErrors = Partial<Record<'quantity' | 'note' | 'location_id', string>>;

/** The figures at the location an adjustment is made at. */
type AtLocation = { stock: number; reserved: number };

/** The stock an adjustment would leave at the location: free units after it, or undefined when it cannot be done. */
function preview(at: AtLocation, reason: StockAdjustmentReason, quantity: number) {
  const free =
    reason === 'delivery' ? at.stock + quantity : reason === 'write_off' ? at.stock - quantity : quantity - at.reserved;
  return free >= 0 ? free : undefined;
}

/** The location to offer first: the worker's own, else the default one (where adjustments went before locations). */
function firstLocation(variation: StockVariation, picked: string, defaultCode: string | undefined) {
  const found =
    variation.locations.find((at) => at.code === picked) ??
    variation.locations.find((at) => at.code === defaultCode) ??
    variation.locations[0];
  return found?.location_id;
}

/**
 * Adjusts one variation's stock at a location (the worker's own offered first) with a reason: a
 * delivery, a write-off, or a count of what is there (units put aside for open orders included). Made to be embedded — the stock pages use
 * it in a dialog, the product editor may place it beside a variation; `onDone` runs after a
 * saved adjustment.
 */
export function AdjustStock({
  variation,
  picked = '',
  onDone,
}: {
  variation: StockVariation;
  /** The worker's location's code: offered first. */
  picked?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('staffStock');
  const fieldText = useFieldErrorText();
  const errorText = useErrorText();
  const adjust = useAdjustStock(variation.variation_id);
  const defaultCode = useStaffLocations().data?.find((location) => location.is_default)?.code;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const locationId = chosen ?? firstLocation(variation, picked, defaultCode);
  const place = variation.locations.find((at) => at.location_id === locationId);
  const at: AtLocation = place ?? { stock: 0, reserved: 0 };
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
  const after = units === undefined ? undefined : preview(at, reason, units);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StockAdjustmentBody.safeParse({
      reason,
      quantity: units ?? Number.NaN,
      note,
      ...(locationId === undefined ? {} : { location_id: locationId }),
    });
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
        onSuccess: (saved) => {
          key.current = undefined;
          const there = saved.variation.locations.find((row) => row.location_id === saved.location.id);
          toast.success(
            t('adjust.saved', {
              location: saved.location.name,
              free: there?.stock ?? 0,
              onHand: (there?.stock ?? 0) + (there?.reserved ?? 0),
            }),
          );
          setQuantity('');
          setNote('');
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error, 'validation_failed')) {
            setErrors({
              quantity: error.fields.quantity?.code,
              note: error.fields.note?.code,
              location_id: error.fields.location_id?.code,
            });
          } else toast.error(errorText(error));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-staff-form="adjust-stock">
      <SelectField
        label={t('adjust.location')}
        value={locationId ?? ''}
        onChange={(event) => changed(setChosen, Number(event.target.value))}
        error={fieldText(errors.location_id)}
        data-adjust-location
      >
        {variation.locations.map((option) => (
          <option key={option.location_id} value={option.location_id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['stock', at.stock],
            ['reserved', at.reserved],
            ['on_hand', at.stock + at.reserved],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl bg-olive-100/60 p-2 dark:bg-graphite-800">
            <dt className="text-xs text-graphite-700 dark:text-graphite-300">{t(`figures.${key}`)}</dt>
            <dd className="font-display text-xl tabular-nums">{value}</dd>
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
        hint={reason === 'count_correction' ? t('adjust.countHint', { reserved: at.reserved }) : undefined}
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
            ? t('adjust.belowReserved', { reserved: at.reserved })
            : t('adjust.preview', { free: after, onHand: after + at.reserved })}
      </p>
      <Button type="submit" loading={adjust.isPending} className="w-full">
        {t('adjust.submit')}
      </Button>
    </form>
  );
}
