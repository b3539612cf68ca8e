import type { ProductFacets } from '@aruu/contract/catalog';
import { type CatalogFilters, panelFilterCount, toggleId } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { FacetNames } from '../hooks/use-facet-names';
import { BrandFacet } from './brand-facet';
import { FacetCheckbox, FilterSection } from './filter-section';
import { PriceRange } from './price-range';

interface FilterPanelProps {
  filters: CatalogFilters;
  facets: ProductFacets | undefined;
  names: FacetNames;
  onChange: (change: Partial<CatalogFilters>) => void;
  onReset: () => void;
}

/**
 * Spec §2's filter drawer (and the desktop sidebar): availability, price, brands and every
 * property, each with the number of products it leaves — counts come from the API's facets.
 */
export function FilterPanel({ filters, facets, names, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const chosenValues = filters.properties ?? [];
  const chosenBrands = filters.brand ?? [];
  return (
    <div data-filter-panel>
      <FilterSection title={t('filters.availability')} defaultOpen>
        <FacetCheckbox
          label={t('filters.inStock')}
          checked={filters.in_stock === true}
          onChange={() => onChange({ in_stock: !filters.in_stock })}
        />
        <FacetCheckbox
          label={t('filters.onSale')}
          checked={filters.on_sale === true}
          onChange={() => onChange({ on_sale: !filters.on_sale })}
        />
      </FilterSection>
      <FilterSection title={t('filters.price')} defaultOpen>
        <PriceRange
          min={filters.min_price}
          max={filters.max_price}
          bounds={facets?.price}
          onApply={(range) => onChange(range)}
        />
      </FilterSection>
      {(facets?.brands.length || chosenBrands.length > 0) && (
        <FilterSection title={t('filters.brand')} defaultOpen badge={chosenBrands.length}>
          <BrandFacet
            brands={facets?.brands ?? []}
            chosen={chosenBrands}
            nameOf={names.brand}
            onToggle={(id) => onChange({ brand: toggleId(filters.brand, id) })}
          />
        </FilterSection>
      )}
      {facets?.properties.map((property) => {
        const chosenHere = property.values.filter((value) => chosenValues.includes(value.id)).length;
        return (
          <FilterSection key={property.id} title={property.name} defaultOpen={chosenHere > 0} badge={chosenHere}>
            <ul>
              {property.values.map((value) => (
                <li key={value.id}>
                  <FacetCheckbox
                    label={value.name}
                    count={value.count}
                    checked={chosenValues.includes(value.id)}
                    onChange={() => onChange({ properties: toggleId(filters.properties, value.id) })}
                  />
                </li>
              ))}
            </ul>
          </FilterSection>
        );
      })}
      {panelFilterCount(filters) > 0 && (
        <button
          type="button"
          onClick={onReset}
          className="mt-4 min-h-11 rounded-full px-2 text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900 dark:text-olive-300 dark:hover:text-olive-100"
        >
          {t('filters.reset')}
        </button>
      )}
    </div>
  );
}
