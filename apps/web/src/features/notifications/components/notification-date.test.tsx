import { describe, expect, it } from 'vitest';
import { notificationDate } from './notification-date';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('notificationDate', () => {
  it('is relative within a week, then DD-MMMM-YYYY', () => {
    expect(notificationDate(ago(20_000), now)).toBe('just now');
    expect(notificationDate(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(notificationDate(ago(3 * 3_600_000), now)).toBe('3 h ago');
    expect(notificationDate(ago(86_400_000), now)).toBe('1 day ago');
    expect(notificationDate(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(notificationDate('2026-02-01T12:00:00.000Z', now)).toBe('01-February-2026');
  });
});
