import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import {
  formatDisplayDate,
  intlLocaleOf,
  marketDay,
  parseIsoDay,
  WEEKDAYS,
  type TextMode,
} from '@rentals/shared';

/**
 * Dates and relative times in the page's language (issue 17): English from Intl; Somali from
 * the tables below, which are CLDR's Somali as Node's ICU has it, because phone browsers ship
 * no Somali calendar data (Chromium's Intl answers 'November' for so-SO), and the server's
 * rendering and the browser must write the same day. The spec's wording keeps its own
 * DD-MMMM-YYYY dates ('05-March-2026') and bilingual weekday names.
 */
const modeOf = (i18n: I18n) => i18n.locale as TextMode;

const SOMALI_MONTHS = [
  'Jannaayo',
  'Febraayo',
  'Maarso',
  'Abriil',
  'Maayo',
  'Juun',
  'Luulyo',
  'Ogosto',
  'Sebteembar',
  'Oktoobar',
  'Noofeembar',
  'Diseembar',
] as const;
/** Saturday first, as the calendars are. */
const SOMALI_WEEKDAYS = [
  { long: 'Sabti', short: 'Sbti' },
  { long: 'Axad', short: 'Axd' },
  { long: 'Isniin', short: 'Isn' },
  { long: 'Talaado', short: 'Tldo' },
  { long: 'Arbaco', short: 'Arbc' },
  { long: 'Khamiis', short: 'Khms' },
  { long: 'Jimco', short: 'Jmc' },
] as const;

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day a date is shown as, 'YYYY-MM-DD': a bare day is that day; an instant (a
 * review's or a notification's time) is its day in Mogadishu (marketDay), the marketplace's
 * clock, never the day of whatever time zone the server or the phone is set to. The server's
 * rendering and the phone's hydration then write the same date (issue 32, item 11).
 */
export function dayOf(date: Date | string): string {
  if (typeof date === 'string' && BARE_DAY.test(date)) return date;
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return marketDay(0, instant);
}

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
  const day = dayOf(date);
  if (mode === 'spec') return formatDisplayDate(day);
  const { year, month, day: dayOfMonth } = parseIsoDay(day);
  if (mode === 'so') return `${dayOfMonth} ${SOMALI_MONTHS[month - 1]} ${year}`;
  // The day read at noon UTC and shown in UTC: that day wherever the phone is.
  return dayFormat(intlLocaleOf(mode), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, dayOfMonth, 12)));
}

/** A month heading: 'March 2026' / 'Maarso 2026'. */
export function formatMonth(i18n: I18n, year: number, month: number): string {
  if (modeOf(i18n) === 'so') return `${SOMALI_MONTHS[month - 1]} ${year}`;
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
  if (mode === 'so') return SOMALI_WEEKDAYS.map((d) => ({ ...d }));
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

/** Somali relative times, as CLDR says them: [one, many] of each unit; the past is 'kahor'. */
const SOMALI_UNITS: Record<Intl.RelativeTimeFormatUnit, [string, string]> = {
  year: ['sannad', 'sannadood'],
  years: ['sannad', 'sannadood'],
  quarter: ['rubuc', 'rubucyo'],
  quarters: ['rubuc', 'rubucyo'],
  month: ['bil', 'bilood'],
  months: ['bil', 'bilood'],
  week: ['toddobaad', 'toddobaadyo'],
  weeks: ['toddobaad', 'toddobaadyo'],
  day: ['maalin', 'maalmood'],
  days: ['maalin', 'maalmood'],
  hour: ['saacad', 'saacadood'],
  hours: ['saacad', 'saacadood'],
  minute: ['daqiiqad', 'daqiiqadood'],
  minutes: ['daqiiqad', 'daqiiqadood'],
  second: ['ilbiriqsi', 'ilbiriqsi'],
  seconds: ['ilbiriqsi', 'ilbiriqsi'],
};
const SOMALI_YESTERDAY: Partial<Record<Intl.RelativeTimeFormatUnit, string>> = {
  day: 'Shalay',
  month: 'Bishii hore',
  year: 'Sannadkii hore',
};

function somaliRelative(amount: number, unit: Intl.RelativeTimeFormatUnit): string {
  if (amount === 0) return 'Hadda';
  if (amount === -1 && SOMALI_YESTERDAY[unit]) return SOMALI_YESTERDAY[unit];
  const n = Math.abs(amount);
  const [one, many] = SOMALI_UNITS[unit];
  return `${n} ${n === 1 ? one : many} ${amount < 0 ? 'kahor' : 'kadib'}`;
}

/** '5 minutes ago' (Intl) / '5 daqiiqadood kahor'. */
export function formatRelative(i18n: I18n, date: Date | string, now = Date.now()): string {
  const elapsed = new Date(date).getTime() - now;
  if (modeOf(i18n) === 'so') {
    for (const [unit, ms] of UNITS) {
      if (Math.abs(elapsed) >= ms) return somaliRelative(Math.round(elapsed / ms), unit);
    }
    return somaliRelative(0, 'minute');
  }
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
