import { describe, expect, it } from 'vitest';
import { holdMessages, holdProblem, lastBookableDay } from '../src/holds';

const limits = { maxStayNights: 90, maxDaysAhead: 365 };

describe('holds', () => {
  it('counts the last bookable day across months and leap years', () => {
    expect(lastBookableDay('2026-01-01', 365)).toBe('2027-01-01');
    expect(lastBookableDay('2027-03-01', 365)).toBe('2028-02-29');
    expect(lastBookableDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('refuses a first day past the window, and names the last day', () => {
    expect(holdProblem(limits, '2026-01-01', '2027-01-01')).toBeNull();
    expect(holdProblem(limits, '2026-01-01', '2027-01-02')).toBe(
      holdMessages.tooFarAhead(365, '2027-01-01'),
    );
    expect(holdProblem(limits, '2026-01-01', '9999-12-31')).toContain('until 2027-01-01');
  });

  it('refuses a stay longer than the longest', () => {
    expect(holdProblem(limits, '2026-01-01', '2026-02-01', '2026-05-02')).toBeNull();
    expect(holdProblem(limits, '2026-01-01', '2026-02-01', '2026-05-03')).toBe(
      holdMessages.stayTooLong(90),
    );
    expect(holdProblem(limits, '2026-01-01', '2026-02-01', '9999-12-31')).toBe(
      holdMessages.stayTooLong(90),
    );
  });
});
