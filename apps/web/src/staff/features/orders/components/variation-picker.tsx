import type { StockVariation } from '@aruu/contract/staff-stock';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { useProductStock, useStockList } from '@/staff/shared/api/stock-queries';

/** The variation a change puts into the order, with the words the dialog shows for it. */
export interface PickedVariation {
  variation_id: number;
  label: string;
}

const labelOf = (variation: StockVariation) => `${variation.title}, ${variation.variation_name} (${variation.sku})`;

function Choices({
  variations,
  picked,
  onPick,
}: {
  variations: StockVariation[];
  picked: number | undefined;
  onPick: (variation: PickedVariation) => void;
}) {
  const { t } = useTranslation('staffOrders');
  return (
    <ul className="flex flex-col gap-1">
      {variations.map((variation) => (
        <li key={variation.variation_id}>
          <button
            type="button"
            aria-pressed={picked === variation.variation_id}
            onClick={() => onPick({ variation_id: variation.variation_id, label: labelOf(variation) })}
            className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-xl border border-graphite-200 px-3 py-2 text-left text-sm aria-pressed:border-olive-700 aria-pressed:bg-olive-100 dark:border-graphite-700 dark:aria-pressed:border-olive-300 dark:aria-pressed:bg-graphite-800"
          >
            <span className="min-w-0 break-words">{labelOf(variation)}</span>
            <span className={variation.stock > 0 ? '' : 'text-rose-700 dark:text-rose-300'}>
              {t('changes.inStock', { count: variation.stock })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Picks the variation a replacement or an addition puts into the order: the product's other
 * shades first (for a replacement), or any product found by SKU, barcode or name — both with
 * their free stock, from the stock lookups.
 */
export function VariationPicker({
  productId,
  exclude,
  picked,
  onPick,
}: {
  /** The line's product, whose other shades are offered first; none for an addition. */
  productId?: number;
  exclude?: number;
  picked: number | undefined;
  onPick: (variation: PickedVariation) => void;
}) {
  const { t } = useTranslation('staffOrders');
  const shades = useProductStock(productId ?? 0, productId !== undefined);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const found = useStockList({ q, page_size: '10' }, q.length >= 2);
  const otherShades = shades.data?.variations.filter((each) => each.variation_id !== exclude && !each.hidden) ?? [];
  const results = found.data?.items.filter((each) => each.variation_id !== exclude && !each.hidden) ?? [];
  return (
    <div className="flex flex-col gap-3">
      {productId !== undefined && (
        <div>
          <h3 className="mb-1 text-sm font-medium">{t('changes.otherShades')}</h3>
          {shades.isPending ? (
            <Spinner inline />
          ) : otherShades.length === 0 ? (
            <p className="text-sm">{t('changes.noShades')}</p>
          ) : (
            <Choices variations={otherShades} picked={picked} onPick={onPick} />
          )}
        </div>
      )}
      <TextField
        label={t('changes.search')}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {q.length >= 2 &&
        (found.isPending ? (
          <Spinner inline />
        ) : results.length === 0 ? (
          <p className="text-sm">{t('changes.noResults')}</p>
        ) : (
          <Choices variations={results} picked={picked} onPick={onPick} />
        ))}
    </div>
  );
}
