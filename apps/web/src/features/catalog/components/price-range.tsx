import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { parsePrice } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';

interface PriceRangeProps {
  min?: number;
  max?: number;
  /** The cheapest and dearest price among the products the other filters leave. */
  bounds?: { min: number; max: number } | null;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}

type RangeError = 'invalid' | 'order';

const textOf = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

/** Minimum and maximum in som, applied when the shopper leaves a field or presses Enter. */
export function PriceRange({ min, max, bounds, onApply }: PriceRangeProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [minText, setMinText] = useState(textOf(min));
  const [maxText, setMaxText] = useState(textOf(max));
  const [error, setError] = useState<RangeError>();

  // The address changed (a chip removed, back button): each field follows its own bound, so that
  // applying the minimum does not wipe a maximum typed meanwhile.
  useEffect(() => {
    setMinText(textOf(min));
    setError(undefined);
  }, [min]);
  useEffect(() => {
    setMaxText(textOf(max));
    setError(undefined);
  }, [max]);

  const apply = () => {
    const low = minText.trim() ? parsePrice(minText) : undefined;
    const high = maxText.trim() ? parsePrice(maxText) : undefined;
    if ((minText.trim() && low === undefined) || (maxText.trim() && high === undefined)) {
      setError('invalid');
      return;
    }
    if (low !== undefined && high !== undefined && low > high) {
      setError('order');
      return;
    }
    setError(undefined);
    if (low !== min || high !== max) onApply({ min_price: low, max_price: high });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const errorId = `${id}-error`;
  const field = (
    which: 'min' | 'max',
    value: string,
    setValue: (value: string) => void,
    placeholder: number | undefined,
  ) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className="text-xs text-graphite-700 dark:text-graphite-300">
        {t(which === 'min' ? 'filters.priceMin' : 'filters.priceMax')}
      </label>
      <input
        id={`${id}-${which}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={12}
        value={value}
        placeholder={placeholder === undefined ? undefined : String(Math.floor(placeholder))}
        onChange={(event) => setValue(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-price={which}
        className={`w-full rounded-xl border bg-white px-3 py-2.5 text-base text-graphite-900 tabular-nums placeholder:text-graphite-500 focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 dark:bg-graphite-800 dark:text-graphite-100 dark:placeholder:text-graphite-300 ${
          error ? 'border-rose-600 dark:border-rose-400' : 'border-graphite-300 dark:border-graphite-700'
        }`}
      />
    </div>
  );

  return (
    <div>
      <div className="flex items-end gap-3">
        {field('min', minText, setMinText, bounds?.min)}
        <span aria-hidden="true" className="pb-3 text-graphite-500 dark:text-graphite-300">
          –
        </span>
        {field('max', maxText, setMaxText, bounds?.max === undefined ? undefined : Math.ceil(bounds.max))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-700 dark:text-rose-300" data-field-error>
          {t(error === 'order' ? 'filters.priceOrder' : 'filters.priceInvalid')}
        </p>
      )}
    </div>
  );
}
