import type { Language } from '@aruu/contract/languages';

/** The week from Monday, as the shop's staff count it; 0 = Sunday, as dates count it. */
export const week = [1, 2, 3, 4, 5, 6, 0];

/** A weekday's name in `language` (4 January 2026 was a Sunday: `weekday` days after it is that weekday). */
export const weekdayName = (weekday: number, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 4 + weekday));

/** Closed weekdays in the staff's order of the week, by name. */
export const weekdayNames = (weekdays: readonly number[], language: Language) =>
  week.filter((weekday) => weekdays.includes(weekday)).map((weekday) => weekdayName(weekday, language));
