import { type CatalogFilters, panelFilterCount } from '@/entities/catalog/catalog-filters';
import { useFormatSom } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CloseIcon } from '@/shared/ui/icons';
import type { FacetNames } from '../hooks/use-facet-names';

interface Chip {
  key: string;
  label: string;
  remove: Partial<CatalogFilters>;
}

interface ActiveFilterChipsProps {
  filters: CatalogFilters;
  names: FacetNames;
  /** The category's name as shoppers read it (the address may hold its slug). */
  categoryLabel?: string;
  onChange: (change: Partial<CatalogFilters>) => void;
  onReset: () => void;
}

/** Every active filter as a chip that removes it, above the grid. */
export function ActiveFilterChips({ filters, names, categoryLabel, onChange, onReset }: ActiveFilterChipsProps) {
  const { t } = useTranslation('catalog');
  const formatSom = useFormatSom();
  const chips: Chip[] = [];
  if (filters.search) {
    chips.push({ key: 'search', label: t('chips.search', { text: filters.search }), remove: { search: undefined } });
  }
  if (filters.categoryName) {
    chips.push({
      key: 'category',
      label: categoryLabel ?? filters.categoryName,
      remove: { categoryName: undefined },
    });
  }
  for (const id of filters.brand ?? []) {
    chips.push({
      key: `brand-${id}`,
      label: names.brand(id) ?? t('chips.unknown', { id }),
      remove: { brand: filters.brand?.filter((other) => other !== id) },
    });
  }
  for (const id of filters.properties ?? []) {
    const named = names.value(id);
    chips.push({
      key: `value-${id}`,
      label: named ? t('chips.value', named) : t('chips.unknown', { id }),
      remove: { properties: filters.properties?.filter((other) => other !== id) },
    });
  }
  const { min_price: min, max_price: max } = filters;
  if (min !== undefined || max !== undefined) {
    const range =
      min !== undefined && max !== undefined
        ? `${formatSom(min)} – ${formatSom(max)}`
        : min !== undefined
          ? t('filters.priceFrom', { amount: formatSom(min) })
          : t('filters.priceTo', { amount: formatSom(max as number) });
    chips.push({
      key: 'price',
      label: t('chips.price', { range }),
      remove: { min_price: undefined, max_price: undefined },
    });
  }
  if (filters.in_stock) chips.push({ key: 'in-stock', label: t('chips.inStock'), remove: { in_stock: undefined } });
  if (filters.on_sale) chips.push({ key: 'on-sale', label: t('chips.onSale'), remove: { on_sale: undefined } });
  if (chips.length === 0) return null;

  return (
    // One line on a phone, in the catalogue's row that scrolls sideways; wrapped wider.
    <section aria-label={t('chips.label')} className="flex items-center gap-2 md:flex-wrap" data-filter-chips>
      <ul className="flex gap-2 md:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
              aria-label={t('chips.remove', { name: chip.label })}
              className="inline-flex min-h-9 max-w-[18rem] items-center gap-1.5 rounded-full border border-olive-300 bg-white py-1 pr-2 pl-3.5 text-sm text-graphite-800 transition-colors hover:border-olive-600 hover:bg-olive-100 dark:border-graphite-700 dark:bg-graphite-800 dark:text-graphite-100 dark:hover:border-olive-300 dark:hover:bg-graphite-700"
            >
              <span className="truncate">{chip.label}</span>
              <CloseIcon size={16} className="shrink-0 opacity-70" />
            </button>
          </li>
        ))}
      </ul>
      {panelFilterCount(filters) > 1 && (
        <button
          type="button"
          onClick={onReset}
          className="min-h-9 rounded-full px-3 text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900 dark:text-olive-300 dark:hover:text-olive-100"
        >
          {t('chips.clearAll')}
        </button>
      )}
    </section>
  );
}
