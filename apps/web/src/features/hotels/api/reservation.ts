import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelReservation, HotelReservationChanges, HotelUpdateAnswer } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

const RENTALS = '/hotels/hotelRoomRentals';

/** GET .../get-reservation?id: for its guest or the hotel's owner. */
export const useReservation = (reservationId: string) =>
  useQuery({
    queryKey: hotelKeys.reservation(reservationId),
    queryFn: () =>
      api.get<HotelReservation>(
        `${RENTALS}/get-reservation?id=${encodeURIComponent(reservationId)}`,
      ),
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
export function editReservation({ reservation, updatedValues, ownerId }: EditReservationInput) {
  if (reservation.status === 'pending') {
    return api.post<HotelUpdateAnswer>(`${RENTALS}/update-reservation`, {
      hotel_id: reservation.hotel_id,
      reservationId: reservation._id,
      updatedValues,
    });
  }
  return api.post<HotelUpdateAnswer>(`${RENTALS}/request-reservation-update`, {
    reservationId: reservation._id,
    updatedValues,
    notification: {
      from: reservation.guest_id,
      notifier: ownerId,
      type: 'hotel-reservation-update',
      about: reservation._id,
    },
  });
}

export function useEditReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReservation,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
