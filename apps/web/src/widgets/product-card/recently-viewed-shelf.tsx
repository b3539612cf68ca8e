import { useRecentlyViewed } from '@/entities/recently-viewed/recently-viewed-api';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ProductShelf } from './product-shelf';

/**
 * "Recently viewed": the shopper's last products as the store's carousel, without the one on
 * screen. Nothing at all until there is something to show.
 */
export function RecentlyViewedShelf({ exclude, className = '' }: { exclude?: number; className?: string }) {
  const { t } = useTranslation('catalog');
  const items = useRecentlyViewed()?.filter((card) => card.id !== exclude);
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className} data-recently-viewed>
      <h2 id="recently-viewed-heading" className="mb-6 font-display text-2xl md:text-3xl">
        {t('recentlyViewed')}
      </h2>
      <ProductShelf products={items} />
    </section>
  );
}
