import type { ProductFacets } from '@aruu/contract/catalog';
import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FacetCheckbox } from './filter-section';

/** Brands shown before "show all": enough to scan at a glance. */
const FOLDED_BRANDS = 8;

interface BrandFacetProps {
  brands: ProductFacets['brands'];
  chosen: readonly number[];
  nameOf: (id: number) => string | undefined;
  onToggle: (id: number) => void;
}

/**
 * The brands of the products found, with their counts. A long list is folded to its first few
 * (chosen ones always stay in sight), and unfolded it can be narrowed by typing a name.
 */
export function BrandFacet({ brands, chosen, nameOf, onToggle }: BrandFacetProps) {
  const { t } = useTranslation('catalog');
  const [unfolded, setUnfolded] = useState(false);
  const [query, setQuery] = useState('');
  const listId = useId();
  // A chosen brand the other filters have emptied still needs a box to untick.
  const missing = chosen
    .filter((id) => !brands.some((brand) => brand.id === id))
    .map((id) => ({ id, name: nameOf(id) ?? `#${id}`, count: 0 }));
  const all = [...brands, ...missing];
  const foldable = all.length > FOLDED_BRANDS + 2;
  const needle = query.trim().toLocaleLowerCase();
  const shown = !foldable
    ? all
    : unfolded
      ? all.filter((brand) => brand.name.toLocaleLowerCase().includes(needle))
      : all.filter((brand, index) => index < FOLDED_BRANDS || chosen.includes(brand.id));

  return (
    <div>
      {foldable && unfolded && (
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('filters.findBrand')}
          aria-controls={listId}
          placeholder={t('filters.findBrand')}
          className="mb-2 w-full rounded-xl border border-graphite-300 bg-white px-3 py-2.5 text-base text-graphite-900 placeholder:text-graphite-500 focus:border-olive-600 focus:outline-2 focus:outline-olive-600/30 dark:border-graphite-700 dark:bg-graphite-800 dark:text-graphite-100 dark:placeholder:text-graphite-300"
        />
      )}
      <ul id={listId} className={unfolded ? 'max-h-80 overflow-y-auto overscroll-contain' : ''}>
        {shown.map((brand) => (
          <li key={brand.id}>
            <FacetCheckbox
              label={brand.name}
              count={brand.count}
              checked={chosen.includes(brand.id)}
              onChange={() => onToggle(brand.id)}
            />
          </li>
        ))}
      </ul>
      {shown.length === 0 && (
        <p className="px-2 py-3 text-sm text-graphite-700 dark:text-graphite-300">{t('filters.noBrand')}</p>
      )}
      {foldable && (
        <button
          type="button"
          aria-expanded={unfolded}
          aria-controls={listId}
          onClick={() => {
            setUnfolded(!unfolded);
            setQuery('');
          }}
          className="mt-2 min-h-10 rounded-full px-2 text-sm font-medium text-olive-700 underline-offset-4 hover:underline dark:text-olive-300"
        >
          {unfolded ? t('filters.showFewerBrands') : t('filters.showAllBrands', { count: all.length })}
        </button>
      )}
    </div>
  );
}
