import { storeInfo } from '@aruu/contract/store-info';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { ClockIcon, PinIcon } from '@/shared/ui/icons';

/** The three shops (spec §1), their addresses in the interface language and the daily hours. */
export function ShopList() {
  const { t } = useTranslation(['contacts', 'common']);
  const language = useLanguage();
  const hours = t('common:footer.hours', { opens: storeInfo.hours.opens, closes: storeInfo.hours.closes });
  return (
    <section aria-labelledby="contacts-shops" data-section="shops">
      <h2 id="contacts-shops" className="mb-6 font-display text-2xl text-graphite-900 md:text-3xl dark:text-white">
        {t('shops.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {storeInfo.shops.map((shop, index) => (
          <li
            key={shop.id}
            data-shop={shop.id}
            className="flex flex-col rounded-3xl bg-white p-6 ring-1 ring-olive-200/60 dark:bg-graphite-800 dark:ring-graphite-700"
          >
            <p className="font-display text-4xl text-olive-500 dark:text-olive-400" aria-hidden="true">
              0{index + 1}
            </p>
            <h3 className="mt-3 font-display text-xl text-graphite-900 dark:text-white">
              {t(`shops.names.${shop.id}`)}
            </h3>
            <address className="mt-4 flex flex-1 flex-col gap-3 text-sm not-italic text-graphite-800 dark:text-graphite-100">
              <span className="flex gap-3">
                <PinIcon size={20} className="shrink-0 text-olive-700 dark:text-olive-300" />
                {shop.address[language]}
              </span>
              <span className="flex gap-3">
                <ClockIcon size={20} className="shrink-0 text-olive-700 dark:text-olive-300" />
                {hours}
              </span>
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
