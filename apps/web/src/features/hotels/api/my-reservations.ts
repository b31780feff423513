import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type hotelContract } from '@rentals/shared';
import { callQueryOptions } from '../../../shared/api/call-query';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { hotelKeys, STAY_CHANGED } from './hotel-keys';

type Contract = typeof hotelContract;

/** GET .../my-reservations?page&pageSize=10: the signed-in guest's stays, newest first. */
export const useMyReservations = (page: number) =>
  useQuery({
    ...callQueryOptions<Contract['myReservations']>(
      hotelKeys.mine(page),
      { method: 'GET', path: '/hotels/hotelRoomRentals/my-reservations' },
      { query: { page, pageSize: PAGE_SIZE } },
    ),
    placeholderData: keepPreviousData,
  });

/** POST .../cancel-reservation-request: the guest asks to end a booked stay; 'existed' if asked. */
export const requestTermination = (reservation_id: string) =>
  callData<Contract['requestTermination']>(
    { method: 'POST', path: '/hotels/hotelRoomRentals/cancel-reservation-request' },
    { body: { reservation_id } },
  );

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
  callData<Contract['rebookReservation']>(
    { method: 'POST', path: '/hotels/hotelRoomRentals/re-book-hotel-room' },
    { body },
  );

export const useRequestTermination = () => useRefreshingMutation(requestTermination, STAY_CHANGED);
export const useRebookRoom = () => useRefreshingMutation(rebookRoom, STAY_CHANGED);
