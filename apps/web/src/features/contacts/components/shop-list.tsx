import { useShops } from '@/entities/locations/api/locations-api';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ClockIcon, PhoneIcon, PinIcon } from '@/shared/ui/icons';

const card =
  'flex flex-col rounded-3xl bg-white p-6 ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700';

/**
 * The shop's pickup points as staff keep them (GET /locations), with address, hours and phone in
 * the interface language. The server renders the contacts page with them; a render without them
 * (the build's first paint) keeps the room of three cards, so nothing jumps when they arrive.
 */
export function ShopList() {
  const { t } = useTranslation(['contacts', 'common']);
  const shops = useShops();
  return (
    <section aria-labelledby="contacts-shops" data-section="shops">
      <h2 id="contacts-shops" className="mb-6 font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
        {t('shops.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3" aria-busy={!shops.data}>
        {!shops.data && [1, 2, 3].map((slot) => <li key={slot} aria-hidden="true" className={`${card} min-h-56`} />)}
        {shops.data?.map((shop, index) => (
          <li key={shop.code} data-shop={shop.code} className={`${card} min-h-56`}>
            <p className="font-display text-4xl text-olive-500 dark:text-olive-400" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="mt-3 font-display text-xl text-graphite-900 dark:text-white">{shop.name}</h3>
            <address className="mt-4 flex flex-1 flex-col gap-3 text-sm not-italic text-graphite-800 dark:text-graphite-100">
              <span className="flex gap-3">
                <PinIcon size={20} className="shrink-0 text-olive-700 dark:text-olive-300" />
                {shop.address}
              </span>
              {shop.opens && shop.closes && (
                <span className="flex gap-3">
                  <ClockIcon size={20} className="shrink-0 text-olive-700 dark:text-olive-300" />
                  {t('common:footer.hours', { opens: shop.opens, closes: shop.closes })}
                </span>
              )}
              {shop.phone && (
                <a href={`tel:${shop.phone.replaceAll(' ', '')}`} className="flex gap-3 hover:underline">
                  <PhoneIcon size={20} className="shrink-0 text-olive-700 dark:text-olive-300" />
                  {shop.phone}
                </a>
              )}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
