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
  /** Weekdays the shop sends nothing, 0 = Sunday. Locations record daily hours only, so none by default. */
  closedWeekdays?: readonly number[];
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
  if (closed.size >= 7) throw new RangeError('the shop must send on some weekday');
  const local = shopClock(input.now, input.timeZone ?? storeInfo.timeZone);
  let ships = local.day;
  if (input.cutoff !== null && local.time >= input.cutoff) ships = addDays(ships, 1);
  while (closed.has(weekday(ships))) ships = addDays(ships, 1);
  return { ships, from: addDays(ships, input.daysMin), to: addDays(ships, Math.max(input.daysMin, input.daysMax)) };
}

/** Whole days from `from` to `to` (both calendar days): 0 today, 1 tomorrow. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Today in the shop's time zone. */
export function shopToday(now: Date, timeZone: string = storeInfo.timeZone): CalendarDay {
  return shopClock(now, timeZone).day;
}

function shopClock(now: Date, timeZone: string): { day: CalendarDay; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weekday(day: CalendarDay): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}
