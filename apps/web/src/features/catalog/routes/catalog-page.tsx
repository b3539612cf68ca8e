import type { ProductListResponse } from '@aruu/contract/catalog';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { categoriesQuery, useCategories } from '@/entities/catalog/api/categories';
import { brandsQuery, productListQuery, useProductList } from '@/entities/catalog/api/products';
import {
  type CatalogFilters,
  catalogHref,
  panelFilterCount,
  parseCatalogFilters,
  resetPanelFilters,
} from '@/entities/catalog/catalog-filters';
import { isApiError } from '@/shared/api/api-error';
import type { FirstScreen } from '@/shared/api/first-screen';
import { useMediaQuery } from '@/shared/hooks/use-media-query';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Button, buttonClass } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { FilterIcon, SearchIcon } from '@/shared/ui/icons';
import { Pagination } from '@/shared/ui/pagination';
import { QueryError } from '@/shared/ui/query-error';
import { ProductGrid, ProductGridSkeleton } from '@/widgets/product-card/product-grid';
import { findCategory, renamedSlug } from '../category-lookup';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { CatalogHeading } from '../components/catalog-heading';
import { FilterPanel } from '../components/filter-panel';
import { SortSelect } from '../components/sort-select';
import { useCatalogFilters } from '../hooks/use-catalog-filters';
import { brandListNeeded, useFacetNames } from '../hooks/use-facet-names';

/**
 * Filters sit in a sidebar where the page is wide enough for it beside a three-column grid
 * (80em), and in a drawer from the right below that, where the grid needs the whole width.
 */
const SIDEBAR_QUERY = '(min-width: 80em)';

/**
 * What the catalogue's first screen reads, fetched by the server before its one render: the
 * category tree (heading, chips), the page of products with its facets, and the brand list when a
 * chosen brand is not among the facets (useFacetNames), asked as soon as the page has come.
 */
export const firstScreen: FirstScreen = ({ search, language, fetch }) => {
  const filters = parseCatalogFilters(search);
  return Promise.all([
    fetch(categoriesQuery(language)),
    fetch(productListQuery(filters, language)).then((list) =>
      brandListNeeded(list?.facets, filters.brand) ? fetch(brandsQuery()) : undefined,
    ),
  ]);
};

/** Spec §2 `/catalog`: every filter in the address, facets with counts, masonry grid, pages. */
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { filters, show, change } = useCatalogFilters();
  const categories = useCategories();
  const list = useProductList(filters);
  const wide = useMediaQuery(SIDEBAR_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarTitleId = useId();
  const names = useFacetNames(list.data?.facets, filters.brand);

  const found =
    filters.categoryName && categories.data ? findCategory(categories.data, filters.categoryName) : undefined;
  const categoryPending = filters.categoryName !== undefined && categories.isPending;
  const currentSlug =
    filters.categoryName && categories.data ? renamedSlug(categories.data, filters.categoryName) : undefined;
  const navigate = useNavigate();
  useEffect(() => {
    // An address from before the category was renamed: the same page under the current address.
    if (currentSlug) navigate(catalogHref({ ...filters, categoryName: currentSlug }), { replace: true });
  }, [currentSlug, filters, navigate]);
  const heading =
    found?.category.name ?? (filters.search ? t('heading.results', { text: filters.search }) : t('title'));
  usePageTitle(categoryPending ? undefined : heading);

  const reset = () => show(resetPanelFilters(filters));
  const chosen = panelFilterCount(filters);
  const panel = (
    <FilterPanel filters={filters} facets={list.data?.facets} names={names} onChange={change} onReset={reset} />
  );

  return (
    <div className="pb-8">
      <CatalogHeading
        heading={heading}
        pending={categoryPending}
        filters={filters}
        found={found}
        total={list.data?.total}
      />
      <div className="mt-2 md:mt-6 xl:grid xl:grid-cols-[15.5rem_minmax(0,1fr)] xl:items-start xl:gap-10">
        {wide && (
          <aside
            aria-labelledby={sidebarTitleId}
            className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain pr-2 pb-6"
          >
            <h2 id={sidebarTitleId} className="mb-1 font-display text-xl">
              {t('filters.title')}
            </h2>
            {panel}
          </aside>
        )}
        <div className="min-w-0">
          {/* On a phone the filters, the sort and the active filters' chips are one row that scrolls sideways, as phone shops have it; wider, the chips are a row of their own. */}
          <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 pb-1 md:mx-0 md:block md:overflow-visible md:p-0">
            <div className="flex shrink-0 items-center justify-between gap-2 md:gap-3">
              {!wide && (
                <Button
                  variant="secondary"
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  className="shrink-0 pr-4 pl-4"
                  data-open-filters
                >
                  <FilterIcon size={18} />
                  {t('toolbar.filters')}
                  {chosen > 0 && (
                    <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-olive-700 px-1.5 text-[11px] font-semibold text-white dark:bg-olive-300 dark:text-graphite-900">
                      <span aria-hidden="true">{chosen}</span>
                      <span className="sr-only">{`, ${t('toolbar.chosen', { count: chosen })}`}</span>
                    </span>
                  )}
                </Button>
              )}
              <div className="ml-auto min-w-0">
                <SortSelect
                  sort={filters.sort}
                  searching={Boolean(filters.search)}
                  onChange={(sort) => change({ sort })}
                />
              </div>
            </div>
            <div className="shrink-0 md:mt-4">
              <ActiveFilterChips
                filters={filters}
                names={names}
                categoryLabel={found?.category.name}
                onChange={change}
                onReset={reset}
              />
            </div>
          </div>
          <Results filters={filters} list={list} onReset={reset} onRetry={() => list.refetch()} />
        </div>
      </div>
      {!wide && (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('filters.title')}
          placement="drawer-right"
          className="pb-0 open:flex open:flex-col"
        >
          <div className="-mx-5 min-h-0 flex-1 overflow-y-auto overscroll-contain px-5">{panel}</div>
          <div className="-mx-5 border-t border-olive-200 bg-olive-50 px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] dark:border-graphite-800 dark:bg-graphite-900">
            <Button className="w-full" loading={list.isFetching} onClick={() => setDrawerOpen(false)} data-show-results>
              {list.data ? t('filters.show', { count: list.data.total }) : t('filters.showResults')}
            </Button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

interface ResultsProps {
  filters: CatalogFilters;
  list: ReturnType<typeof useProductList>;
  onReset: () => void;
  onRetry: () => void;
}

/** The grid and its pages, or what to do when there is nothing to show. */
function Results({ filters, list, onReset, onRetry }: ResultsProps) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const busy = list.isFetching && list.isPlaceholderData;
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="relative mt-3 md:mt-6" data-results>
      <h2 id={headingId} className="sr-only">
        {t('results.heading')}
      </h2>
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 -top-3 h-0.5 overflow-hidden rounded-full bg-olive-100 transition-opacity dark:bg-graphite-800 ${busy ? 'opacity-100' : 'opacity-0'}`}
      >
        <div className="h-full w-full animate-pulse bg-olive-600 dark:bg-olive-300" />
      </div>
      {busy && <p className="sr-only">{t('results.updating')}</p>}
      <div className={`transition-opacity duration-200 ${busy ? 'pointer-events-none opacity-60' : ''}`}>
        <ResultsBody filters={filters} list={list} onReset={onReset} onRetry={onRetry} />
      </div>
    </section>
  );
}

function ResultsBody({ filters, list, onReset, onRetry }: ResultsProps) {
  const { t } = useTranslation('catalog');
  if (list.isPending) return <ProductGridSkeleton count={6} />;
  if (list.isError) {
    // A link with a filter value the shop no longer has: asking again will not help.
    if (isApiError(list.error) && list.error.status === 400) {
      return (
        <EmptyState
          icon={<FilterIcon size={28} />}
          title={t('empty.title')}
          text={t('empty.badLink')}
          action={<Button onClick={onReset}>{t('filters.reset')}</Button>}
        />
      );
    }
    return <QueryError error={list.error} onRetry={onRetry} />;
  }
  const page: ProductListResponse = list.data;
  if (page.items.length === 0) return <NothingFound filters={filters} total={page.total} onReset={onReset} />;
  const pageCount = Math.ceil(page.total / page.page_size);
  return (
    <>
      <ProductGrid products={page.items} />
      <Pagination
        page={filters.page}
        pageCount={pageCount}
        hrefOf={(number) => catalogHref({ ...filters, page: number })}
      />
    </>
  );
}

function NothingFound({ filters, total, onReset }: { filters: CatalogFilters; total: number; onReset: () => void }) {
  const { t } = useTranslation('catalog');
  if (total > 0) {
    // An old link to a page past the end of a list that has since shrunk.
    return (
      <EmptyState
        title={t('empty.pageTitle')}
        text={t('empty.pageText')}
        action={
          <Link to={catalogHref({ ...filters, page: 1 })} className={buttonClass('primary')}>
            {t('empty.firstPage')}
          </Link>
        }
      />
    );
  }
  const filtered = panelFilterCount(filters) > 0;
  const text = filtered
    ? t('empty.filtered')
    : filters.search
      ? t('empty.search', { text: filters.search })
      : t('empty.category');
  return (
    <div data-empty-results>
      <EmptyState
        icon={filtered ? <FilterIcon size={28} /> : <SearchIcon size={28} />}
        title={t('empty.title')}
        text={text}
        action={
          filtered ? (
            <Button onClick={onReset}>{t('filters.reset')}</Button>
          ) : (
            <Link to={paths.catalog} className={buttonClass('primary')}>
              {t('empty.wholeCatalog')}
            </Link>
          )
        }
      />
    </div>
  );
}

export { CatalogPage as Component };
