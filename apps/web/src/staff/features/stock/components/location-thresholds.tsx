import type { StockAtLocation, StockVariation } from '@aruu/contract/staff-stock';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useSetLocationThreshold } from '../api/stock-api';
import { typedThreshold } from './threshold-form';

/** A variation's low-stock threshold at each location: a number of its own, or empty for the product's. */
export function LocationThresholds({ variation }: { variation: StockVariation }) {
  const { t } = useTranslation('staffStock');
  return (
    <details className="mt-2 text-sm" data-location-thresholds>
      <summary className="flex min-h-11 cursor-pointer items-center underline-offset-2 hover:underline">
        {t('locationThreshold.open')}
      </summary>
      <ul className="flex flex-col gap-2">
        {variation.locations
          .filter((at) => at.sells)
          .map((at) => (
            <li key={`${at.location_id}:${at.own_low_stock_threshold ?? ''}`}>
              <LocationThresholdForm variation={variation} at={at} />
            </li>
          ))}
      </ul>
    </details>
  );
}

function LocationThresholdForm({ variation, at }: { variation: StockVariation; at: StockAtLocation }) {
  const { t } = useTranslation('staffStock');
  const errorText = useErrorText();
  const save = useSetLocationThreshold(variation.variation_id);
  const [value, setValue] = useState(at.own_low_stock_threshold?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = typedThreshold(value);
    setInvalid(threshold === undefined);
    if (threshold === undefined) return;
    save.mutate(
      { locationId: at.location_id, threshold },
      {
        onSuccess: () => toast.success(t('locationThreshold.saved', { location: at.name })),
        onError: (error) => toast.error(errorText(error)),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2" data-location-threshold={at.code}>
      <TextField
        label={at.name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(variation.low_stock_threshold)}
        hint={t('locationThreshold.hint', { threshold: variation.low_stock_threshold })}
        error={invalid ? t('threshold.invalid') : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-24"
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('threshold.save')}
      </Button>
    </form>
  );
}
