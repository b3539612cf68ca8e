import type { Language } from '@aruu/contract/common';
import { dateTimeFormat } from '@aruu/contract/date-formats';
import { shopToday } from '@aruu/contract/delivery-dates';
import { languages } from '@aruu/contract/languages';
import { formatSomAmount } from '@aruu/contract/som-text';
import { useCallback } from 'react';
import { localeOf } from './languages';
import { useLanguage } from './use-language';

/**
 * Kyrgyz locale data differs between runtimes: Node has it, some browsers (Debian's Chromium
 * among them) do not and would write Kyrgyz numbers and dates in English. The server's render and
 * the browser's must write the same text, so Kyrgyz is always written as Kyrgyz writes by hand:
 * numbers like Russian (`1 250,5`), dates as `23-ноябрь 2026-ж.`.
 */
const kyrgyzMonths = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];

function formattingLocale(language: Language): string {
  return language === 'ky' ? 'ru-RU' : localeOf(language);
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** `1 250`, `1,250`: a count or an amount written the shopper's way. */
export function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(formattingLocale(language), { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export function useFormatNumber() {
  const language = useLanguage();
  return useCallback((value: number) => formatNumber(value, language), [language]);
}

/** `1 250 сом`, `1,250 som`: the shop's one way of writing money (contract `formatMoney`). */
export function formatSom(amount: number, language: Language): string {
  return formatSomAmount(amount, language);
}

export function useFormatSom() {
  const language = useLanguage();
  return useCallback((amount: number) => formatSom(amount, language), [language]);
}

/** `14:05`: a time of day. */
export function formatTime(iso: string, language: Language): string {
  return dateTimeFormat(formattingLocale(language), { timeStyle: 'short' }).format(new Date(iso));
}

/** `23 Nov 2026, 14:05`, `23 нояб. 2026 г., 14:05`, `23-ноябрь 2026-ж., 14:05`. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (language === 'ky') {
    return `${date.getDate()}-${kyrgyzMonths[date.getMonth()]} ${date.getFullYear()}-ж., ${formatTime(iso, language)}`;
  }
  return dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function useFormatDateTime() {
  const language = useLanguage();
  return useCallback((iso: string) => formatDateTime(iso, language), [language]);
}

/** The shop's clock (Kyrgyzstan, UTC+6 all year). */
export const SHOP_TIME_ZONE = 'Asia/Bishkek';

/**
 * `formatDateTime` on the shop's clock rather than the reader's: for records whose date is the
 * shop's business (a cost changed "on the 23rd" is the 23rd in Bishkek, wherever it is read).
 */
export function formatShopDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (language === 'ky') {
    const parts = Object.fromEntries(
      dateTimeFormat('en-US', {
        timeZone: SHOP_TIME_ZONE,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map((part) => [part.type, part.value]),
    );
    return `${Number(parts.day)}-${kyrgyzMonths[Number(parts.month) - 1]} ${parts.year}-ж., ${parts.hour}:${parts.minute}`;
  }
  return dateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
}

export function useFormatShopDateTime() {
  const language = useLanguage();
  return useCallback((iso: string) => formatShopDateTime(iso, language), [language]);
}

/**
 * Calendar days (`YYYY-MM-DD`, the shop's) as a delivery window: `3–5 December`, `3–5 декабря`,
 * `3–5-декабрь`; one day when both are the same.
 */
export function formatDayRange(from: string, to: string, language: Language): string {
  const [start, end] = [new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`)];
  if (language === 'ky') {
    const day = (date: Date) => `${date.getUTCDate()}-${kyrgyzMonths[date.getUTCMonth()]}`;
    if (from === to) return day(start);
    return start.getUTCMonth() === end.getUTCMonth()
      ? `${start.getUTCDate()}–${day(end)}`
      : `${day(start)} – ${day(end)}`;
  }
  const format = dateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return from === to ? format.format(start) : format.formatRange(start, end);
}

export function useFormatDayRange() {
  const language = useLanguage();
  return useCallback((from: string, to: string) => formatDayRange(from, to, language), [language]);
}

/**
 * Builds, ahead of the first render, formatters a page's first screen uses: numbers in each
 * language and the shop's clock (delivery dates). They are kept once built.
 */
export function prepareFormats() {
  for (const language of languages) formatNumber(0, language);
  shopToday(new Date());
}
