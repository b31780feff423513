import { useQuery } from '@tanstack/react-query';
import type { HotelDetail, HotelRoom } from '@rentals/shared';
import { api } from '../../../shared/api/client';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; 404 when unknown. */
export const useHotel = (hotelId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'hotel', hotelId],
    queryFn: () => api.get<HotelDetail>(`/hotels/hotel/id?hotel_id=${encodeURIComponent(hotelId)}`),
    // A form starts from what is stored now, not a cached copy.
    staleTime: 0,
  });

/** GET /hotels/hotelRooms/get-room/{id}: one room type with its addresses. */
export const useRoom = (roomId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'room', roomId],
    queryFn: () => api.get<HotelRoom>(`/hotels/hotelRooms/get-room/${encodeURIComponent(roomId)}`),
    staleTime: 0,
    enabled: roomId !== '',
  });
