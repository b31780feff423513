import { daysBetween } from './dates';

/*
 * Holds (issue 15): how long, how far ahead and how many pending requests one renter may hold,
 * so nobody can take a room for every later date or sit on listings with unanswered requests.
 * The server's configuration may change each figure (README); these are the defaults, and the
 * forms can use them for their date pickers.
 */

/** Longest hotel stay, in nights: a longer stay is booked again in parts. */
export const MAX_STAY_NIGHTS = 90;
/** Furthest hotel check-in or hall event day, in days from today (weddings book a year out). */
export const MAX_DAYS_AHEAD = 365;
/** Pending requests one renter may hold at once on each kind of listing. */
export const MAX_PENDING_REQUESTS = 5;
/**
 * Hours a request may wait for its owner's answer before the system declines it: three days
 * lets an owner who checks every other day answer, and a hall day or a room is never held for
 * longer than a long weekend by someone the owner never saw.
 */
export const REQUEST_EXPIRY_HOURS = 72;

export type HoldLimits = { maxStayNights: number; maxDaysAhead: number };

/** Clear answers for a hold past the limits (sent as 400, or 409 for the pending cap). */
export const holdMessages = {
  stayTooLong: (max: number) => `A stay can be at most ${max} nights: book a longer stay in parts`,
  tooFarAhead: (max: number, lastDay: string) =>
    `Bookings open at most ${max} days ahead: choose a day until ${lastDay}`,
  tooManyPending: (max: number) =>
    `You already have ${max} requests of this kind waiting for an answer: wait for the owners or cancel one first`,
};

/** The last day that may be asked for, `maxDaysAhead` after `today` ('YYYY-MM-DD'). */
export function lastBookableDay(today: string, maxDaysAhead: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(0);
  last.setUTCFullYear(year, month - 1, day + maxDaysAhead);
  return last.toISOString().slice(0, 10);
}

/**
 * What is wrong with a stay or an event day against the limits, or null: the first day too far
 * ahead, or (with a check-out) too many nights. Days are 'YYYY-MM-DD'.
 */
export function holdProblem(
  limits: HoldLimits,
  today: string,
  firstDay: string,
  checkOut?: string,
): string | null {
  const lastDay = lastBookableDay(today, limits.maxDaysAhead);
  if (firstDay > lastDay) return holdMessages.tooFarAhead(limits.maxDaysAhead, lastDay);
  if (checkOut !== undefined && daysBetween(firstDay, checkOut) > limits.maxStayNights)
    return holdMessages.stayTooLong(limits.maxStayNights);
  return null;
}
