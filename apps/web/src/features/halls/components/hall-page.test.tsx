import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_USER, type User } from '@rentals/shared';
import { callsTo, ok, stubApi } from '../../../test/api-stub';
import {
  aHall,
  aMonthEvent,
  anAdminEvent,
  HALL_ID,
  HALL_OWNER_ID,
} from '../../../test/hall-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { HallPage } from './hall-page';

const routes = [
  { path: '/halls/:id', element: <HallPage /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/home/renting-hall/:id', element: <p>booking page</p> },
];

type Stubs = Parameters<typeof stubApi>[0];

const renderHall = (user: User, hall = aHall(), extra: Stubs = {}) => {
  const fetchMock = stubApi({
    [`GET /hallProperty/find/${HALL_ID}`]: ok(hall),
    'GET /hallEvents/events_between_a_month': (url: URL) =>
      ok(
        url.searchParams.get('date') === '2030-06'
          ? [aMonthEvent('2030-06-14'), aMonthEvent('2030-06-21', { status: 'pending' })]
          : [],
      ),
    'GET /hallAdminEvents/events_between_a_month': (url: URL) =>
      ok(url.searchParams.get('date') === '2030-06' ? [anAdminEvent('2030-06-12')] : []),
    ...extra,
  });
  const rendered = renderRoutes({ path: `/halls/${HALL_ID}`, routes, user });
  return { fetchMock, ...rendered };
};

/** The calendar's day button of a day of the shown month. */
const dayButton = (day: string) =>
  within(screen.getByRole('region', { name: 'Calendar' })).getByRole('button', {
    name: new RegExp(`^${day}-`),
  });

const stateOf = (day: string) => dayButton(day).closest('td')?.dataset.state;

const waitForMonth = async (title: string) => {
  await screen.findByRole('heading', { name: title }, { timeout: 5000 });
  await vi.waitFor(() => expect(stateOf('01')).not.toBe('loading'), { timeout: 5000 });
};

beforeEach(() => {
  // Only the clock: today is Monday 10 June 2030.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 5, 10, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('HallPage', { timeout: 20_000 }, () => {
  it("gives a signed-in visitor WhatsApp and call links to the hall's owner", async () => {
    const owner = { _id: HALL_OWNER_ID, name: 'Cali Nuur', picture: '', contact: '061 5550199' };
    renderHall(testUser, aHall({ ownerInfo: owner }));
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    expect(
      within(contact).getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/252615550199');
    expect(within(contact).getByRole('link', { name: 'Call the owner' }).getAttribute('href')).toBe(
      'tel:0615550199',
    );
  });

  it('asks a visitor to sign in to message the owner', async () => {
    renderHall(EMPTY_USER);
    const contact = await screen.findByRole('region', { name: 'Contact the owner' });
    expect(
      within(contact).getByRole('link', { name: 'Sign in to message the owner' }),
    ).toBeTruthy();
  });

  it('shows the hall, its packages, the capacity box and the month from Saturday', async () => {
    renderHall(testUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoolka Nasiib' })).toBeTruthy();
    expect(screen.getByText('Hodan, Benaadir')).toBeTruthy();
    const food = screen.getByRole('list', { name: 'Food packages' });
    expect(within(food).getByText('Bariis, hilib ari')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Weekday prices of Bariis, hilib ari' })).getByText(
        'Friday $12',
      ),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Cakes' })).getByText('Keeg weyn')).toBeTruthy();
    expect(screen.getByText(/per hour/).textContent).toContain('$50');
    const capacity = screen.getByRole('complementary', { name: 'Capacity' });
    expect(capacity.textContent).toContain('Without food the hall seats at most 200 guests');
    expect(capacity.textContent).toContain('With a food package it takes at most 300 guests');
    expect(capacity.textContent).toContain('at least 50 guests, and on Friday at least 120');

    await waitForMonth('June 2030');
    const headers = within(screen.getByRole('region', { name: 'Calendar' }))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers[0]).toBe('SabtiSat');
    expect(headers[6]).toBe('JimceFri');
    // 1 June 2030 is a Saturday: the first cell of the first week.
    const firstWeek = within(screen.getByRole('region', { name: 'Calendar' })).getAllByRole(
      'row',
    )[1];
    // The digit is what shows; the name is the whole date (see hall-calendar.tsx).
    const first = within(firstWeek!).getAllByRole('button')[0];
    expect(first?.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
  });

  it('marks past days expired, taken days booked and free days available', async () => {
    renderHall(testUser);
    await waitForMonth('June 2030');
    expect(stateOf('09')).toBe('expired');
    expect(dayButton('09').hasAttribute('disabled')).toBe(true);
    expect(stateOf('10')).toBe('available');
    expect(stateOf('12')).toBe('booked'); // an admin event
    expect(stateOf('14')).toBe('booked');
    // A pending request holds the day too, but is shown apart: it may still be declined.
    expect(stateOf('21')).toBe('requested');
    expect(dayButton('21').hasAttribute('disabled')).toBe(true);
    expect(dayButton('21').querySelector('.sr-only')?.textContent).toBe(
      "21-June-2030: requested, waiting for the owner's answer",
    );
    expect(dayButton('14').hasAttribute('disabled')).toBe(true);
    expect(dayButton('14').querySelector('.sr-only')?.textContent).toBe('14-June-2030: booked');
    expect(stateOf('20')).toBe('available');
  });

  it('counts a multi-rental day partial, then closed at the maximum', async () => {
    renderHall(testUser, aHall({ multiRentalAllowed: true, max_rent_per_day: 2 }), {
      'GET /hallEvents/events_between_a_month': ok([
        aMonthEvent('2030-06-14'),
        aMonthEvent('2030-06-15'),
        aMonthEvent('2030-06-15', { starting_time: '20:00', ending_time: '23:00' }),
        aMonthEvent('2030-06-16', { status: 'cancelled' }),
      ]),
      'GET /hallAdminEvents/events_between_a_month': ok([]),
    });
    await waitForMonth('June 2030');
    expect(stateOf('14')).toBe('partial');
    expect(dayButton('14').hasAttribute('disabled')).toBe(false);
    expect(stateOf('15')).toBe('closed');
    expect(dayButton('15').hasAttribute('disabled')).toBe(true);
    expect(stateOf('16')).toBe('available');
  });

  it('never goes before the current month', async () => {
    const { fetchMock } = renderHall(testUser);
    await waitForMonth('June 2030');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    expect(previous.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitForMonth('July 2030');
    expect(stateOf('14')).toBe('available');
    expect(
      callsTo(fetchMock, 'GET /hallEvents/events_between_a_month').map((c) =>
        c.url.searchParams.get('date'),
      ),
    ).toContain('2030-07');
    expect(previous.hasAttribute('disabled')).toBe(false);
    await userEvent.click(previous);
    await waitForMonth('June 2030');
    expect(previous.hasAttribute('disabled')).toBe(true);
  });

  it('opens the booking page for a free day', async () => {
    const { router } = renderHall(testUser);
    await waitForMonth('June 2030');
    await userEvent.click(dayButton('20'));
    expect(await screen.findByText('booking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/home/renting-hall/${HALL_ID}`);
    expect(router.state.location.search).toBe('?year=2030&month=6&day=20');
  });

  it('sends a visitor to /login, to come back to the booking page', async () => {
    const { router } = renderHall(EMPTY_USER);
    await waitForMonth('June 2030');
    await userEvent.click(dayButton('20'));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/home/renting-hall/${HALL_ID}`, search: '?year=2030&month=6&day=20' },
    });
  });

  it('opens the owner mode for the owner, also on a booked day', async () => {
    const { router } = renderHall({ ...testUser, _id: HALL_OWNER_ID });
    await waitForMonth('June 2030');
    expect(screen.getByRole('link', { name: 'Manage' })).toBeTruthy();
    await userEvent.click(dayButton('12'));
    expect(await screen.findByText('booking page')).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2030&month=6&day=12&admin=1');
  });
});
