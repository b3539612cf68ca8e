import type { ProductCard } from '@aruu/contract/catalog';
import { useFormatNumber } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { StarIcon } from '@/shared/ui/icons';

/** "★ 4.6 (12)" on cards and under the product's title; nothing while nobody has rated it. */
export function ProductRating({ rating, className = '' }: { rating: ProductCard['rating']; className?: string }) {
  const { t } = useTranslation('catalog');
  const formatNumber = useFormatNumber();
  if (!rating) return null;
  return (
    <p
      className={`flex items-center gap-1 text-sm text-graphite-700 dark:text-graphite-300 ${className}`}
      data-product-rating={rating.average}
    >
      <span className="sr-only">
        {t('card.rating', { average: formatNumber(rating.average), count: rating.count })}
      </span>
      <StarIcon size={16} fill="currentColor" className="text-amber-500" />
      <span aria-hidden="true" className="font-medium text-graphite-900 dark:text-graphite-100">
        {formatNumber(rating.average)}
      </span>
      <span aria-hidden="true">({rating.count})</span>
    </p>
  );
}
