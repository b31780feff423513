import { weekdayIndex } from './calendar';
import { marketDay, MARKET_UTC_OFFSET_HOURS } from './dates';

/*
 * The rules of the owner's charts (issue 36), once for the server that counts and the page that
 * draws: which days, weeks and months a chart covers, and what became of a request. Every day is
 * a day in Mogadishu (UTC+3, no daylight saving), the marketplace's clock.
 */

/** The time zone the charts' days are counted in, as the captions name it. */
export const STATS_TIME_ZONE = 'Africa/Mogadishu';

/** The spans of the interest chart an owner may pick, in days. */
export const STATS_WINDOWS = [30, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];

const MS_PER_DAY = 86_400_000;

/** Each window's days as last made, and the day they end on: they change once a day. */
const daysMade = new Map<number, { today: string; list: readonly string[] }>();

/**
 * The `days` days ending today in Mogadishu, oldest first ('YYYY-MM-DD'). Kept until the day
 * changes: every overview asks, and making 90 days was a twentieth of the server's time for one.
 */
export function statsDays(days: number, now: Date = new Date()): readonly string[] {
  const today = marketDay(0, now);
  const made = daysMade.get(days);
  if (made?.today === today) return made.list;
  const first = Date.parse(`${today}T00:00:00Z`) - (days - 1) * MS_PER_DAY;
  const list = Object.freeze(
    Array.from({ length: days }, (_, i) =>
      new Date(first + i * MS_PER_DAY).toISOString().slice(0, 10),
    ),
  );
  if ((STATS_WINDOWS as readonly number[]).includes(days)) daysMade.set(days, { today, list });
  return list;
}

/** The instant a Mogadishu day begins. */
export function marketDayStart(isoDay: string): Date {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) - MARKET_UTC_OFFSET_HOURS * 3_600_000);
}

/** The day `offset` days after an ISO day. */
export function addDays(isoDay: string, offset: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + offset * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
}

/** Months ('YYYY-MM') from `back` before this Mogadishu month to `ahead` after it. */
export function monthsAround(back: number, ahead: number, now: Date = new Date()): string[] {
  const [year, month] = marketDay(0, now).split('-').map(Number) as [number, number];
  return Array.from({ length: back + ahead + 1 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - back + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The income chart: nine months back, this month, and two ahead (bookings already accepted). */
export const incomeMonths = (now: Date = new Date()) => monthsAround(9, 2, now);

/** The hall's calendar heat map: last month, this month and the next two. */
export const hallCalendarMonths = (now: Date = new Date()) => monthsAround(1, 2, now);

/**
 * The hotel's weeks, by the day each begins: eight weeks back, this week and four ahead. A week
 * begins on Saturday, as the site's calendars do.
 */
export function hotelWeeks(now: Date = new Date()): string[] {
  const today = marketDay(0, now);
  const thisWeek = addDays(today, -weekdayIndex(today));
  return Array.from({ length: 13 }, (_, i) => addDays(thisWeek, (i - 8) * 7));
}

/** The first day after a month ('YYYY-MM' -> 'YYYY-MM-DD' of the next month's 1st). */
export function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
}

/** What became of a request, as the charts count it. */
export const REQUEST_OUTCOMES = [
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'pending',
] as const;
export type RequestOutcome = (typeof REQUEST_OUTCOMES)[number];

/** Statuses that mean the owner said yes (what it became later: completed, terminated). */
const ACCEPTED = new Set(['rented', 'booked', 'completed', 'terminated']);

/**
 * A request's outcome: its recorded first answer (migration 0019: the status it left 'pending'
 * for, or 'expired'), else, for a request answered before answers were recorded, its status.
 */
export function requestOutcome(answer: string | null, status: string): RequestOutcome {
  const said = answer ?? status;
  if (said === 'pending') return 'pending';
  if (said === 'expired' || said === 'declined') return said;
  if (said === 'cancelled') return 'withdrawn';
  return ACCEPTED.has(said) ? 'accepted' : 'declined';
}
