import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { countOf } from '@rentals/shared';
import { formatDay, formatRelative } from '../../../shared/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When it came: 'just now', '5 min ago', '3 h ago', '2 days ago' within a week, then the
 * product's DD-MMMM-YYYY ('05-March-2026'). In Somali and English the times come from Intl ('5
 * minutes ago', '5 daqiiqadood kahor') and the date is the page's ('5 March 2026'). In render pass
 * the page's i18n (the hook's); the global instance is the default for callers outside render.
 */
export function notificationDate(iso: string, now = Date.now(), i18n: I18n = globalI18n): string {
  const elapsed = now - new Date(iso).getTime();
  if (Number.isNaN(elapsed)) return '';
  const spec = i18n.locale === 'spec';
  // A clock a little ahead of the server still reads "just now".
  if (elapsed < -HOUR || elapsed >= 7 * DAY) return formatDay(i18n, iso);
  if (elapsed < MINUTE) return i18n._(msg`just now`);
  if (!spec) return formatRelative(i18n, iso, now);
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return `${countOf(days, 'day', 'days')} ago`;
}
