import type { ProductStock } from '@aruu/contract/staff-stock';
import { type FormEvent, useState } from 'react';
import { useErrorText } from '@/shared/i18n/use-error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast';
import { useSetLowStockThreshold } from '../api/stock-api';

/** A typed threshold: a whole number of units, null when left empty (the default applies), undefined when not a number. */
export function typedThreshold(value: string): number | null | undefined {
  const typed = value.trim();
  if (typed === '') return null;
  return /^\d{1,5}$/.test(typed) ? Number(typed) : undefined;
}

/** The product's low-stock threshold: its own number, or empty for the shop's default. */
export function ThresholdForm({ product }: { product: ProductStock }) {
  const { t } = useTranslation('staffStock');
  const errorText = useErrorText();
  const save = useSetLowStockThreshold(product.product_id);
  const [value, setValue] = useState(product.low_stock_threshold?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const threshold = typedThreshold(value);
    setInvalid(threshold === undefined);
    if (threshold === undefined) return;
    save.mutate(threshold, {
      onSuccess: () => toast.success(t('threshold.saved')),
      onError: (error) => toast.error(errorText(error)),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2" data-staff-form="low-stock-threshold">
      <TextField
        label={t('threshold.label')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(product.default_low_stock_threshold)}
        hint={t('threshold.hint', { threshold: product.default_low_stock_threshold })}
        error={invalid ? t('threshold.invalid') : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="w-32"
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('threshold.save')}
      </Button>
    </form>
  );
}
