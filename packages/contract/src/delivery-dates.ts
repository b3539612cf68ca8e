import { dateTimeFormat } from './date-formats.js';
import { storeInfo } from './store-info.js';

/** A calendar day in the shop's time zone, `YYYY-MM-DD`. */
export type CalendarDay = string;

export interface DeliveryDatesInput {
  /** The moment the order would be placed. */
  now: Date;
  /** `HH:MM` in the shop's time zone: an order placed at or after it leaves on the next working day; null: no cut-off. */
  cutoff: string | null;
  /** Days from leaving the shop to arriving (CDEK's tariff days; 0 for a pickup shop that has everything). */
  daysMin: number;
  daysMax: number;
  /** Weekdays the sending location is closed and sends nothing, 0 = Sunday (a location's `closed_weekdays`); none by default. */
  closedWeekdays?: readonly number[];
  /**
   * Weekdays nothing arrives: a pickup shop's closed days, the shop's own courier's days off. A
   * window's first and last day move on to the next day that is not one of them. CDEK's days are
   * calendar days and need none.
   */
  arrivalClosedWeekdays?: readonly number[];
  timeZone?: string;
}

/** When an order placed `now` arrives: the first and last day of the window, and the day it leaves the shop. */
export interface DeliveryDates {
  ships: CalendarDay;
  from: CalendarDay;
  to: CalendarDay;
}

const DAY_MS = 86_400_000;

/**
 * The estimated delivery window, by the shop's calendar: an order placed before the cut-off of a
 * working day leaves that day, otherwise on the next working day; it then takes CDEK's days
 * (calendar days, as CDEK's `period_min`/`period_max` are quoted).
 */
export function deliveryDates(input: DeliveryDatesInput): DeliveryDates {
  const closed = new Set(input.closedWeekdays ?? []);
  const noArrivals = new Set(input.arrivalClosedWeekdays ?? []);
  if (closed.size >= 7) throw new RangeError('the shop must send on some weekday');
  if (noArrivals.size >= 7) throw new RangeError('something must arrive on some weekday');
  const local = shopClock(input.now, input.timeZone ?? storeInfo.timeZone);
  let ships = local.day;
  if (input.cutoff !== null && local.time >= input.cutoff) ships = addDays(ships, 1);
  ships = nextOpenDay(ships, closed);
  return {
    ships,
    from: nextOpenDay(addDays(ships, input.daysMin), noArrivals),
    to: nextOpenDay(addDays(ships, Math.max(input.daysMin, input.daysMax)), noArrivals),
  };
}

/** `day`, or the first day after it whose weekday is not in `closed`. */
function nextOpenDay(day: CalendarDay, closed: ReadonlySet<number>): CalendarDay {
  let open = day;
  while (closed.has(weekday(open))) open = addDays(open, 1);
  return open;
}

/** Whole days from `from` to `to` (both calendar days): 0 today, 1 tomorrow. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today in the shop's time zone. */
export function shopToday(now: Date, timeZone: string = storeInfo.timeZone): CalendarDay {
  return shopClock(now, timeZone).day;
}

/** The day and the time to the second (`HH:MM:SS`) on the shop's clock, as its documents are dated. */
export function shopDateTime(now: Date, timeZone: string = storeInfo.timeZone): { day: CalendarDay; time: string } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/** The day and `HH:MM`, which a cut-off hour is compared with. */
function shopClock(now: Date, timeZone: string): { day: CalendarDay; time: string } {
  const { day, time } = shopDateTime(now, timeZone);
  return { day, time: time.slice(0, 5) };
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: CalendarDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
