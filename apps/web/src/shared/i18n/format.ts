import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { formatDisplayDate, intlLocaleOf, WEEKDAYS, type TextMode } from '@rentals/shared';

/**
 * Dates and relative times in the page's language, from Intl (issue 17). The spec's wording keeps
 * its own DD-MMMM-YYYY dates ('05-March-2026') and bilingual weekday names.
 */
const modeOf = (i18n: I18n) => i18n.locale as TextMode;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
};

/** A calendar day or instant as people read it: '5 March 2026' / '5 Maarso 2026'. */
export function formatDay(i18n: I18n, date: Date | string): string {
  const mode = modeOf(i18n);
  if (mode === 'spec') return formatDisplayDate(date);
  // A 'YYYY-MM-DD' day is that day wherever the phone is: read at noon UTC, shown in UTC.
  const instant = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const value = instant ? new Date(`${date}T12:00:00Z`) : new Date(date);
  return dayFormat(intlLocaleOf(mode), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(instant ? { timeZone: 'UTC' } : {}),
  }).format(value);
}

/** A month heading: 'March 2026' / 'Maarso 2026'. */
export function formatMonth(i18n: I18n, year: number, month: number): string {
  return dayFormat(intlLocaleOf(modeOf(i18n)), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** The seven column heads, Saturday first: the spec's Somali over English, else one language. */
export function weekdayNames(i18n: I18n): { long: string; short: string }[] {
  const mode = modeOf(i18n);
  if (mode === 'spec')
    return WEEKDAYS.map((d) => ({ long: d.somali, short: d.english.slice(0, 3) }));
  const long = dayFormat(intlLocaleOf(mode), { weekday: 'long', timeZone: 'UTC' });
  const short = dayFormat(intlLocaleOf(mode), { weekday: 'short', timeZone: 'UTC' });
  // 2026-01-03 was a Saturday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 3 + i, 12));
    return { long: long.format(day), short: short.format(day) };
  });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '5 minutes ago' / '5 daqiiqadood kahor', from Intl. */
export function formatRelative(i18n: I18n, date: Date | string, now = Date.now()): string {
  const elapsed = new Date(date).getTime() - now;
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(modeOf(i18n)), { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}

/** The formatters bound to the page's language. */
export function useFormat() {
  const { i18n } = useLingui();
  return {
    day: (date: Date | string) => formatDay(i18n, date),
    month: (year: number, month: number) => formatMonth(i18n, year, month),
    relative: (date: Date | string) => formatRelative(i18n, date),
    weekdays: () => weekdayNames(i18n),
  };
}
