/** English month names, as the DD-MMMM-YYYY display uses them. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day with a 1-based month. */
export type DayParts = { year: number; month: number; day: number };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;
const MS_PER_DAY = 86_400_000;

/** Milliseconds of a day at UTC midnight; setUTCFullYear avoids Date.UTC's 0-99 year mapping. */
function utcMidnight({ year, month, day }: DayParts): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

/**
 * The parts of a 'YYYY-MM-DD' day, read as written: no Date parsing, so no timezone can move
 * it. Throws a RangeError for anything else, including days that do not exist (2025-02-29) and
 * year 0000, which the calendar (and PostgreSQL) does not have: 1 BC is followed by AD 1.
 */
export function parseIsoDay(isoDay: string): DayParts {
  const m = ISO_DAY.exec(isoDay);
  if (m && Number(m[1]) >= 1) {
    const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
    const back = new Date(utcMidnight(parts));
    if (back.getUTCMonth() + 1 === parts.month && back.getUTCDate() === parts.day) return parts;
  }
  throw new RangeError(`Not a YYYY-MM-DD day: "${isoDay}"`);
}

export function isIsoDay(value: string): boolean {
  try {
    parseIsoDay(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Date gives its local calendar day (what the person's clock shows); a 'YYYY-MM-DD' string is
 * taken literally; a full ISO timestamp is an instant and gives its local day, like a Date.
 */
function dayParts(date: Date | string): DayParts {
  if (typeof date === 'string') {
    if (!ISO_INSTANT.test(date)) return parseIsoDay(date);
    date = new Date(date);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** How every date is shown: DD-MMMM-YYYY, e.g. '05-March-2026'. */
export function formatDisplayDate(date: Date | string): string {
  const { year, month, day } = dayParts(date);
  return `${pad(day)}-${MONTH_NAMES[month - 1]}-${pad(year, 4)}`;
}

const isoDayOf = ({ year, month, day }: DayParts) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The wire form of a day, 'YYYY-MM-DD'. */
export function toIsoDay(date: Date | string): string {
  return isoDayOf(dayParts(date));
}

/** Mogadishu keeps UTC+3 all year (no daylight saving): the marketplace's clock. */
export const MARKET_UTC_OFFSET_HOURS = 3;

/**
 * The day in Mogadishu, 'YYYY-MM-DD', `offsetDays` from today. Bookings are for days in the city,
 * so "today" is the city's on the server (which runs in UTC) and on every phone alike: between
 * 21:00 and 24:00 UTC a UTC or traveller's clock is still on yesterday, and a page the server
 * rendered would disagree with the browser that hydrates it.
 */
export function marketDay(offsetDays = 0, now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + MARKET_UTC_OFFSET_HOURS * 3_600_000);
  shifted.setUTCDate(shifted.getUTCDate() + offsetDays);
  return isoDayOf({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether text is a 'YYYY-MM' month that exists (year 0001 to 9999). */
export function isIsoMonth(value: string): boolean {
  const m = ISO_MONTH.exec(value);
  return m !== null && Number(m[1]) >= 1;
}

/**
 * Whether text is a full ISO 8601 UTC instant ('2026-03-05T10:00:00.000Z', up to microseconds)
 * that exists: its day exists and its time is within 00:00:00 and 23:59:59.
 */
export function isIsoInstant(value: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,6})?Z$/.exec(value);
  return m !== null && isIsoDay(m[1]!);
}

/** The wire form of a month, 'YYYY-MM'. */
export function toIsoMonth(date: Date | string): string {
  const { year, month } = dayParts(date);
  return `${pad(year, 4)}-${pad(month)}`;
}

/**
 * Whole days from check-in to check-out (nights of a stay); negative when check-out is first.
 * Counted on UTC midnights, so daylight-saving changes cannot make a day of 23 hours.
 */
export function daysBetween(checkIn: string, checkOut: string): number {
  return Math.round(
    (utcMidnight(parseIsoDay(checkOut)) - utcMidnight(parseIsoDay(checkIn))) / MS_PER_DAY,
  );
}
