import { type DeliveryDates, daysBetween, deliveryDates, shopToday } from '@aruu/contract/delivery-dates';
import { storeInfo } from '@aruu/contract/store-info';

/**
 * When a courier order placed now arrives, from CDEK's days: it leaves the same day before the
 * shop's closing hour, the next day after it. Null when CDEK gave no days.
 */
export function courierDates(
  days: { days_min: number | null; days_max: number | null },
  now: Date = new Date(),
): DeliveryDates | null {
  if (days.days_min == null || days.days_max == null) return null;
  return deliveryDates({ now, cutoff: storeInfo.hours.closes, daysMin: days.days_min, daysMax: days.days_max });
}

/**
 * When an order placed now is ready at a pickup shop: the day (`YYYY-MM-DD`) and how many days
 * from today (0 today, 1 tomorrow). An order after the shop closes is packed the next day.
 */
export function pickupReady(
  shop: { closes: string | null; ready_in_days: number },
  now: Date = new Date(),
): { day: string; inDays: number } {
  const { from } = deliveryDates({
    now,
    cutoff: shop.closes,
    daysMin: shop.ready_in_days,
    daysMax: shop.ready_in_days,
  });
  return { day: from, inDays: daysBetween(shopToday(now), from) };
}
