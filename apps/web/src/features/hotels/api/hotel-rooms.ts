import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type hotelContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation';
import { hotelKeys, STAY_CHANGED } from './hotel-keys';

/** GET /hotels/hotelRooms/rooms?hotel_id&page&pageSize=10: the room types, oldest first. */
export const fetchRooms = (hotelId: string, page: number, pageSize: number = PAGE_SIZE) =>
  callData<typeof hotelContract.listRooms>(
    { method: 'GET', path: '/hotels/hotelRooms/rooms' },
    { query: { hotel_id: hotelId, page, pageSize } },
  );

export const useRooms = (hotelId: string, page: number) =>
  useQuery({
    queryKey: hotelKeys.rooms(hotelId, page),
    queryFn: () => fetchRooms(hotelId, page),
    placeholderData: keepPreviousData,
  });

export type RentUnrentInput = {
  hotelId: string;
  room_id: string;
  room_address: string;
  occupied: boolean;
};

/** POST /hotels/hotelRooms/rent-unrent-room: the owner marks an address occupied or free. */
export const rentUnrentRoom = (body: RentUnrentInput) =>
  callData<typeof hotelContract.rentUnrentRoom>(
    { method: 'POST', path: '/hotels/hotelRooms/rent-unrent-room' },
    { body },
  );

export const useRentUnrentRoom = () => useRefreshingMutation(rentUnrentRoom, STAY_CHANGED);

/** Every room type of a hotel at once (the reservation edit chooses among them). */
export const useAllRooms = (hotelId: string) =>
  useQuery({
    queryKey: [...hotelKeys.rooms(hotelId, 0), 'all'],
    queryFn: () => fetchRooms(hotelId, 1, 50),
    enabled: hotelId !== '',
  });
