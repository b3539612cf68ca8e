import { Link } from 'react-router';
import { type CatalogFilters, catalogHref } from '@/entities/catalog/catalog-filters';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import type { FoundCategory } from '../category-lookup';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface CatalogHeadingProps {
  heading: string;
  filters: CatalogFilters;
  found: FoundCategory | undefined;
  /** Products matching the filters; undefined until the first answer. */
  total: number | undefined;
  /** The named category is still being looked up: its name and neighbours get their room now. */
  pending: boolean;
}

const skeleton = 'bg-olive-100 dark:bg-graphite-800';

/** Breadcrumbs, the page's one h1, how many products match, and the category's neighbours. */
export function CatalogHeading({ heading, filters, found, total, pending }: CatalogHeadingProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const crumbs: Crumb[] = [{ label: t('common:nav.home'), to: paths.home }];
  if (found) {
    crumbs.push({ label: t('common:nav.catalog'), to: paths.catalog });
    if (found.parent)
      crumbs.push({ label: found.parent.name, to: paths.catalogOf({ categoryName: found.parent.slug }) });
    crumbs.push({ label: found.category.name });
  } else {
    crumbs.push({ label: t('common:nav.catalog') });
  }
  // Neighbouring categories keep the shopper's other choices; the page starts again at 1.
  const hrefOf = (slug: string) => catalogHref({ ...filters, categoryName: slug, page: 1 });
  const family = found?.family ?? [];
  const parent = found?.parent ?? found?.category;

  return (
    // On a phone the first row of products, their buttons with them, is on the first screen: no
    // breadcrumbs there (the pills below lead up, the menu to the rest), and less room between rows.
    <header className="pt-2 md:pt-10 md:pb-2">
      <Breadcrumbs crumbs={crumbs} className="max-md:hidden" />
      <h1 className="font-display text-2xl leading-tight text-graphite-900 md:mt-4 md:text-[2.75rem] dark:text-olive-50">
        {pending ? (
          <span aria-hidden="true" className={`inline-block h-[1em] w-56 rounded-lg align-middle ${skeleton}`} />
        ) : (
          heading
        )}
      </h1>
      <p
        role="status"
        className="mt-0.5 min-h-5 text-sm text-graphite-700 md:mt-2 md:min-h-6 md:text-base dark:text-graphite-300"
        data-results-count={total}
      >
        {total === undefined ? (
          <span aria-hidden="true" className={`inline-block h-4 w-32 rounded-full align-middle ${skeleton}`} />
        ) : (
          t('heading.found', { count: total })
        )}
      </p>
      {parent && family.length > 0 && (
        <nav aria-label={t('heading.subcategories')} className="-mx-1 mt-2 overflow-x-auto pb-1 md:mt-5">
          <ul className="flex w-max gap-2 px-1">
            <li>
              <CategoryPill
                to={hrefOf(parent.slug)}
                current={found?.category.id === parent.id}
                label={t('heading.allOf', { name: parent.name })}
              />
            </li>
            {family.map((category) => (
              <li key={category.id}>
                <CategoryPill
                  to={hrefOf(category.slug)}
                  current={found?.category.id === category.id}
                  label={category.name}
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {pending && (
        // As tall as the row of neighbouring categories, so the products do not jump down when it arrives.
        <div aria-hidden="true" className="mt-2 flex gap-2 overflow-hidden pb-1 md:mt-5">
          {['w-28', 'w-24', 'w-32'].map((width) => (
            <span key={width} className={`h-10 shrink-0 rounded-full ${width} ${skeleton}`} />
          ))}
        </div>
      )}
    </header>
  );
}

function CategoryPill({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className="inline-flex min-h-10 items-center rounded-full border border-olive-300 px-4 text-sm whitespace-nowrap text-graphite-800 transition-colors hover:border-olive-600 hover:bg-olive-100 aria-[current=page]:border-olive-700 aria-[current=page]:bg-olive-700 aria-[current=page]:text-white dark:border-graphite-700 dark:text-graphite-100 dark:hover:border-olive-300 dark:hover:bg-graphite-800 dark:aria-[current=page]:border-olive-300 dark:aria-[current=page]:bg-olive-300 dark:aria-[current=page]:text-graphite-900"
    >
      {label}
    </Link>
  );
}
