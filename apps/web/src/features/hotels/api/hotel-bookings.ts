import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type hotelContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../summery?hotel_id: today's check-ins, booked and cancelled (the spec's spelling). */
export const useHotelSummary = (hotelId: string) =>
  useQuery({
    queryKey: hotelKeys.summary(hotelId),
    queryFn: async () =>
      (
        await call<Contract['hotelSummary']>(
          { method: 'GET', path: '/hotels/hotelRoomRentals/summery' },
          { query: { hotel_id: hotelId } },
        )
      ).data,
  });

export type BookingListName = 'upcoming-booking-list' | 'booking-list';

/** GET .../upcoming-booking-list or .../booking-list?hotel_id&page&pageSize=10. */
export async function fetchBookings(hotelId: string, list: BookingListName, page: number) {
  const input = { query: { hotel_id: hotelId, page, pageSize: PAGE_SIZE } };
  const answer =
    list === 'upcoming-booking-list'
      ? await call<Contract['upcomingBookingList']>(
          { method: 'GET', path: '/hotels/hotelRoomRentals/upcoming-booking-list' },
          input,
        )
      : await call<Contract['bookingList']>(
          { method: 'GET', path: '/hotels/hotelRoomRentals/booking-list' },
          input,
        );
  return answer.data;
}

export const useBookings = (hotelId: string, list: BookingListName, page: number) =>
  useQuery({
    queryKey: hotelKeys.bookings(hotelId, list, page),
    queryFn: () => fetchBookings(hotelId, list, page),
    placeholderData: keepPreviousData,
  });

/** POST .../accept-reservation: pending becomes booked and the guest is told. */
export const acceptReservation = async (reservation_id: string): Promise<string> =>
  (
    await call<Contract['acceptReservation']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/accept-reservation' },
      { body: { reservation_id } },
    )
  ).data;

/** POST .../cancel-reservation: pending or booked becomes cancelled (guest or owner). */
export const cancelReservation = async (body: {
  reservation_id: string;
  prev_status: string;
  user_id: string;
  rentee_id: string;
}): Promise<string> =>
  (
    await call<Contract['cancelReservation']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/cancel-reservation' },
      { body },
    )
  ).data;

/** Either answer changes the lists, the tiles and the availability. */
function useBookingMutation<T>(call: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export const useAcceptReservation = () => useBookingMutation(acceptReservation);
export const useCancelReservation = () => useBookingMutation(cancelReservation);
