import { describe, expect, it } from 'vitest';
import { statsDays } from '../src/owner-stats';

describe('statsDays', () => {
  it('ends on the day in Mogadishu, oldest first', () => {
    // 20:59 UTC is 23:59 in Mogadishu: still the 1st of March there.
    expect(statsDays(30, new Date('2026-03-01T20:59:00Z')).slice(-3)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('moves on when the day changes in Mogadishu, though it keeps each window a day', () => {
    const before = statsDays(30, new Date('2026-03-01T20:59:00Z'));
    expect(statsDays(30, new Date('2026-03-01T20:59:30Z'))).toBe(before);
    const after = statsDays(30, new Date('2026-03-01T21:00:00Z'));
    expect(after.at(-1)).toBe('2026-03-02');
    expect(after[0]).toBe('2026-02-01');
    expect(after).toHaveLength(30);
  });

  it('gives 90 consecutive days across a year end', () => {
    const days = statsDays(90, new Date('2027-01-15T09:00:00Z'));
    expect(days).toHaveLength(90);
    expect(days[0]).toBe('2026-10-18');
    expect(days.at(-1)).toBe('2027-01-15');
    for (let i = 1; i < days.length; i++)
      expect(Date.parse(days[i]!) - Date.parse(days[i - 1]!)).toBe(86_400_000);
  });
});
