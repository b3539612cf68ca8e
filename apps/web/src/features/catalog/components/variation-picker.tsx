import type { Variation } from '@aruu/contract/catalog';
import { useId } from 'react';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

interface VariationPickerProps {
  variations: Variation[];
  chosenId: number;
  onChoose: (id: number) => void;
}

/** The product's variations (volume, shade…) as a radio group; each names its price. */
export function VariationPicker({ variations, chosenId, onChoose }: VariationPickerProps) {
  const { t } = useTranslation('catalog');
  const formatSom = useFormatSom();
  const name = useId();
  return (
    <fieldset data-variations>
      <legend className="mb-3 text-sm font-medium text-graphite-700 dark:text-graphite-300">
        {t('product.variation')}
      </legend>
      <div className="flex flex-wrap gap-2">
        {variations.map((variation) => (
          <label key={variation.id} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={variation.id}
              checked={variation.id === chosenId}
              onChange={() => onChoose(variation.id)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              className={`flex min-h-12 flex-col justify-center rounded-2xl border px-4 py-1.5 text-sm transition-colors peer-checked:border-olive-700 peer-checked:bg-olive-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-olive-600 hover:border-olive-600 dark:peer-checked:border-olive-300 dark:peer-checked:bg-olive-300 dark:peer-checked:text-graphite-900 ${
                variation.in_stock
                  ? 'border-graphite-300 text-graphite-800 dark:border-graphite-700 dark:text-graphite-100'
                  : 'border-dashed border-graphite-300 text-graphite-500 dark:border-graphite-700 dark:text-graphite-300'
              }`}
            >
              <span className="font-medium">{variation.name}</span>
              <span className="text-xs opacity-90">
                {formatSom(variation.price)}
                {!variation.in_stock && ` · ${t('product.stock.out_of_stock')}`}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
