import type { ShopAvailability as Shop, ShopAvailabilityState } from '@aruu/contract/availability';
import { pickupReady } from '@/entities/delivery/delivery-eta';
import { useFormatDayRange } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useShopAvailability } from '../api/shop-availability-api';

const tones: Record<ShopAvailabilityState, string> = {
  in_stock: 'bg-olive-600 dark:bg-olive-300',
  few_left: 'bg-amber-500 dark:bg-amber-300',
  can_bring: 'bg-sky-600 dark:bg-sky-300',
  none: 'bg-graphite-400 dark:bg-graphite-500',
};

/**
 * "In the shops": for the chosen shade, each pickup shop's shelf — in stock, a few left, can be
 * brought in N days from another location, or not available. The product page loads this
 * component lazily: it is neither in the page's first JS nor waited for (a failure shows nothing).
 */
export function ShopAvailability({ productId, variationId }: { productId: number; variationId: number }) {
  const { t } = useTranslation('catalog');
  const shops = useShopAvailability(productId, variationId);
  if (!shops.data || shops.data.length === 0) return null;
  return (
    <section aria-labelledby="shop-availability-heading" data-shop-availability>
      <h2 id="shop-availability-heading" className="text-sm font-medium text-graphite-900 dark:text-olive-50">
        {t('product.shops.title')}
      </h2>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {shops.data.map((shop) => (
          <li
            key={shop.code}
            className="flex flex-wrap items-baseline gap-x-2"
            data-shop={shop.code}
            data-shop-state={shop.state}
          >
            <span
              aria-hidden="true"
              className={`size-2 shrink-0 translate-y-[-1px] rounded-full ${tones[shop.state]}`}
            />
            <span className="font-medium text-graphite-900 dark:text-olive-50">{shop.name}</span>
            <span className="text-graphite-700 dark:text-graphite-300">
              {shop.state === 'can_bring'
                ? t('product.shops.can_bring', { count: shop.days ?? 1, from: shop.from ?? '' })
                : t(`product.shops.${shop.state}`)}
            </span>
            <ReadyForPickup shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** When an order placed now could be collected here: today, tomorrow or a day (after closing, a day later). */
function ReadyForPickup({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalog');
  const formatDays = useFormatDayRange();
  if (shop.state === 'none') return null;
  const { day, inDays } = pickupReady({
    closes: shop.closes,
    ready_in_days: shop.days ?? 0,
    closed_weekdays: shop.closed_weekdays,
  });
  const text =
    inDays === 0
      ? t('product.shops.readyToday')
      : inDays === 1
        ? t('product.shops.readyTomorrow')
        : t('product.shops.readyOn', { date: formatDays(day, day) });
  return (
    <span className="basis-full ps-4 text-xs text-graphite-600 dark:text-graphite-400" data-shop-ready>
      {text}
    </span>
  );
}
