import type { ProductDetail } from '@aruu/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRelatedProducts } from '@/entities/catalog/api/products';
import { paths } from '@/shared/paths';
import { Skeleton } from '@/shared/ui/skeleton';
import { ProductCard } from '@/widgets/product-card/product-card';

const item = 'w-[72%] shrink-0 snap-start sm:w-[45%] lg:w-auto';

/**
 * Other products of the same category: a row to swipe on a phone, a grid of three on a
 * desktop. The section only appears once there is something to show.
 */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const related = useRelatedProducts(product);
  const category = product.category_path.at(-1);
  if (related.isError || (related.data && related.data.length === 0)) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-16" data-related>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h2 id="related-heading" className="font-display text-2xl md:text-3xl">
          {t('product.related', { name: category?.name ?? '' })}
        </h2>
        {category && (
          <Link
            to={paths.catalogOf({ categoryName: category.slug })}
            className="inline-flex min-h-11 items-center text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900 dark:text-olive-300 dark:hover:text-olive-100"
          >
            {t('product.relatedAll')}
          </Link>
        )}
      </div>
      <ul className="-mx-[5vw] mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-[5vw] pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible">
        {related.data
          ? related.data.map((card) => (
              <li key={card.id} className={item}>
                <ProductCard product={card} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} className={item} aria-hidden="true">
                <Skeleton className="aspect-square rounded-3xl" />
                <Skeleton className="mt-3 h-4 w-1/3" />
                <Skeleton className="mt-2 h-5 w-5/6" />
              </li>
            ))}
      </ul>
    </section>
  );
}
