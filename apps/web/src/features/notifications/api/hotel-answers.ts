import {
  messages,
  type hotelContract,
  type HotelReservationChanges,
  type NotificationWrapper,
} from '@rentals/shared';
import { call, callData } from '../../../shared/api/client';
import { deleteNotification } from './delete-notification';
import type { KindAnswers } from './kind-answers';

type Contract = typeof hotelContract;

/**
 * The reservation a hotel card is about: the server's about-resolver puts `reservation_id` (and
 * `updated_values` for an update request) on the card's property.
 */
function reservationOf({ property }: NotificationWrapper) {
  const id = property?.reservation_id;
  if (typeof id !== 'string' || !id) throw new Error(messages.cantFindProperty);
  return id;
}

/** The reservation and card an answer is about, as most answers send them. */
const aboutCard = (wrapper: NotificationWrapper) => ({
  reservation_id: reservationOf(wrapper),
  notification_id: wrapper.notification._id,
});

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
    accept: async (wrapper) =>
      callData<Contract['acceptReservation']>(
        { method: 'POST', path: '/hotels/hotelRoomRentals/accept-reservation' },
        { body: aboutCard(wrapper) },
      ),
    decline: async (wrapper) =>
      callData<Contract['declineReservation']>(
        { method: 'POST', path: '/hotels/hotelRoomRentals/decline-reservation-request' },
        { body: { ...aboutCard(wrapper), sendNotificationDecline: true } },
      ),
  },
  'hotel-reservation-update': {
    accept: async (wrapper) => {
      const updatedValues = (wrapper.property?.updated_values ?? {}) as HotelReservationChanges;
      const { data: answer } = await call<Contract['updateReservation']>(
        { method: 'POST', path: '/hotels/hotelRoomRentals/update-reservation' },
        {
          body: {
            reservationId: reservationOf(wrapper),
            updatedValues,
            notification_id: wrapper.notification._id,
          },
        },
      );
      return appliedOrRented(answer);
    },
    decline: async (wrapper) =>
      callData<Contract['declineReservationUpdate']>(
        { method: 'POST', path: '/hotels/hotelRoomRentals/reservation-update-decline' },
        { body: { ...aboutCard(wrapper), sendingNotification: true } },
      ),
  },
  'rent-termination-request': {
    accept: async (wrapper) =>
      callData<Contract['terminateReservation']>(
        { method: 'POST', path: '/hotels/hotelRoomRentals/terminate-reservation' },
        { body: { reservation_id: reservationOf(wrapper) } },
      ),
    decline: (wrapper) => deleteNotification(wrapper.notification._id),
  },
};
