import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type HotelBookingPage, type HotelSummary } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

const RENTALS = '/hotels/hotelRoomRentals';

/** GET .../summery?hotel_id: today's check-ins, booked and cancelled (the spec's spelling). */
export const useHotelSummary = (hotelId: string) =>
  useQuery({
    queryKey: hotelKeys.summary(hotelId),
    queryFn: () =>
      api.get<HotelSummary>(`${RENTALS}/summery?hotel_id=${encodeURIComponent(hotelId)}`),
  });

export type BookingListName = 'upcoming-booking-list' | 'booking-list';

/** GET .../upcoming-booking-list or .../booking-list?hotel_id&page&pageSize=10. */
export const fetchBookings = (hotelId: string, list: BookingListName, page: number) =>
  api.get<HotelBookingPage>(
    `${RENTALS}/${list}?${new URLSearchParams({
      hotel_id: hotelId,
      page: String(page),
      pageSize: String(PAGE_SIZE),
    })}`,
  );

export const useBookings = (hotelId: string, list: BookingListName, page: number) =>
  useQuery({
    queryKey: hotelKeys.bookings(hotelId, list, page),
    queryFn: () => fetchBookings(hotelId, list, page),
    placeholderData: keepPreviousData,
  });

/** POST .../accept-reservation: pending becomes booked and the guest is told. */
export const acceptReservation = (reservation_id: string) =>
  api.post<string>(`${RENTALS}/accept-reservation`, { reservation_id });

/** POST .../cancel-reservation: pending or booked becomes cancelled (guest or owner). */
export const cancelReservation = (body: {
  reservation_id: string;
  prev_status: string;
  user_id: string;
  rentee_id: string;
}) => api.post<string>(`${RENTALS}/cancel-reservation`, body);

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
