import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type HotelRoom, type HotelRoomsPage } from '@rentals/shared';
import { api } from '../../../shared/api/client';
import { listingKeys } from '../../../shared/listings/listing-keys';
import { hotelKeys } from './hotel-keys';

/** GET /hotels/hotelRooms/rooms?hotel_id&page&pageSize=10: the room types, oldest first. */
export const fetchRooms = (hotelId: string, page: number) =>
  api.get<HotelRoomsPage>(
    `/hotels/hotelRooms/rooms?${new URLSearchParams({
      hotel_id: hotelId,
      page: String(page),
      pageSize: String(PAGE_SIZE),
    })}`,
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
  api.post<HotelRoom>('/hotels/hotelRooms/rent-unrent-room', body);

export function useRentUnrentRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rentUnrentRoom,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** Every room type of a hotel at once (the reservation edit chooses among them). */
export const useAllRooms = (hotelId: string) =>
  useQuery({
    queryKey: [...hotelKeys.rooms(hotelId, 0), 'all'],
    queryFn: () =>
      api.get<HotelRoomsPage>(
        `/hotels/hotelRooms/rooms?${new URLSearchParams({ hotel_id: hotelId, page: '1', pageSize: '50' })}`,
      ),
    enabled: hotelId !== '',
  });
