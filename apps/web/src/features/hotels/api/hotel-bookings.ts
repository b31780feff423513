import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type hotelContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { hotelKeys, STAY_CHANGED } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../summery?hotel_id: today's check-ins, booked and cancelled (the spec's spelling). */
export const useHotelSummary = (hotelId: string) =>
  useQuery(
    callQueryOptions<Contract['hotelSummary']>(
      hotelKeys.summary(hotelId),
      { method: 'GET', path: '/hotels/hotelRoomRentals/summery' },
      { query: { hotel_id: hotelId } },
    ),
  );

export type BookingListName = 'upcoming-booking-list' | 'booking-list';

/** GET .../upcoming-booking-list or .../booking-list?hotel_id&page&pageSize=10. */
export function fetchBookings(hotelId: string, list: BookingListName, page: number) {
  const input = { query: { hotel_id: hotelId, page, pageSize: PAGE_SIZE } };
  return list === 'upcoming-booking-list'
    ? callData<Contract['upcomingBookingList']>(
        { method: 'GET', path: '/hotels/hotelRoomRentals/upcoming-booking-list' },
        input,
      )
    : callData<Contract['bookingList']>(
        { method: 'GET', path: '/hotels/hotelRoomRentals/booking-list' },
        input,
      );
}

export const useBookings = (hotelId: string, list: BookingListName, page: number) =>
  useQuery({
    queryKey: hotelKeys.bookings(hotelId, list, page),
    queryFn: () => fetchBookings(hotelId, list, page),
    placeholderData: keepPreviousData,
  });

/** POST .../accept-reservation: pending becomes booked and the guest is told. */
export const acceptReservation = (reservation_id: string): Promise<string> =>
  callData<Contract['acceptReservation']>(
    { method: 'POST', path: '/hotels/hotelRoomRentals/accept-reservation' },
    { body: { reservation_id } },
  );

/** POST .../cancel-reservation: pending or booked becomes cancelled (guest or owner). */
export const cancelReservation = (body: {
  reservation_id: string;
  prev_status: string;
  user_id: string;
  rentee_id: string;
}): Promise<string> =>
  callData<Contract['cancelReservation']>(
    { method: 'POST', path: '/hotels/hotelRoomRentals/cancel-reservation' },
    { body },
  );

export const useAcceptReservation = () => useRefreshingMutation(acceptReservation, STAY_CHANGED);
export const useCancelReservation = () => useRefreshingMutation(cancelReservation, STAY_CHANGED);
