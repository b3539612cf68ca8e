import { type DeliveryDates, daysBetween, deliveryDates, shopToday } from '@aruu/contract/delivery-dates';
import { storeInfo } from '@aruu/contract/store-info';

/** How a courier order leaves: the sending location's closing hour and closed weekdays (else the shop's daily hours). */
export interface CourierDispatch {
  cutoff?: string | null;
  closed_weekdays?: readonly number[];
  /** The shop's own courier's days off (nothing arrives on them); none for CDEK. */
  arrival_closed_weekdays?: readonly number[];
}

/**
 * When a courier order placed now arrives, from the days on the way (CDEK's, or the shop's own
 * courier's in its city): it leaves the same day before the sending location closes, otherwise
 * on its next open day. Null when no days are known.
 */
export function courierDates(
  days: { days_min: number | null; days_max: number | null } & CourierDispatch,
  now: Date = new Date(),
): DeliveryDates | null {
  if (days.days_min == null || days.days_max == null) return null;
  return deliveryDates({
    now,
    cutoff: days.cutoff === undefined ? storeInfo.hours.closes : days.cutoff,
    daysMin: days.days_min,
    daysMax: days.days_max,
    closedWeekdays: days.closed_weekdays ?? [],
    arrivalClosedWeekdays: days.arrival_closed_weekdays ?? [],
  });
}

/**
 * When an order placed now is ready at a pickup shop: the day (`YYYY-MM-DD`) and how many days
 * from today (0 today, 1 tomorrow). An order after the shop closes, or on a day it is closed, is
 * packed on its next open day.
 */
export function pickupReady(
  shop: { closes: string | null; ready_in_days: number; closed_weekdays?: readonly number[] },
  now: Date = new Date(),
): { day: string; inDays: number } {
  const { from } = deliveryDates({
    now,
    cutoff: shop.closes,
    daysMin: shop.ready_in_days,
    daysMax: shop.ready_in_days,
    closedWeekdays: shop.closed_weekdays ?? [],
    arrivalClosedWeekdays: shop.closed_weekdays ?? [],
  });
  return { day: from, inDays: daysBetween(shopToday(now), from) };
}
