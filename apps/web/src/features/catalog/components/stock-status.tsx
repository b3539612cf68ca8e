import type { Variation } from '@aruu/contract/catalog';
import { useTranslation } from '@/shared/i18n/use-translation';

const tones: Record<Variation['stock_state'], { dot: string; text: string }> = {
  in_stock: { dot: 'bg-olive-600 dark:bg-olive-300', text: 'text-olive-800 dark:text-olive-200' },
  low_stock: { dot: 'bg-amber-500 dark:bg-amber-300', text: 'text-amber-800 dark:text-amber-200' },
  out_of_stock: { dot: 'bg-rose-600 dark:bg-rose-400', text: 'text-rose-700 dark:text-rose-300' },
};

/** In stock, only a few left, or out of stock — of the chosen variation. */
export function StockStatus({ state }: { state: Variation['stock_state'] }) {
  const { t } = useTranslation('catalog');
  const tone = tones[state];
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${tone.text}`} data-stock={state}>
      <span aria-hidden="true" className={`size-2 rounded-full ${tone.dot}`} />
      {t(`product.stock.${state}`)}
    </p>
  );
}
