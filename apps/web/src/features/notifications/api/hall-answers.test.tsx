import { describe, expect, it } from 'vitest';
import { messages, type NotificationWrapper } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { answersOf } from './card-action';

const EVENT_ID = '6c5b4a39-2817-4f6e-8d5c-4b3a29180716';
const OWNER = '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5968';
const RENTER = '4b1f8f0e-8a4f-4c55-9d3e-0f3c2f1a7b21';

const card = (type: string): NotificationWrapper => ({
  notification: {
    _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    type,
    from: RENTER,
    notifier: OWNER,
    about: EVENT_ID,
    created_date: '2030-05-01T10:00:00.000Z',
    read: false,
  },
  user: { _id: RENTER, name: 'Hodan', picture: '' },
  property: {
    _id: '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
    kind: 'Hall',
    name: 'Hoolka Nasiib',
    pictures: [],
    event_id: EVENT_ID,
    event_status: 'pending',
  },
});

const answer = (type: string, action: 'accept' | 'decline') => {
  const answers = answersOf(card(type));
  if (!answers) throw new Error(`no answers for ${type}`);
  return answers[action](card(type), OWNER);
};

describe('HALL_ANSWERS', () => {
  it('accepts a booking request with book-event', async () => {
    const fetchMock = stubApi({ 'POST /hallEvents/book-event': ok('success') });
    await answer('rent-request', 'accept');
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/book-event')).toMatchObject({
      event_id: EVENT_ID,
      notification: { from: OWNER, notifier: RENTER, type: 'rent-accepted' },
    });
    expect(callsTo(fetchMock, 'POST /rentingProperty/rent')).toHaveLength(0);
  });

  it("fails an accept when the day is taken ('already-booked')", async () => {
    stubApi({ 'POST /hallEvents/book-event': ok('already-booked') });
    await expect(answer('rent-request', 'accept')).rejects.toThrow(messages.anotherBookingOnDate);
  });

  it.each([
    {
      what: 'a booking request with request-declined to the renter',
      type: 'rent-request',
      route: 'POST /hallEvents/decline-hall-event',
      sent: { event_id: EVENT_ID, sendNotificationDecline: true },
    },
    {
      what: 'an update request with event-update-decline',
      type: 'hall-update',
      route: 'POST /hallEvents/event-update-decline',
      sent: {
        event_id: EVENT_ID,
        notification_id: card('hall-update').notification._id,
        sendNotificationDecline: true,
      },
    },
  ])('declines $what', async ({ type, route, sent }) => {
    const fetchMock = stubApi({ [route]: ok('success') });
    await answer(type, 'decline');
    expect(jsonSentTo(fetchMock, route)).toEqual(sent);
  });

  it('accepts an update request by applying it; a taken date fails the answer', async () => {
    const fetchMock = stubApi({ 'POST /hallEvents/update-hall-event': ok('success') });
    await answer('hall-update', 'accept');
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/update-hall-event')).toEqual({
      event_id: EVENT_ID,
      notification_id: card('hall-update').notification._id,
    });
    stubApi({ 'POST /hallEvents/update-hall-event': ok('date-event-exist') });
    await expect(answer('hall-update', 'accept')).rejects.toThrow(messages.dateTaken);
  });

  it('terminates on an accepted termination request; declining only deletes the card', async () => {
    const fetchMock = stubApi({
      'POST /hallEvents/terminate-hall-event': ok('success'),
      [`GET /notifications/delete/${card('x').notification._id}`]: ok('success'),
    });
    await answer('rent-termination-request', 'accept');
    expect(jsonSentTo(fetchMock, 'POST /hallEvents/terminate-hall-event')).toEqual({
      event_id: EVENT_ID,
    });
    await answer('rent-termination-request', 'decline');
    expect(
      callsTo(fetchMock, `GET /notifications/delete/${card('x').notification._id}`),
    ).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /notifications/termination/accept')).toHaveLength(0);
  });
});
