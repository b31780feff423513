import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { formatDay, formatMonth, formatRelative, weekdayNames } from './format';

const inMode = (locale: string) => setupI18n({ locale, messages: { [locale]: {} } });

describe('dates in the page language', () => {
  it("keeps the spec's DD-MMMM-YYYY and its Somali-over-English weekdays", () => {
    const spec = inMode('spec');
    expect(formatDay(spec, '2026-03-05')).toBe('05-March-2026');
    expect(weekdayNames(spec)[0]).toEqual({ long: 'Sabti', short: 'Sat' });
  });

  it("writes Somali from its own words, the same on the server and on a phone's browser", () => {
    const so = inMode('so');
    expect(formatDay(so, '2026-11-26')).toBe('26 Noofeembar 2026');
    expect(formatMonth(so, 2027, 1)).toBe('Jannaayo 2027');
    expect(weekdayNames(so).map((d) => d.long)).toEqual([
      'Sabti',
      'Axad',
      'Isniin',
      'Talaado',
      'Arbaco',
      'Khamiis',
      'Jimco',
    ]);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(formatRelative(so, '2026-11-26T11:55:00Z', now)).toBe('5 daqiiqadood kahor');
    expect(formatRelative(so, '2026-11-26T11:00:00Z', now)).toBe('1 saacad kahor');
    expect(formatRelative(so, '2026-11-25T12:00:00Z', now)).toBe('Shalay');
    expect(formatRelative(so, '2026-11-26T11:59:50Z', now)).toBe('Hadda');
  });

  it('writes English from Intl', () => {
    const en = inMode('en');
    expect(formatDay(en, '2026-11-26')).toBe('26 November 2026');
    expect(formatMonth(en, 2027, 1)).toBe('January 2027');
    expect(weekdayNames(en)[6]).toEqual({ long: 'Friday', short: 'Fri' });
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(formatRelative(en, '2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
  });
});
