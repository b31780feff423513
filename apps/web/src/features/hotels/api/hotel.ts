import { useQuery } from '@tanstack/react-query';
import type { hotelContract } from '@rentals/shared';
import { callData } from '../../../shared/api/client';

/** GET /hotels/hotel/id?hotel_id: the hotel with its owner; 404 when unknown. */
export const useHotel = (hotelId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'hotel', hotelId],
    queryFn: () =>
      callData<typeof hotelContract.findHotel>(
        { method: 'GET', path: '/hotels/hotel/id' },
        { query: { hotel_id: hotelId } },
      ),
    // A form starts from what is stored now, not a cached copy.
    staleTime: 0,
  });

/** GET /hotels/hotelRooms/get-room/{id}: one room type with its addresses. */
export const useRoom = (roomId: string) =>
  useQuery({
    queryKey: ['hotel-forms', 'room', roomId],
    queryFn: () =>
      callData<typeof hotelContract.getRoom>(
        { method: 'GET', path: '/hotels/hotelRooms/get-room/:id' },
        { params: { id: roomId } },
      ),
    staleTime: 0,
    enabled: roomId !== '',
  });
