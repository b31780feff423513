import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import {
  marketDay,
  MONTH_NAMES,
  daysBetween,
  formatDisplayDate,
  isIsoDay,
  isIsoInstant,
  isIsoMonth,
  parseIsoDay,
  toIsoDay,
  toIsoMonth,
} from '../src/dates';

describe('formatDisplayDate', () => {
  it('shows DD-MMMM-YYYY with English month names', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05-March-2026');
    expect(formatDisplayDate('2024-12-31')).toBe('31-December-2024');
    expect(formatDisplayDate('2025-01-01')).toBe('01-January-2025');
  });

  it('reads a Date by its local calendar day', () => {
    expect(formatDisplayDate(new Date(2026, 2, 5, 23, 59))).toBe('05-March-2026');
    expect(formatDisplayDate(new Date(2024, 1, 29))).toBe('29-February-2024');
  });

  it('names every month', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    MONTH_NAMES.forEach((name, i) => {
      const month = String(i + 1).padStart(2, '0');
      expect(formatDisplayDate(`2026-${month}-10`)).toBe(`10-${name}-2026`);
    });
  });

  it('refuses what is not a day', () => {
    expect(() => formatDisplayDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDisplayDate('05/03/2026')).toThrow(RangeError);
    expect(() => formatDisplayDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('timezones', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('keeps a YYYY-MM-DD day whatever the zone', () => {
    for (const tz of ['America/Los_Angeles', 'Africa/Mogadishu', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(formatDisplayDate('2026-03-01'), tz).toBe('01-March-2026');
      expect(toIsoDay('2026-03-01'), tz).toBe('2026-03-01');
      expect(daysBetween('2026-03-28', '2026-03-30'), tz).toBe(2);
    }
  });

  it('gives an instant its day in the local zone (Mogadishu is UTC+3)', () => {
    process.env.TZ = 'Africa/Mogadishu';
    expect(formatDisplayDate('2026-03-04T22:30:00Z')).toBe('05-March-2026');
    expect(toIsoDay(new Date('2026-03-04T22:30:00Z'))).toBe('2026-03-05');
  });
});

describe('ISO days and months', () => {
  it('formats a Date as YYYY-MM-DD and YYYY-MM', () => {
    const d = new Date(2026, 0, 7);
    expect(toIsoDay(d)).toBe('2026-01-07');
    expect(toIsoMonth(d)).toBe('2026-01');
    expect(toIsoMonth('2024-11-30')).toBe('2024-11');
  });

  it('parses days and checks that they exist', () => {
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('has no year 0000, which PostgreSQL refuses (1 BC is followed by AD 1)', () => {
    expect(isIsoDay('0000-01-01')).toBe(false);
    expect(isIsoDay('0001-01-01')).toBe(true);
    expect(isIsoDay('9999-12-31')).toBe(true);
    expect(isIsoMonth('0000-12')).toBe(false);
    expect(isIsoMonth('0001-01')).toBe(true);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-1')).toBe(false);
  });

  it('checks that an instant exists: its day, and a time within the day', () => {
    expect(isIsoInstant('2026-03-05T10:00:00.123456Z')).toBe(true);
    expect(isIsoInstant('2026-03-05T23:59:59Z')).toBe(true);
    expect(isIsoInstant('2026-02-30T10:00:00Z')).toBe(false);
    expect(isIsoInstant('0000-01-01T00:00:00Z')).toBe(false);
    expect(isIsoInstant('2026-01-01T24:00:00Z')).toBe(false);
    expect(isIsoInstant('2026-01-01T23:59:60Z')).toBe(false);
    expect(isIsoInstant('2026-01-01T10:00:00')).toBe(false);
    expect(isIsoInstant('2026-01-01T10:00:00.1234567Z')).toBe(false);
  });
});

describe('daysBetween', () => {
  it('counts whole days from check-in to check-out', () => {
    expect(daysBetween('2026-03-05', '2026-03-05')).toBe(0);
    expect(daysBetween('2026-03-05', '2026-03-07')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('is negative when check-out comes first', () => {
    expect(daysBetween('2026-03-07', '2026-03-05')).toBe(-2);
  });

  it('refuses bad days', () => {
    expect(() => daysBetween('2026-03-05', 'tomorrow')).toThrow(RangeError);
  });
});

describe('marketDay', () => {
  it("is Mogadishu's day (UTC+3), whatever the clock's zone", () => {
    // 22:30 UTC on 4 March is 01:30 on 5 March in Mogadishu.
    expect(marketDay(0, new Date('2026-03-04T22:30:00Z'))).toBe('2026-03-05');
    expect(marketDay(0, new Date('2026-03-04T20:59:59Z'))).toBe('2026-03-04');
  });

  it('counts days forward and back across months and years', () => {
    expect(marketDay(1, new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(marketDay(-1, new Date('2026-03-01T00:00:00Z'))).toBe('2026-02-28');
    expect(marketDay(30, new Date('2028-02-01T21:00:00Z'))).toBe('2028-03-03');
  });
});
