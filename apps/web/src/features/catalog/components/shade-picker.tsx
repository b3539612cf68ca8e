import type { Variation } from '@aruu/contract/catalog';
import { useId } from 'react';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/** A make-up product whose every variation is a shade with a colour: shown as swatches. */
export function isShadeRange(variations: Variation[]): boolean {
  return variations.length > 1 && variations.every((variation) => variation.color_hex !== null);
}

interface ShadePickerProps {
  variations: Variation[];
  chosenId: number;
  onChoose: (id: number) => void;
}

/**
 * Shades as round colour swatches, a radio group (arrow keys move between them); each names its
 * shade on hover and on keyboard focus, and the chosen one is named above the row.
 */
export function ShadePicker({ variations, chosenId, onChoose }: ShadePickerProps) {
  const { t } = useTranslation('catalog');
  const formatSom = useFormatSom();
  const name = useId();
  const chosen = variations.find((variation) => variation.id === chosenId);
  return (
    <fieldset data-variations data-shades>
      <legend className="mb-3 text-sm text-graphite-700 dark:text-graphite-300">
        <span className="font-medium">{t('product.shade')}</span>
        {chosen && <span data-chosen-shade>: {chosen.name}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {variations.map((variation) => (
          <label key={variation.id} className="group relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={variation.id}
              checked={variation.id === chosenId}
              onChange={() => onChoose(variation.id)}
              aria-label={`${variation.name}, ${formatSom(variation.price)}${variation.in_stock ? '' : `, ${t('product.stock.out_of_stock')}`}`}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden
              className="block size-11 rounded-full p-1 ring-1 ring-graphite-300 transition-shadow peer-checked:ring-2 peer-checked:ring-olive-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-olive-600 group-hover:ring-olive-600 dark:ring-graphite-600 dark:peer-checked:ring-olive-300"
            >
              <span
                className={`block size-full rounded-full ring-1 ring-black/10 ${variation.in_stock ? '' : 'opacity-40'}`}
                style={{ backgroundColor: variation.color_hex ?? undefined }}
              />
            </span>
            <span
              aria-hidden
              className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 hidden -translate-x-1/2 rounded-lg bg-graphite-900 px-2.5 py-1 text-xs whitespace-nowrap text-white group-hover:block peer-focus-visible:block dark:bg-olive-50 dark:text-graphite-900"
            >
              {variation.name}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
