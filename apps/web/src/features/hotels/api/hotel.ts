import { useQuery } from '@tanstack/react-query';
import type { hotelContract } from '@rentals/shared';
import { call } from '../../../shared/api/client';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; 404 when unknown. */
export const useHotel = (hotelId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'hotel', hotelId],
    queryFn: async () =>
      (
        await call<typeof hotelContract.findHotel>(
          { method: 'GET', path: '/hotels/hotel/id' },
          { query: { hotel_id: hotelId } },
        )
      ).data,
    // A form starts from what is stored now, not a cached copy.
    staleTime: 0,
  });

/** GET /hotels/hotelRooms/get-room/{id}: one room type with its addresses. */
export const useRoom = (roomId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'room', roomId],
    queryFn: async () =>
      (
        await call<typeof hotelContract.getRoom>(
          { method: 'GET', path: '/hotels/hotelRooms/get-room/:id' },
          { params: { id: roomId } },
        )
      ).data,
    staleTime: 0,
    enabled: roomId !== '',
  });
