import { Link } from 'react-router';
import { useProductList } from '@/entities/catalog/api/products';
import type { CatalogFilters } from '@/entities/catalog/catalog-filters';
import { catalogHref } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { QueryError } from '@/shared/ui/query-error';
import { ProductShelf, ProductShelfSkeleton } from '@/widgets/product-card/product-shelf';
import { useNearViewport } from '../hooks/use-near-viewport';
import { SectionHeading } from './section-heading';

/** The phone row holds this many; the rest are a tap on "see all" away. */
const SHELF_SIZE = 8;

interface ListShelfSectionProps {
  id: string;
  title: string;
  text: string;
  /** The catalogue query this shelf shows the start of; "see all" opens the same query. */
  filters: CatalogFilters;
  empty: string;
}

/**
 * A shelf of the catalogue listing (`POST products`). It asks the same query the catalogue page
 * asks for its "see all" address, so that page opens from the cache at once.
 */
export function ListShelfSection({ id, title, text, filters, empty }: ListShelfSectionProps) {
  const { t } = useTranslation('common');
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby={id} data-section={id}>
      <SectionHeading
        id={id}
        title={title}
        text={text}
        link={{ to: catalogHref(filters), label: t('action.showAll') }}
      />
      {near ? <ListShelf filters={filters} empty={empty} /> : <ProductShelfSkeleton />}
    </section>
  );
}

function ListShelf({ filters, empty }: { filters: CatalogFilters; empty: string }) {
  const { t } = useTranslation('home');
  const list = useProductList(filters);
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <ProductShelfSkeleton />;
  if (list.data.items.length === 0) {
    return (
      <p className="rounded-3xl bg-olive-100 px-6 py-10 text-center text-graphite-700 dark:bg-graphite-800 dark:text-graphite-300">
        {empty}{' '}
        <Link to={paths.catalog} className="font-medium text-olive-700 underline dark:text-olive-300">
          {t('shelf.toCatalog')}
        </Link>
      </p>
    );
  }
  return <ProductShelf products={list.data.items.slice(0, SHELF_SIZE)} />;
}
