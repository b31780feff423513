import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type User } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import {
  aHall,
  aHallEvent,
  anAdminEvent,
  EVENT_ID,
  HALL_ID,
  HALL_OWNER_ID,
} from '../../../test/hall-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { HallReportPage } from './hall-report-page';
import { answerDialog } from '../../../test/dialog';

const OWNER: User = { ...testUser, _id: HALL_OWNER_ID };
const page = (events: unknown[], total = events.length) =>
  ok({ events, totalPages: Math.ceil(total / 10), total });

const renderReport = (user: User, extra: Parameters<typeof stubApi>[0] = {}) => {
  const fetchMock = stubApi({
    [`GET /hallProperty/find/${HALL_ID}`]: ok(aHall()),
    'GET /hallEvents/all-events': (url: URL) =>
      url.searchParams.get('page') === '2'
        ? page(
            [aHallEvent({ _id: 'b0000000-0000-4000-8000-000000000011', status: 'cancelled' })],
            11,
          )
        : page([aHallEvent()], 11),
    'GET /hallEvents/upcoming-events': page([aHallEvent()]),
    'GET /hallAdminEvents': page([anAdminEvent('2030-06-12')]),
    ...extra,
  });
  renderRoutes({
    path: `/properties/halls/${HALL_ID}/report`,
    routes: [{ path: '/properties/halls/:propertyId/report', element: <HallReportPage /> }],
    user,
  });
  return fetchMock;
};

describe('HallReportPage', { timeout: 20_000 }, () => {
  it('shows another user that the hall is not theirs', async () => {
    const fetchMock = renderReport(testUser);
    expect(await screen.findByText('Only the owner of this hall can see this page.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /hallEvents/all-events')).toHaveLength(0);
  });

  it('sums up, pages all events by 10 and books a pending one', async () => {
    const fetchMock = renderReport(OWNER, { 'POST /hallEvents/book-event': ok('already-booked') });
    const all = await screen.findByRole('list', { name: 'All events' }, { timeout: 5000 });
    await vi.waitFor(() => expect(screen.getByText('Events').nextSibling?.textContent).toBe('11'));
    expect(screen.getByText('Upcoming').nextSibling?.textContent).toBe('1');
    const nav = screen.getByRole('navigation', { name: 'All events pages' });
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(within(all).getByRole('button', { name: /^Book/ }));
    expect(await screen.findByText(messages.anotherBookingOnDate)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/book-event')).toMatchObject({
      event_id: EVENT_ID,
    });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(await within(nav).findByText('Page 2 of 2')).toBeTruthy();
    expect(await within(all).findByText('cancelled')).toBeTruthy();
  });

  it('deletes an admin event after a question', async () => {
    const fetchMock = renderReport(OWNER, { 'POST /hallAdminEvents/delete': ok('success') });
    const list = await screen.findByRole('list', { name: 'Admin events' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: /^Delete/ }));
    await answerDialog('Delete this admin event?', 'Delete');
    expect(await screen.findByText(messages.successCapital)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /hallAdminEvents/delete')).toEqual({
      event_id: anAdminEvent('2030-06-12')._id,
    });
  });
});
