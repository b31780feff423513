import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type hotelContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../my-reservations?page&pageSize=10: the signed-in guest's stays, newest first. */
export const useMyReservations = (page: number) =>
  useQuery({
    queryKey: hotelKeys.mine(page),
    queryFn: async () =>
      (
        await call<Contract['myReservations']>(
          { method: 'GET', path: '/hotels/hotelRoomRentals/my-reservations' },
          { query: { page, pageSize: PAGE_SIZE } },
        )
      ).data,
    placeholderData: keepPreviousData,
  });

/** POST .../cancel-reservation-request: the guest asks to end a booked stay; 'existed' if asked. */
export const requestTermination = async (reservation_id: string) =>
  (
    await call<Contract['requestTermination']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/cancel-reservation-request' },
      { body: { reservation_id } },
    )
  ).data;

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
export const rebookRoom = async (body: RebookInput) =>
  (
    await call<Contract['rebookReservation']>(
      { method: 'POST', path: '/hotels/hotelRoomRentals/re-book-hotel-room' },
      { body },
    )
  ).data;

function useStayMutation<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export const useRequestTermination = () => useStayMutation(requestTermination);
export const useRebookRoom = () => useStayMutation(rebookRoom);
