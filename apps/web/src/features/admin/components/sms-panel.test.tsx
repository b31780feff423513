import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, stubFetch, testUser } from '../../../test/render';
import { SmsPanel } from './sms-panel';

const admin = { ...testUser, account_type: 'admin' };

describe('SmsPanel (issue 34)', () => {
  it("shows today's count against the ceiling, warns near it, and the days' receipts", async () => {
    const fetchMock = stubFetch(200, {
      success: true,
      data: {
        today: 450,
        ceiling: 500,
        nearCeiling: true,
        days: [
          { day: '2026-11-29', sent: 450, delivered: 430, failed: 12 },
          { day: '2026-11-28', sent: 120, delivered: 118, failed: 2 },
        ],
      },
    });
    renderPage('/admin', <SmsPanel />, admin);
    expect(await screen.findByText('Today: 450 SMS of 500')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/near the daily ceiling/);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['2026-11-2945043012', '2026-11-281201182']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/sms');
  });

  it('says nothing of the ceiling when far from it', async () => {
    stubFetch(200, {
      success: true,
      data: { today: 3, ceiling: 500, nearCeiling: false, days: [] },
    });
    renderPage('/admin', <SmsPanel />, admin);
    expect(await screen.findByText('Today: 3 SMS of 500')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No SMS in the last days.')).toBeTruthy();
  });
});
