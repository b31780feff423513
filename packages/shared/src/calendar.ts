import { parseIsoDay, toIsoDay } from './dates';

/** Calendar columns, Saturday first as in Somalia, with the Somali and English names shown. */
export const WEEKDAYS = [
  { somali: 'Sabti', english: 'Saturday' },
  { somali: 'Axad', english: 'Sunday' },
  { somali: 'Isniin', english: 'Monday' },
  { somali: 'Talaado', english: 'Tuesday' },
  { somali: 'Arbaco', english: 'Wednesday' },
  { somali: 'Khamiis', english: 'Thursday' },
  { somali: 'Jimce', english: 'Friday' },
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Gregorian rule: every 4th year, except centuries not divisible by 400 (2000 yes, 2100 no). */
export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days in a month; `month` is 1-based (1 = January). */
export function daysInMonth(year: number, month: number): number {
  const length = MONTH_LENGTHS[month - 1];
  if (length === undefined) throw new RangeError(`Month must be 1 to 12, got ${month}`);
  return month === 2 && isLeapYear(year) ? 29 : length;
}

/** The column of a day: 0 = Saturday ... 6 = Friday. */
export function weekdayIndex(isoDay: string): number {
  const { year, month, day } = parseIsoDay(isoDay);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  // getUTCDay counts from Sunday = 0; shift so Saturday (6) becomes 0.
  return (d.getUTCDay() + 1) % 7;
}

const isoDayOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A calendar cell: the day it shows, or null for padding outside the month. */
export type CalendarCell = string | null;

/** The weeks of a month (1-based), Saturday first, padded with null to whole weeks of 7. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const cells: CalendarCell[] = Array.from(
    { length: weekdayIndex(isoDayOf(year, month, 1)) },
    () => null,
  );
  const length = daysInMonth(year, month);
  for (let day = 1; day <= length; day++) cells.push(isoDayOf(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The month `delta` months away, for the calendar's previous and next buttons. */
export function shiftMonth(year: number, month: number, delta: number) {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Bookings lie ahead, so the calendar never goes back past the current month. */
export function canGoToPreviousMonth(
  viewYear: number,
  viewMonth: number,
  today: Date | string,
): boolean {
  const { year, month } = parseIsoDay(toIsoDay(today));
  return viewYear * 12 + viewMonth > year * 12 + month;
}

/** A day before today: expired in the hall calendar, and refused for bookings. */
export const isPastDay = (isoDay: string, today: Date | string): boolean =>
  toIsoDay(isoDay) < toIsoDay(today);
