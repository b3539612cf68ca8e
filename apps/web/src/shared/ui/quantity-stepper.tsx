import { useTranslation } from '@/shared/i18n/use-translation';
import { MinusIcon, PlusIcon } from './icons';

interface QuantityStepperProps {
  value: number;
  min?: number;
  /** The most that can be chosen (stock, or the shop's limit per line). */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Names what is being counted for screen readers, e.g. the product's title. */
  label: string;
}

/** − count + in whole pieces, kept between `min` and `max`. */
export function QuantityStepper({ value, min = 1, max, onChange, disabled, label }: QuantityStepperProps) {
  const { t } = useTranslation();
  const button =
    'inline-flex size-11 items-center justify-center rounded-full transition-colors hover:bg-olive-100 disabled:opacity-40 disabled:hover:bg-transparent dark:hover:bg-graphite-700';
  return (
    <fieldset
      className="inline-flex items-center gap-1 rounded-full border border-graphite-300 p-0.5 dark:border-graphite-700"
      data-quantity-stepper
    >
      <legend className="sr-only">{t('quantity.label', { name: label })}</legend>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('quantity.decrease')}
      >
        <MinusIcon size={18} />
      </button>
      <output className="min-w-8 text-center tabular-nums" aria-live="polite" data-quantity>
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('quantity.increase')}
      >
        <PlusIcon size={18} />
      </button>
    </fieldset>
  );
}
