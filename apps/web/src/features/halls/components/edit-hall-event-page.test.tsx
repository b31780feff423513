import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type HallEvent } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { deferred } from '../../../test/deferred';
import { aHall, aHallEvent, EVENT_ID, HALL_ID, HALL_OWNER_ID } from '../../../test/hall-fixtures';
import { expectRefusal } from '../../../test/field-problem';
import { renderRoutes, testUser } from '../../../test/render';
import { EditHallEventPage } from './edit-hall-event-page';

type Stubs = Parameters<typeof stubApi>[0];

const renderEdit = (event: HallEvent, extra: Stubs = {}) => {
  const fetchMock = stubApi({
    'GET /hallEvents/get-user-event': ok(event),
    [`GET /hallProperty/find/${HALL_ID}`]: ok(aHall()),
    ...extra,
  });
  const rendered = renderRoutes({
    path: `/properties/edit-records/hall-event?eventId=${EVENT_ID}`,
    routes: [{ path: '/properties/edit-records/hall-event', element: <EditHallEventPage /> }],
    user: testUser,
  });
  return { fetchMock, ...rendered };
};

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const loaded = () => screen.findByLabelText('Attendees', { exact: true }, { timeout: 5000 });

describe('EditHallEventPage', { timeout: 20_000 }, () => {
  it('loads the event and its hall into the form', async () => {
    const { fetchMock } = renderEdit(aHallEvent());
    expect(((await loaded()) as HTMLInputElement).value).toBe('150');
    expect(callsTo(fetchMock, 'GET /hallEvents/get-user-event')[0]?.url.search).toBe(
      `?event_id=${EVENT_ID}`,
    );
    expect((field('Event type') as HTMLSelectElement).value).toBe('Meher');
    expect((field('Start time') as HTMLInputElement).value).toBe('16:00');
    expect((field('Engraved name') as HTMLInputElement).value).toBe('Xamdi & Hodan');
    expect(screen.getByText('14-June-2030')).toBeTruthy();
  });

  it('sends nothing when nothing changed', async () => {
    const { fetchMock } = renderEdit(aHallEvent());
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(callsTo(fetchMock, 'POST /hallEvents/update-hall-event')).toHaveLength(0);
  });

  it('applies a pending event at once; no cake drops the engraved name', async () => {
    const { fetchMock } = renderEdit(aHallEvent(), {
      'POST /hallEvents/update-hall-event': ok('success'),
    });
    await loaded();
    await userEvent.clear(field('Attendees'));
    await userEvent.type(field('Attendees'), '130');
    await userEvent.selectOptions(field('Cake'), 'no-cake');
    expect(screen.queryByLabelText('Engraved name')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.success)).toBeTruthy();
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/update-hall-event')).toEqual({
      event_id: EVENT_ID,
      updatedValues: [
        { name: 'num_attendees', value: 130 },
        { name: 'cake', value: 'no-cake' },
        { name: 'engravement_name', value: '' },
      ],
    });
  });

  it('says an emptied field, or attendees the hall cannot take, beside the field', async () => {
    const { fetchMock } = renderEdit(aHallEvent());
    await loaded();
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    fireEvent.change(field('Start time'), { target: { value: '' } });
    await save();
    await expectRefusal(field('Start time'), messages.fillEmptyFields);
    fireEvent.change(field('Start time'), { target: { value: '16:00' } });
    // The event has food: the banquet capacity (300) is the limit.
    await userEvent.clear(field('Attendees'));
    await userEvent.type(field('Attendees'), '301');
    await save();
    await expectRefusal(field('Attendees'), messages.hallMax(300));
    // An edit is held to the booking's minimums (issue 32): the hall's 50, its Fridays' 120.
    await userEvent.clear(field('Attendees'));
    await userEvent.type(field('Attendees'), '0');
    await save();
    await expectRefusal(field('Attendees'), messages.hallMin(50));
    await userEvent.clear(field('Attendees'));
    await userEvent.type(field('Attendees'), '100');
    await save();
    await expectRefusal(field('Attendees'), messages.hallMin(120));
    expect(callsTo(fetchMock, 'POST /hallEvents/update-hall-event')).toHaveLength(0);
  });

  it("says when the new time is taken ('date-event-exist')", async () => {
    renderEdit(aHallEvent(), { 'POST /hallEvents/update-hall-event': ok('date-event-exist') });
    await loaded();
    fireEvent.change(field('End time'), { target: { value: '23:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.dateTaken)).toBeTruthy();
  });

  it('asks the owner about a booked event, with a spinner while sending', async () => {
    const answer = deferred<unknown>();
    const { fetchMock } = renderEdit(aHallEvent({ status: 'booked' }), {
      'POST /hallEvents/request-event-update': () => answer.promise,
    });
    await loaded();
    await userEvent.selectOptions(field('Event type'), 'Xaflad');
    const send = screen.getByRole('button', { name: 'Send the change' });
    await userEvent.click(send);
    expect(send.getAttribute('aria-busy')).toBe('true');
    answer.resolve(ok('success'));
    expect(await screen.findByText(messages.hallUpdateSubmitted)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /hallEvents/update-hall-event')).toHaveLength(0);
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/request-event-update')).toEqual({
      event_id: EVENT_ID,
      updatedValues: [{ name: 'type', value: 'Xaflad' }],
      notification: { from: testUser._id, notifier: HALL_OWNER_ID, type: 'hall-update' },
    });
  });

  it('keeps a cancelled event as it is', async () => {
    renderEdit(aHallEvent({ status: 'cancelled' }));
    await loaded();
    expect(screen.getByText('Only a pending or booked event can be changed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
