import { describe, it, expect } from 'vitest';
import {
  WEEKDAYS,
  canGoToPreviousMonth,
  daysInMonth,
  isLeapYear,
  isPastDay,
  monthGrid,
  shiftMonth,
  weekdayIndex,
} from '../src/calendar';

describe('weekdays', () => {
  it('starts on Saturday with Somali and English names', () => {
    expect(WEEKDAYS).toEqual([
      { somali: 'Sabti', english: 'Saturday' },
      { somali: 'Axad', english: 'Sunday' },
      { somali: 'Isniin', english: 'Monday' },
      { somali: 'Talaado', english: 'Tuesday' },
      { somali: 'Arbaco', english: 'Wednesday' },
      { somali: 'Khamiis', english: 'Thursday' },
      { somali: 'Jimce', english: 'Friday' },
    ]);
  });

  it('numbers days from Saturday = 0', () => {
    expect(weekdayIndex('2026-03-07')).toBe(0); // a Saturday
    expect(weekdayIndex('2026-03-08')).toBe(1); // Sunday
    expect(weekdayIndex('2026-03-13')).toBe(6); // Friday
    expect(weekdayIndex('2000-01-01')).toBe(0); // a Saturday
    expect(WEEKDAYS[weekdayIndex('2024-02-29')]?.english).toBe('Thursday');
  });
});

describe('leap years', () => {
  it('follows the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2025)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2200)).toBe(false);
    expect(isLeapYear(2400)).toBe(true);
  });

  it('gives February 29 days in leap years only', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('knows the other months', () => {
    const lengths = Array.from({ length: 12 }, (_, i) => daysInMonth(2026, i + 1));
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
    expect(() => daysInMonth(2026, 0)).toThrow(RangeError);
  });
});

describe('monthGrid', () => {
  it('has no leading padding for a month starting on Saturday', () => {
    // 1 August 2026 is a Saturday.
    const weeks = monthGrid(2026, 8);
    expect(weeks[0]?.[0]).toBe('2026-08-01');
    expect(weeks[0]).toEqual([
      '2026-08-01',
      '2026-08-02',
      '2026-08-03',
      '2026-08-04',
      '2026-08-05',
      '2026-08-06',
      '2026-08-07',
    ]);
  });

  it('pads before a month starting on Friday and after its end', () => {
    // 1 May 2026 is a Friday: six nulls, then the 1st in the last column.
    const weeks = monthGrid(2026, 5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-05-01']);
    expect(weeks.at(-1)).toEqual(['2026-05-30', '2026-05-31', null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
  });

  it('holds every day of the month once, in weeks of 7', () => {
    const weeks = monthGrid(2024, 2);
    for (const week of weeks) expect(week).toHaveLength(7);
    const days = weeks.flat().filter((d) => d !== null);
    expect(days).toHaveLength(29);
    expect(days[0]).toBe('2024-02-01');
    expect(days.at(-1)).toBe('2024-02-29');
  });

  it('puts each day in its weekday column', () => {
    for (const week of monthGrid(2026, 3)) {
      week.forEach((day, column) => {
        if (day !== null) expect(weekdayIndex(day), day).toBe(column);
      });
    }
  });

  it('fits February 2025 (starts Saturday, 28 days) in exactly 4 weeks', () => {
    const weeks = monthGrid(2025, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).not.toContain(null);
  });
});

describe('month navigation', () => {
  it('never goes before the current month', () => {
    expect(canGoToPreviousMonth(2026, 3, '2026-03-15')).toBe(false);
    expect(canGoToPreviousMonth(2026, 4, '2026-03-31')).toBe(true);
    expect(canGoToPreviousMonth(2027, 1, '2026-12-01')).toBe(true);
    expect(canGoToPreviousMonth(2026, 12, '2027-01-01')).toBe(false);
    expect(canGoToPreviousMonth(2026, 3, new Date(2026, 2, 1))).toBe(false);
  });

  it('shifts months across years', () => {
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 3, 14)).toEqual({ year: 2027, month: 5 });
  });

  it('marks days before today as past', () => {
    expect(isPastDay('2026-03-04', '2026-03-05')).toBe(true);
    expect(isPastDay('2026-03-05', '2026-03-05')).toBe(false);
    expect(isPastDay('2026-03-06', new Date(2026, 2, 5))).toBe(false);
  });
});
