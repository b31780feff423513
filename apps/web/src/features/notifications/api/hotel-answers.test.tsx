import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type NotificationWrapper } from '@rentals/shared';
import { callsTo, jsonSentTo, ok, stubApi } from '../../../test/api-stub';
import { answerCard, expandCard } from '../../../test/inbox';
import { aNotification, NOTIFICATION_ID } from '../../../test/notification-fixtures';
import { renderRoutes, testUser } from '../../../test/render';
import { NotificationsPage } from '../components/notifications-page';

const HOTEL_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const RESERVATION_ID = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
const RENTALS = '/hotels/hotelRoomRentals';
const UPDATED = { check_out: '2099-03-14', max_kids: 0 };
/** Each card's sentence, by the type of its notification. */
const SENTENCE = {
  'rent-request': /wants to rent Hotel Jazeera/,
  'hotel-reservation-update': /asks to change a reservation at Hotel Jazeera/,
  'rent-termination-request': /asks to end the rental of Hotel Jazeera/,
};
const IDS = { reservation_id: RESERVATION_ID, notification_id: NOTIFICATION_ID };

/** A hotel card as the inbox serves it: the hotel plus the reservation's extras. */
const hotelCard = (type: keyof typeof SENTENCE) =>
  aNotification({
    notification: { type, about: RESERVATION_ID },
    property: {
      _id: HOTEL_ID,
      kind: 'Hotel',
      name: 'Hotel Jazeera',
      rentingRecord_id: null,
      reservation_id: RESERVATION_ID,
      reservation_status: 'booked',
      check_in: '2099-03-10',
      check_out: '2099-03-13',
      room_address: '101',
      updated_values: type === 'hotel-reservation-update' ? UPDATED : null,
    },
  });

function renderInbox(card: NotificationWrapper, answers: Record<string, unknown>) {
  const fetchMock = stubApi({
    [`GET /notifications/notifier/${testUser._id}`]: ok([card], null),
    'POST /notifications/read': ok('success'),
    ...answers,
  });
  renderRoutes({
    path: `/notifications/${testUser._id}`,
    routes: [{ path: '/notifications/:id', element: <NotificationsPage /> }],
    user: testUser,
  });
  return fetchMock;
}

describe('Inbox answers for hotels', { timeout: 20_000 }, () => {
  it.each([
    {
      what: 'accepts a reservation request: the reservation becomes booked',
      type: 'rent-request',
      choice: 'Accept',
      route: `POST ${RENTALS}/accept-reservation`,
      sent: IDS,
    },
    {
      what: 'declines a reservation request, telling the guest',
      type: 'rent-request',
      choice: 'Decline',
      route: `POST ${RENTALS}/decline-reservation-request`,
      sent: { ...IDS, sendNotificationDecline: true },
    },
    {
      what: "accepts a guest's update request by applying the values it carries",
      type: 'hotel-reservation-update',
      choice: 'Accept',
      route: `POST ${RENTALS}/update-reservation`,
      sent: {
        reservationId: RESERVATION_ID,
        updatedValues: UPDATED,
        notification_id: NOTIFICATION_ID,
      },
    },
    {
      what: 'declines an update request with a notice to the guest',
      type: 'hotel-reservation-update',
      choice: 'Decline',
      route: `POST ${RENTALS}/reservation-update-decline`,
      sent: { ...IDS, sendingNotification: true },
    },
  ] as const)('$what', async ({ type, choice, route, sent }) => {
    const fetchMock = renderInbox(hotelCard(type), { [route]: ok('success') });
    await answerCard(await expandCard(SENTENCE[type]), choice);
    expect(jsonSentTo(fetchMock, route)).toEqual(sent);
  });

  it("shows 'Rented' when the requested change collides, keeping the card", async () => {
    renderInbox(hotelCard('hotel-reservation-update'), {
      [`POST ${RENTALS}/update-reservation`]: ok('rented'),
    });
    const card = await expandCard(SENTENCE['hotel-reservation-update']);
    await userEvent.click(card.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(messages.rented)).toBeTruthy();
    expect(screen.queryByText(messages.acceptedSuccessfully)).toBeNull();
    expect(screen.getByRole('article', { name: /asks to change/ })).toBeTruthy();
  });

  it('terminates the stay on a termination request, or only deletes the request', async () => {
    const fetchMock = renderInbox(hotelCard('rent-termination-request'), {
      [`POST ${RENTALS}/terminate-reservation`]: ok('success'),
      [`GET /notifications/delete/${NOTIFICATION_ID}`]: ok('success'),
    });
    await answerCard(await expandCard(SENTENCE['rent-termination-request']), 'Accept');
    expect(jsonSentTo(fetchMock, `POST ${RENTALS}/terminate-reservation`)).toEqual({
      reservation_id: RESERVATION_ID,
    });
    expect(callsTo(fetchMock, `GET /notifications/delete/${NOTIFICATION_ID}`)).toHaveLength(0);
  });

  it('declining a termination request deletes it and ends nothing', async () => {
    const fetchMock = renderInbox(hotelCard('rent-termination-request'), {
      [`GET /notifications/delete/${NOTIFICATION_ID}`]: ok('success'),
    });
    await answerCard(await expandCard(SENTENCE['rent-termination-request']), 'Decline');
    expect(callsTo(fetchMock, `GET /notifications/delete/${NOTIFICATION_ID}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `POST ${RENTALS}/terminate-reservation`)).toHaveLength(0);
  });
});
