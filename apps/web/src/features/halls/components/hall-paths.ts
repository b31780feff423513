import { KIND_FACTS, ownerPagePath, parseIsoDay } from '@rentals/shared';

export const hallPath = KIND_FACTS.Hall.webPath;
export const hallReportPath = (hallId: string) => ownerPagePath('Hall', hallId, 'report');
export const hallEditPath = (hallId: string) => ownerPagePath('Hall', hallId, 'edit');
export const editHallEventPath = (eventId: string) =>
  `/properties/edit-records/hall-event?eventId=${encodeURIComponent(eventId)}`;

/** The booking page's search: ?year&month&day (month 1 to 12), with &admin=1 in owner mode. */
export function bookingSearch(day: string, admin = false) {
  const { year, month, day: d } = parseIsoDay(day);
  return `?year=${year}&month=${month}&day=${d}${admin ? '&admin=1' : ''}`;
}

export const bookingPathname = (hallId: string) => `/home/renting-hall/${hallId}`;

/** /home/renting-hall/{id}?year&month&day[&admin=1]. */
export const bookingPath = (hallId: string, day: string, admin = false) =>
  `${bookingPathname(hallId)}${bookingSearch(day, admin)}`;

/** The day of the booking page's search, 'YYYY-MM-DD', or null when it names no real day. */
export function dayOfSearch(params: URLSearchParams): string | null {
  const [year, month, day] = ['year', 'month', 'day'].map((k) => Number(params.get(k)));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  try {
    parseIsoDay(iso);
    return iso;
  } catch {
    return null;
  }
}
