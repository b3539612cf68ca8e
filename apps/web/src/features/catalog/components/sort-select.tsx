import type { ProductSort } from '@aruu/contract/catalog';
import { useId } from 'react';
import { catalogSorts } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ChevronDownIcon } from '@/shared/ui/icons';

const RELEVANCE = 'relevance';

/**
 * The sort, as a native select. Without a chosen sort the API orders a search by relevance and
 * everything else by popularity, so the first option names what the shopper actually sees.
 */
export function SortSelect({
  sort,
  searching,
  onChange,
}: {
  sort: ProductSort | undefined;
  searching: boolean;
  onChange: (sort: ProductSort | undefined) => void;
}) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const value = sort ?? (searching ? RELEVANCE : 'popular');
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="hidden shrink-0 text-sm text-graphite-700 sm:inline dark:text-graphite-300">
        {t('toolbar.sort')}
      </label>
      <div className="relative min-w-0">
        <select
          id={id}
          value={value}
          aria-label={t('toolbar.sort')}
          onChange={(event) => {
            const chosen = catalogSorts.find((candidate) => candidate === event.target.value);
            onChange(chosen);
          }}
          data-sort
          className="min-h-11 w-full max-w-full appearance-none truncate rounded-full border border-graphite-300 bg-white py-2 pr-10 pl-4 text-sm text-graphite-900 focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 dark:border-graphite-700 dark:bg-graphite-800 dark:text-graphite-100"
        >
          {searching && <option value={RELEVANCE}>{t('sort.relevance')}</option>}
          {catalogSorts.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size={16}
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-graphite-700 dark:text-graphite-300"
        />
      </div>
    </div>
  );
}
