import type { I18n } from '@lingui/core';
import { formatDay, formatMonth } from '../../../../shared/i18n/format';

/** A day on an axis, short in every language: '29/11'. The table writes it whole. */
export const axisDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

/** A 'YYYY-MM' month in the page's language, Somali month names in Somali: 'Maarso 2026'. */
export const monthLabel = (i18n: I18n, month: string) =>
  formatMonth(i18n, Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** A month on an axis: its name alone. */
export const axisMonth = (i18n: I18n, month: string) => monthLabel(i18n, month).split(' ')[0]!;

export const dayLabel = (i18n: I18n, day: string) => formatDay(i18n, day);

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
/** US dollars as the site writes them: '$1,200'. */
export const usd = (amount: number) => dollars.format(amount);
