import { messages, type HotelReservationChanges, type NotificationWrapper } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';
import type { KindAnswers } from './kind-answers';

const RENTALS = '/hotels/hotelRoomRentals';

/**
 * The reservation a hotel card is about: the server's about-resolver puts `reservation_id` (and
 * `updated_values` for an update request) on the card's property.
 */
function reservationOf({ property }: NotificationWrapper) {
  const id = property?.reservation_id;
  if (typeof id !== 'string' || !id) throw new Error(messages.cantFindProperty);
  return id;
}

/** 'rented' (the change collides with another stay) is refused, in the spec's words. */
const appliedOrRented = (answer: string) => {
  if (answer === 'rented') throw new Error(messages.rented);
  return answer;
};

/**
 * Inbox answers for cards about hotels (spec 2 section 4). A rent request is accepted (booked)
 * or declined with a request-declined to the guest; an update request applies the guest's
 * stored values or is declined; a termination request terminates the stay or is only deleted.
 */
export const HOTEL_ANSWERS: KindAnswers = {
  'rent-request': {
    accept: (wrapper) =>
      api.post<string>(`${RENTALS}/accept-reservation`, {
        reservation_id: reservationOf(wrapper),
        notification_id: wrapper.notification._id,
      }),
    decline: (wrapper) =>
      api.post<string>(`${RENTALS}/decline-reservation-request`, {
        reservation_id: reservationOf(wrapper),
        notification_id: wrapper.notification._id,
        sendNotificationDecline: true,
      }),
  },
  'hotel-reservation-update': {
    accept: async (wrapper) => {
      const updatedValues = (wrapper.property?.updated_values ?? {}) as HotelReservationChanges;
      const answer = await api.post<string>(`${RENTALS}/update-reservation`, {
        reservationId: reservationOf(wrapper),
        updatedValues,
        notification_id: wrapper.notification._id,
      });
      return appliedOrRented(answer);
    },
    decline: (wrapper) =>
      api.post<string>(`${RENTALS}/reservation-update-decline`, {
        reservation_id: reservationOf(wrapper),
        notification_id: wrapper.notification._id,
        sendingNotification: true,
      }),
  },
  'rent-termination-request': {
    accept: (wrapper) =>
      api.post<string>(`${RENTALS}/terminate-reservation`, {
        reservation_id: reservationOf(wrapper),
      }),
    decline: (wrapper) => deleteNotification(wrapper.notification._id),
  },
};
