import type { ProductCard } from '@aruu/contract/catalog';
import { Link } from 'react-router';
import { useProductSelection } from '@/entities/catalog/api/products';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { Picture } from '@/shared/ui/picture';
import { Price } from '@/shared/ui/price';
import { QueryError } from '@/shared/ui/query-error';
import { Skeleton } from '@/shared/ui/skeleton';
import { useNearViewport } from '../hooks/use-near-viewport';
import { SectionHeading } from './section-heading';
import { SELECTION_SIZE } from './selection-tabs';

const TOP = 5;

/**
 * Spec §2 "top sellers of the month": the five products sold most in the last 30 days, as a
 * numbered list. It reads the Bestseller tab's query, so the two cost one request.
 */
export function TopSellers() {
  const { t } = useTranslation(['home', 'common']);
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section
      ref={ref}
      aria-labelledby="home-top-sellers"
      data-section="top-sellers"
      className="grid gap-6 rounded-3xl bg-white p-5 ring-1 ring-olive-200/60 md:p-10 lg:grid-cols-[1fr_1.6fr] lg:gap-12 dark:bg-graphite-800 dark:ring-graphite-700"
    >
      <div>
        <SectionHeading
          id="home-top-sellers"
          title={t('topSellers.title')}
          text={t('topSellers.text')}
          link={{ to: paths.catalogOf({ sort: 'popular' }), label: t('common:action.showAll') }}
        />
      </div>
      {near ? <TopSellerList /> : <TopSellerSkeleton />}
    </section>
  );
}

function TopSellerList() {
  const list = useProductSelection('bestselling', SELECTION_SIZE);
  if (list.isError) return <QueryError error={list.error} onRetry={() => list.refetch()} />;
  if (!list.data) return <TopSellerSkeleton />;
  return (
    <ol className="divide-y divide-olive-200/70 dark:divide-graphite-700">
      {list.data.items.slice(0, TOP).map((product, index) => (
        <TopSeller key={product.id} product={product} rank={index + 1} />
      ))}
    </ol>
  );
}

const thumbnailClass = 'size-16 shrink-0 rounded-2xl bg-olive-100 object-cover sm:size-18 dark:bg-graphite-700';

function TopSeller({ product, rank }: { product: ProductCard; rank: number }) {
  const { t } = useTranslation('home');
  return (
    <li className="relative flex items-center gap-3 py-3 first:pt-0 last:pb-0 sm:gap-4" data-rank={rank}>
      <span
        aria-hidden="true"
        className="w-7 shrink-0 text-center font-display text-3xl text-olive-600 tabular-nums dark:text-olive-300"
      >
        {rank}
      </span>
      {product.photo ? (
        <Picture photo={product.photo} alt="" sizes="72px" className={thumbnailClass} />
      ) : (
        <img
          src={product.image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
          className={thumbnailClass}
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs font-medium tracking-[0.12em] text-olive-700 uppercase dark:text-olive-300">
            {product.brand.name}
          </p>
          <Link
            to={paths.product(product.id)}
            className="line-clamp-2 text-sm leading-snug after:absolute after:inset-0 after:content-[''] hover:underline sm:text-base"
          >
            <span className="sr-only">{t('topSellers.rank', { rank })} </span>
            {product.title}
          </Link>
        </div>
        <Price amount={product.price} oldAmount={product.old_price} className="shrink-0 text-sm" />
      </div>
    </li>
  );
}

function TopSellerSkeleton() {
  return (
    <ol aria-hidden="true" className="divide-y divide-olive-200/70 dark:divide-graphite-700">
      {Array.from({ length: TOP }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
          <Skeleton className="h-8 w-8" />
          <Skeleton className="size-16 shrink-0 sm:size-18" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-4 w-3/4" />
          </div>
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ol>
  );
}
