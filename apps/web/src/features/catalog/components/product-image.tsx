import type { ProductDetail } from '@aruu/contract/catalog';
import { useTranslation } from 'react-i18next';

/** The product's large picture, loaded at once (it is the page's main content), with its badges. */
export function ProductImage({ product, discount }: { product: ProductDetail; discount: number | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="relative self-start lg:sticky lg:top-28">
      <img
        src={product.image}
        alt={product.title}
        width={800}
        height={800}
        loading="eager"
        fetchPriority="high"
        decoding="async"
        className="aspect-square w-full rounded-3xl bg-olive-100 object-cover ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700"
      />
      <div className="pointer-events-none absolute top-4 left-4 flex flex-col items-start gap-1.5">
        {discount !== undefined && (
          <span className="rounded-full bg-rose-700 px-3 py-1 text-sm font-semibold text-white">−{discount}%</span>
        )}
        {product.is_new && (
          <span className="rounded-full bg-olive-700 px-3 py-1 text-sm font-medium text-white dark:bg-olive-300 dark:text-graphite-900">
            {t('card.new')}
          </span>
        )}
        {product.is_bestseller && (
          <span className="rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-graphite-800 dark:bg-graphite-900/90 dark:text-graphite-100">
            {t('card.bestseller')}
          </span>
        )}
      </div>
    </div>
  );
}
