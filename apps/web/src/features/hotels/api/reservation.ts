import type { HotelReservation, HotelReservationChanges, hotelContract } from '@rentals/shared';
import { useStoredNow } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { hotelKeys, STAY_CHANGED } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../get-reservation?id: for its guest or the hotel's owner. */
export const useReservation = (reservationId: string) =>
  useStoredNow<Contract['getReservation']>(
    hotelKeys.reservation(reservationId),
    { method: 'GET', path: '/hotels/hotelRoomRentals/get-reservation' },
    { query: { id: reservationId } },
  );

export type EditReservationInput = {
  reservation: HotelReservation;
  updatedValues: HotelReservationChanges;
  ownerId: string;
};

/**
 * A pending reservation changes at once (POST .../update-reservation); a booked one asks the
 * owner (POST .../request-reservation-update, a hotel-reservation-update card). Both answer
 * 'rented' when the new address or days collide with another stay.
 */
export async function editReservation({
  reservation,
  updatedValues,
  ownerId,
}: EditReservationInput) {
  if (reservation.status === 'pending') {
    return callData<Contract['updateReservation']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/update-reservation' },
      {
        body: { hotel_id: reservation.hotel_id, reservationId: reservation._id, updatedValues },
      },
    );
  }
  return callData<Contract['requestReservationUpdate']>(
    { method: 'POST', path: '/hotels/hotelRoomRentals/request-reservation-update' },
    {
      body: {
        reservationId: reservation._id,
        updatedValues,
        notification: {
          from: reservation.guest_id,
          notifier: ownerId,
          type: 'hotel-reservation-update',
          about: reservation._id,
        },
      },
    },
  );
}

export const useEditReservation = () => useRefreshingMutation(editReservation, STAY_CHANGED);
