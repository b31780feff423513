import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE,
  type HotelRebookAnswer,
  type HotelTerminationRequestAnswer,
  type MyHotelReservationsPage,
} from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

const RENTALS = '/hotels/hotelRoomRentals';

/** GET .../my-reservations?page&pageSize=10: the signed-in guest's stays, newest first. */
export const useMyReservations = (page: number) =>
  useQuery({
    queryKey: hotelKeys.mine(page),
    queryFn: () =>
      api.get<MyHotelReservationsPage>(
        `${RENTALS}/my-reservations?page=${page}&pageSize=${PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

/** POST .../cancel-reservation-request: the guest asks to end a booked stay; 'existed' if asked. */
export const requestTermination = (reservation_id: string) =>
  api.post<HotelTerminationRequestAnswer>(`${RENTALS}/cancel-reservation-request`, {
    reservation_id,
  });

export type RebookInput = {
  reservation_id: string;
  hotel_id: string;
  room_address: string;
  check_in: string;
  check_out: string;
  user_id: string;
  prev_status: string;
};

/** POST .../re-book-hotel-room: 'error' once completed or past check-out, 'rented' when taken. */
export const rebookRoom = (body: RebookInput) =>
  api.post<HotelRebookAnswer>(`${RENTALS}/re-book-hotel-room`, body);

function useStayMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export const useRequestTermination = () => useStayMutation(requestTermination);
export const useRebookRoom = () => useStayMutation(rebookRoom);
