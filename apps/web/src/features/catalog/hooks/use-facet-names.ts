import type { ProductFacets } from '@aruu/contract/catalog';
import { useRef } from 'react';
import { useBrands } from '@/entities/catalog/api/products';
import { useLanguage } from '@/shared/i18n/use-language';

interface NameMemory {
  language: string;
  brands: Map<number, string>;
  values: Map<number, { property: string; value: string }>;
}

/**
 * Names for the chosen brands and property values, for the chips and the panel. The facets
 * name them, but a chosen value other filters have emptied drops out of the facets; the names
 * seen before are remembered, and a brand never seen is looked up in the brand list.
 */
export function useFacetNames(facets: ProductFacets | undefined, chosenBrands: readonly number[] = []) {
  const language = useLanguage();
  const memory = useRef<NameMemory>({ language, brands: new Map(), values: new Map() });
  if (memory.current.language !== language) memory.current = { language, brands: new Map(), values: new Map() };
  const { brands, values } = memory.current;
  for (const brand of facets?.brands ?? []) brands.set(brand.id, brand.name);
  for (const property of facets?.properties ?? []) {
    for (const value of property.values) values.set(value.id, { property: property.name, value: value.name });
  }
  const allBrands = useBrands({ enabled: brandListNeeded(facets, chosenBrands, brands) });
  return {
    brand: (id: number) => brands.get(id) ?? allBrands.data?.find((brand) => brand.id === id)?.name,
    value: (id: number) => values.get(id),
  };
}

/**
 * Whether a chosen brand is named neither by the facets nor among the names seen before, so the
 * whole brand list is asked for (the catalogue page's first-screen declaration asks the same).
 */
export function brandListNeeded(
  facets: ProductFacets | undefined,
  chosenBrands: readonly number[] = [],
  seen: ReadonlyMap<number, string> = new Map(),
): boolean {
  if (facets === undefined) return false;
  return chosenBrands.some((id) => !seen.has(id) && !facets.brands.some((brand) => brand.id === id));
}

export type FacetNames = ReturnType<typeof useFacetNames>;
