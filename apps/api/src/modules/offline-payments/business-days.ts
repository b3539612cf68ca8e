// Bishkek keeps UTC+6 all year (no daylight saving since 2005): the shop's calendar day is the
// UTC day of the instant moved six hours on.
const BISHKEK_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (bishkekDay: Date) => bishkekDay.getUTCDay() === 0 || bishkekDay.getUTCDay() === 6;

/**
 * The end (23:59:59.999, Bishkek time) of the `days`-th business day after `from`'s day:
 * Monday to Friday count, weekends do not. Public holidays are not known here; the shop extends
 * an invoice by hand in the rare case one falls inside it.
 */
export function endOfBusinessDaysAfter(from: Date, days: number): Date {
  const day = new Date(from.getTime() + BISHKEK_OFFSET_MS);
  day.setUTCHours(0, 0, 0, 0);
  let left = days;
  while (left > 0) {
    day.setTime(day.getTime() + DAY_MS);
    if (!isWeekend(day)) left -= 1;
  }
  return new Date(day.getTime() + DAY_MS - 1 - BISHKEK_OFFSET_MS);
}
