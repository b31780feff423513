import { countOf, formatDisplayDate } from '@rentals/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When it came: 'just now', '5 min ago', '3 h ago', '2 days ago' within a week, then the
 * product's DD-MMMM-YYYY ('05-March-2026').
 */
export function notificationDate(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  // A clock a little ahead of the server still reads "just now".
  if (elapsed < -HOUR || elapsed >= 7 * DAY) return formatDisplayDate(iso);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${countOf(days, 'day', 'days')} ago`;
}
