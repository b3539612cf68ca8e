import type { DeliveryEstimate } from '@aruu/contract/delivery';
import { daysBetween, shopToday } from '@aruu/contract/delivery-dates';
import { useDeliveryEstimate, useSavedCityCode } from '@/entities/delivery/api/delivery-estimate';
import { courierDates } from '@/entities/delivery/delivery-eta';
import { useAddress } from '@/entities/users/api/users-api';
import { useFormatDayRange } from '@/shared/i18n/format';
import { useTranslation } from '@/shared/i18n/use-translation';

/**
 * "Courier delivery": when an order placed now would arrive in the shop's city (its own courier)
 * and, for a signed-in shopper whose saved address is elsewhere, there (CDEK's days) — each by
 * the dispatching location's closing hour and closed days. The product page loads it lazily,
 * like the shops' stock; a failure shows nothing.
 */
export function CourierEstimate() {
  const { t } = useTranslation('catalog');
  const savedCity = useSavedCityCode(useAddress().data);
  const home = useDeliveryEstimate(undefined);
  const homeCity = home.data?.city_code;
  // Asked only once the shop's city is known to be another one than the saved city.
  const away = savedCity !== null && homeCity !== undefined && savedCity !== homeCity;
  const elsewhere = useDeliveryEstimate(savedCity ?? undefined, away);
  const estimates = [home.data, away ? elsewhere.data : undefined].filter(
    (estimate): estimate is DeliveryEstimate => estimate !== undefined,
  );
  if (estimates.length === 0) return null;
  return (
    <section aria-labelledby="courier-estimate-heading" data-courier-estimate>
      <h2 id="courier-estimate-heading" className="text-sm font-medium text-graphite-900 dark:text-olive-50">
        {t('product.courier.title')}
      </h2>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {estimates.map((estimate) => (
          <EstimateRow key={estimate.city_code} estimate={estimate} />
        ))}
      </ul>
    </section>
  );
}

function EstimateRow({ estimate }: { estimate: DeliveryEstimate }) {
  const { t } = useTranslation('catalog');
  const formatDays = useFormatDayRange();
  const dates = courierDates(estimate);
  if (!dates) return null;
  const today = shopToday(new Date());
  const single = dates.from === dates.to;
  const when =
    single && daysBetween(today, dates.from) === 0
      ? t('product.courier.today')
      : single && daysBetween(today, dates.from) === 1
        ? t('product.courier.tomorrow')
        : t('product.courier.on', { dates: formatDays(dates.from, dates.to) });
  return (
    <li className="flex flex-wrap items-baseline gap-x-2" data-courier-city={estimate.city_code}>
      <span className="font-medium text-graphite-900 dark:text-olive-50">{estimate.city}:</span>
      <span className="text-graphite-700 dark:text-graphite-300" data-courier-when>
        {when}
      </span>
      <span className="basis-full text-xs text-graphite-600 dark:text-graphite-400">
        {estimate.own_courier ? t('product.courier.own') : t('product.courier.cdek')}
      </span>
    </li>
  );
}
