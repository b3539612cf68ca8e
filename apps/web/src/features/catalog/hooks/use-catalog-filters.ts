import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type CatalogFilters,
  catalogHref,
  changeFilters,
  parseCatalogFilters,
} from '@/entities/catalog/catalog-filters';

/**
 * The catalogue's filters live in the address: reading them parses the query, changing them
 * pushes a new history entry, so the back button walks back through the shopper's choices.
 */
export function useCatalogFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseCatalogFilters(params), [params]);

  const show = useCallback(
    (next: CatalogFilters) => {
      const href = catalogHref(next);
      // The same filters again (a blur without an edit) add nothing to the history.
      if (href !== catalogHref(filters)) navigate(href);
    },
    [filters, navigate],
  );
  const change = useCallback((patch: Partial<CatalogFilters>) => show(changeFilters(filters, patch)), [filters, show]);

  return { filters, show, change };
}
