import type { ProductDetail } from '@aruu/contract/catalog';
import { Link } from 'react-router';
import { useRelatedProducts } from '@/entities/catalog/api/products';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/paths';
import { ProductShelf, ProductShelfSkeleton } from '@/widgets/product-card/product-shelf';

/**
 * Other products of the same category: the home page's carousel, a row to swipe on a phone and
 * a grid of three on a desktop. The section only appears once there is something to show.
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
      <div className="mt-6">
        {related.data ? (
          <ProductShelf products={related.data} desktopCount={related.data.length} columns={3} />
        ) : (
          <ProductShelfSkeleton count={3} columns={3} />
        )}
      </div>
    </section>
  );
}
