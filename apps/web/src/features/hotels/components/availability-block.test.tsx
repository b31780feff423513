import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityBlock } from './availability-block';

const TODAY = '2026-05-06';

function renderBlock() {
  const onApply = vi.fn();
  render(
    <AvailabilityBlock
      applied={null}
      party={{ adults: 1, kids: 0 }}
      today={TODAY}
      onApply={onApply}
    />,
  );
  return { onApply };
}

const day = (label: string) =>
  userEvent.click(
    within(screen.getByRole('table', { name: 'May 2026' })).getByRole('button', {
      name: new RegExp(`^${label}`),
    }),
  );
const checkIn = () => screen.getByTestId('check-in').textContent;
const checkOut = () => screen.getByTestId('check-out').textContent;

describe('AvailabilityBlock: the hotel calendar picker', () => {
  it('heads its weeks as the hall calendar does: Somali names over English ones, from Saturday', () => {
    renderBlock();
    const headers = within(screen.getByRole('table', { name: 'May 2026' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('SabtiSat');
    expect(headers[6]).toBe('JimceFri');
  });

  it('sets check-in on the first click and check-out on a later day', async () => {
    renderBlock();
    expect([checkIn(), checkOut()]).toEqual(['Check in', 'Check out']);
    await day('10-May-2026');
    expect([checkIn(), checkOut()]).toEqual(['10-May-2026', 'Check out']);
    await day('13-May-2026');
    expect([checkIn(), checkOut()]).toEqual(['10-May-2026', '13-May-2026']);
  });

  it('swaps the two when the second click is earlier', async () => {
    renderBlock();
    await day('20-May-2026');
    await day('12-May-2026');
    expect([checkIn(), checkOut()]).toEqual(['12-May-2026', '20-May-2026']);
  });

  it('starts again on a third click', async () => {
    renderBlock();
    await day('10-May-2026');
    await day('13-May-2026');
    await day('25-May-2026');
    expect([checkIn(), checkOut()]).toEqual(['25-May-2026', 'Check out']);
  });

  it('offers no day before today and no month before this one', () => {
    renderBlock();
    const may = within(screen.getByRole('table', { name: 'May 2026' }));
    expect(may.getByRole('button', { name: '05-May-2026' }).hasAttribute('disabled')).toBe(true);
    expect(may.getByRole('button', { name: '06-May-2026' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Previous month' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('searches nothing without both days, and the labels go back to Check in / Check out', async () => {
    const { onApply } = renderBlock();
    await day('10-May-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).not.toHaveBeenCalled();
    expect([checkIn(), checkOut()]).toEqual(['Check in', 'Check out']);
  });

  it('applies the days with adults from 1 and kids from 0', async () => {
    const { onApply } = renderBlock();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await day('10-May-2026');
    await day('13-May-2026');
    const adults = screen.getByLabelText('Adults');
    await userEvent.clear(adults);
    await userEvent.type(adults, '0');
    expect((adults as HTMLInputElement).value).toBe('');
    await userEvent.type(adults, '2');
    const kids = screen.getByLabelText('Kids');
    await userEvent.clear(kids);
    await userEvent.type(kids, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(onApply).toHaveBeenCalledWith({
      check_in: '2026-05-10',
      check_out: '2026-05-13',
      adults: 2,
      kids: 1,
    });
  });
});
