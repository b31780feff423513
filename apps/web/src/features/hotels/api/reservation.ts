import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelReservation, HotelReservationChanges, hotelContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../get-reservation?id: for its guest or the hotel's owner. */
export const useReservation = (reservationId: string) =>
  useQuery({
    queryKey: hotelKeys.reservation(reservationId),
    queryFn: async () =>
      (
        await call<Contract['getReservation']>(
          { method: 'GET', path: '/hotels/hotelRoomRentals/get-reservation' },
          { query: { id: reservationId } },
        )
      ).data,
    // An edit starts from what is stored now.
    staleTime: 0,
  });

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
    const answer = await call<Contract['updateReservation']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/update-reservation' },
      {
        body: { hotel_id: reservation.hotel_id, reservationId: reservation._id, updatedValues },
      },
    );
    return answer.data;
  }
  const answer = await call<Contract['requestReservationUpdate']>(
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
  return answer.data;
}

export function useEditReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReservation,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
